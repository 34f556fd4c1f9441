import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FixtureSite, fixtureSite } from '../support/fixture-site';
import { addActiveMarkup } from './support/active-markup-fixture';

// Copying the project takes a second or two alone, and can pass Vitest's 10 s hook limit beside the browser tests.
const copying = 120_000;

// End to end on a fixture site: a holiday note that tries to close its script element, and a class guide that
// embeds a page, stop `astro build`, naming each file and line. (content:check names the same, in seconds, in the one
// run of content-check.test.ts that lists every kind of error.)
describe('content with active markup', () => {
	let site: FixtureSite;
	let expectNamed: (output: string) => void;

	beforeAll(() => {
		site = fixtureSite('active-markup-');
		({ expectNamed } = addActiveMarkup(site));
	}, copying);

	afterAll(() => site?.remove());

	// The build stops as it starts (astro:build:start), before any page or image: seconds, or a minute on a busy machine.
	it('stops the build, naming the file and line of each', { timeout: 120_000 }, async () => {
		const { code, output } = await site.run('astro', ['build']);
		expect(code, output).not.toBe(0);
		expectNamed(output);
		expect(output).not.toMatch(/pages finished/);
	});
});
