import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';

// Issue 13: an editor's valid change never fails the tests; only content that breaks a schema does. A copy of the
// project gets five everyday edits (a price, a slot, a post date, a class fact, a team member's position); every
// unit test that reads content/ and a production build must pass on it, while `npm run check:launch-facts` (not part
// of `npm test`) reports the five launch facts that moved. Then a price written as words must fail both, naming the
// file and the field. The browser tests read content/ the same way; CONTENT_EDITS_E2E=1 also runs them on the copy.
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// Each step takes 20 to 90 s on an idle machine; a CI machine shared with the rest of the suite can be 5x slower.
const slow = { timeout: 600_000 };
const self = 'content-edits.test.ts';
/** Unit tests that read the editors' files: the ones an edit could break. */
const contentTests = readdirSync(new URL('./', import.meta.url))
	.filter((name) => name.endsWith('.test.ts') && name !== self && name !== 'content-build-errors.test.ts')
	.filter((name) =>
		/['`]content\/|\.\.\/\.\.\/content\/|support\/content'|resolve\('content'\)/.test(readFileSync(new URL(name, import.meta.url), 'utf8')),
	)
	.map((name) => `tests/unit/${name}`);

const edits: [what: string, file: string, from: string | RegExp, to: string, built: [page: string, shows: string]][] = [
	['a price', 'content/plans/open-gym.yaml', /^price: .+$/m, 'price: 72.5', ['membership.html', '£72.50']],
	[
		'a slot',
		'content/timetable/monday.yaml',
		/\{ start: '\d\d:\d\d', end: '\d\d:\d\d', class: [^}]+\}/,
		"{ start: '05:45', end: '06:40', class: Metcon }",
		['timetable.html', '05:45–06:40'],
	],
	[
		'a post date',
		'content/blog/hyrox-masterclass-october-2025/index.mdx',
		/^published: .+$/m,
		'published: 2025-10-21',
		['blog/hyrox-masterclass-october-2025.html', '21 October 2025'],
	],
	['a class fact', 'content/classes/powerlifting.mdx', /1500 kg/g, '1750 kg', ['classes/powerlifting.html', '1750 kg']],
	[
		'a team position',
		'content/team/megan-price.md',
		/^position: .+$/m,
		'position: Chiropractor and Sports Therapist',
		['about-us.html', 'Chiropractor and Sports Therapist'],
	],
];

describe('valid content edits', () => {
	let copy: ProjectCopy;
	beforeAll(() => {
		copy = copyProject('content-edits-');
		for (const [, file, from, to] of edits) copy.edit(file, from, to);
	});
	afterAll(() => copy.remove());

	it(`pass the ${contentTests.length} unit test files that read content/`, slow, async () => {
		const { code, output } = await copy.run(npx, ['vitest', 'run', ...contentTests]);
		expect(code, output).toBe(0);
		expect(output).toMatch(/Tests\s+\d+ passed/);
	});

	it('move the launch facts they touch, which only `npm run check:launch-facts` reports', slow, async () => {
		const { code, output } = await copy.run(npx, ['vitest', 'run', '--config', 'tests/launch-facts/vitest.config.ts']);
		expect(code).not.toBe(0);
		// The position is no launch fact (SPEC names no one); the other four edits each move one.
		const failed = output.split('\n').filter((line) => line.includes('FAIL') && line.includes('launch-facts.check.ts >'));
		expect(failed.map((line) => line.replace(/^.*SPEC\.md launch facts in content\/ > /, '').trim()).sort(), output).toEqual([
			'§2 /blog: the monthly posts, newest first',
			'§9 Class facts, Facility facts: Powerlifting',
			'§9 Membership plans: the four plans, their prices, sign-up links, popular mark and note',
			'§9 Weekly timetable: every slot of the week',
		]);
	});

	it('build, and the built pages show every edit', slow, async () => {
		const { code, output } = await copy.run(npx, ['astro', 'build']);
		expect(code, output.slice(-3000)).toBe(0);
		for (const [what, , , , [page, shows]] of edits) {
			const text = readFileSync(join(copy.dir, 'dist', page), 'utf8')
				.replace(/<[^>]*>/g, '')
				.replaceAll('&amp;', '&');
			expect(text.includes(shows), `${what}: ${page} shows ${shows}`).toBe(true);
		}
	});

	it.runIf(process.env['CONTENT_EDITS_E2E'] === '1')('pass the browser tests too', { timeout: 3_600_000 }, async () => {
		const port = process.env['CONTENT_EDITS_E2E_PORT'] ?? '4399';
		const { code, output } = await copy.run(npx, ['playwright', 'test'], { E2E_PORT: port, CI: '1' });
		expect(code, output.slice(-5000)).toBe(0);
	});
});

describe('a content edit that breaks a schema', () => {
	let copy: ProjectCopy;
	beforeAll(() => {
		copy = copyProject('content-edits-broken-');
		copy.edit('content/plans/open-gym.yaml', /^price: .+$/m, 'price: sixty-nine pounds');
	});
	afterAll(() => copy.remove());

	it('fails the unit checks, naming the file and the field', slow, async () => {
		const { code, output } = await copy.run(npx, ['vitest', 'run', ...contentTests]);
		expect(code).not.toBe(0);
		expect(output).toContain('content/plans/open-gym.yaml: price: Give the price as a number, e.g. 69');
	});

	it('fails the build, naming the file and the field', slow, async () => {
		const { code, output } = await copy.run(npx, ['astro', 'build']);
		expect(code).not.toBe(0);
		expect(output).toContain(join(copy.dir, 'content', 'plans', 'open-gym.yaml'));
		expect(output).toMatch(/price\**: Give the price as a number, e\.g\. 69/);
	});
});
