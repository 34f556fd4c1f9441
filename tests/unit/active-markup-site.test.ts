import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, type FixtureSite } from '../support/fixture-site';

// Copying the project takes a second or two alone, and can pass Vitest's 10 s hook limit beside the browser tests.
const copying = 120_000;

// End to end on a fixture site: a holiday note that tries to close its script element, and a class guide that
// embeds a page. content:check and `astro build` both refuse them, naming each file and line.
describe('content with active markup', () => {
	let site: FixtureSite;
	let guide = '';
	let guideLine = 0;

	beforeAll(() => {
		site = fixtureSite('active-markup-');
		guide = `content/classes/${readdirSync(join(site.dir, 'content/classes')).find((name) => name.endsWith('.mdx')) ?? ''}`;
		const text = readFileSync(join(site.dir, guide), 'utf8');
		guideLine = text.replace(/\n$/, '').split('\n').length + 2;
		site.edit(guide, /\n?$/, '\n\n<iframe src="https://example.org/embed"></iframe>\n');
		site.edit(
			'content/settings/site.yaml',
			/^specialHours:\n/m,
			"specialHours:\n  - { from: 2030-01-02, closed: true, note: 'Closed</script><script>alert(1)</script>' }\n",
		);
	}, copying);

	afterAll(() => site?.remove());

	const expectNamed = (output: string) => {
		expect(output).toContain(`${guide}:${guideLine}: a <iframe> element: content cannot carry scripts or embedded pages; remove it`);
		expect(output).toMatch(/content\/settings\/site\.yaml:\d+: a <script> element/);
	};

	it('fails content:check in seconds, naming the file and line of each', { timeout: 120_000 }, async () => {
		const { code, output } = await site.node('scripts/content-check.mjs', []);
		expect(code, output).toBe(1);
		expectNamed(output);
	});

	it('stops the build, naming the same', { timeout: 300_000 }, async () => {
		const { code, output } = await site.run('astro', ['build']);
		expect(code, output).not.toBe(0);
		expectNamed(output);
		expect(output).not.toMatch(/pages finished/);
	});
});
