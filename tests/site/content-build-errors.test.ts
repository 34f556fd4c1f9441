import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FixtureSite, fixtureSite } from '../support/fixture-site';

// Copying the project takes a second or two alone, and can pass Vitest's 10 s hook limit beside the browser tests.
const copying = 120_000;

// End to end: a real `astro build` stops on a malformed content file and says which file, which field and what is
// expected. It builds a fixture site, so the checkout and its dist stay untouched. (content:check names such a file
// too, in seconds: content-check.test.ts; the messages are tests/unit/build/content-check/astro-error.test.ts.)
describe('astro build with a malformed content file', () => {
	let site: FixtureSite;

	beforeAll(() => {
		site = fixtureSite('content-build-errors-');
		// Monday's first slot ends at '25:00'.
		site.edit(
			'content/timetable/monday.yaml',
			/[\s\S]+/,
			"day: monday\nslots:\n  - { start: '06:00', end: '25:00', class: Fixture Class }\n",
		);
	}, copying);

	afterAll(() => site?.remove());

	// The build stops while loading content, before any page or image: seconds, or a minute on a busy machine.
	it('fails, naming the file, the field and what is expected', { timeout: 120_000 }, async () => {
		const { code, output } = await site.run('astro', ['build']);
		expect(code, output).not.toBe(0);
		expect(output).toContain(join(site.dir, 'content', 'timetable', 'monday.yaml'));
		expect(output).toMatch(/slots\.0\.end\**: Use 24-hour time as HH:MM, e\.g\. 06:30/);
	});
});
