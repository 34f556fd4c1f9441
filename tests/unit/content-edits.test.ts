import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../e2e/support/html-dom';
import { fixtureSite, type FixtureSite } from '../support/fixture-site';

// An editor's valid change never fails the tests; only content that breaks a schema does (that a broken
// file fails the build, naming it, is content-build-errors.test.ts; that content:check and the unit tests name it is
// content-check.test.ts and content-schemas.test.ts). One fixture site gets five everyday edits (a price, a slot, a
// post date, a class fact, a team member's position) plus a draft post, a post dated 40 days ahead and a draft class
// guide, each made from a real entry. It is built once. Then:
// - every unit test that reads content/ passes on it, while `npm run check:launch-facts` (not part of `npm test`)
//   reports the launch facts that moved;
// - its production build shows the five edits and leaves the drafts out everywhere;
// - `astro dev` shows the drafts, marked.
// The browser tests read content/ the same way; CONTENT_EDITS_E2E=1 also runs them on the fixture site.
// Each step takes 10 to 60 s on an idle machine; a CI machine shared with the rest of the suite can be 5x slower.
const slow = { timeout: 600_000 };
const self = 'content-edits.test.ts';
/** Unit tests that read the editors' files: the ones an edit could break. */
const contentTests = readdirSync(new URL('./', import.meta.url))
	// Tests that build a fixture site of their own (build errors, the 36-post blog) are not re-run on this one.
	.filter((name) => name.endsWith('.test.ts') && name !== self && !['content-build-errors.test.ts', 'blog-archive.test.ts'].includes(name))
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

const draftPost = { slug: 'zz-fixture-draft-post', heading: 'Fixture draft post' };
const scheduledPost = { slug: 'zz-fixture-scheduled-post', heading: 'Fixture scheduled post' };
const draftGuide = { slug: 'zz-fixture-draft-guide', heading: 'Fixture draft guide' };
const unpublished = [draftPost, scheduledPost, draftGuide];
const hiddenPaths = [`blog/${draftPost.slug}`, `blog/${scheduledPost.slug}`, `classes/${draftGuide.slug}`];
const inFortyDays = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

/** Rewrites a frontmatter field, or adds it when missing. */
function setField(text: string, key: string, value: string): string {
	const line = new RegExp(`^${key}:.*$`, 'm');
	return line.test(text) ? text.replace(line, `${key}: ${value}`) : text.replace(/^---\r?\n/, `---\n${key}: ${value}\n`);
}

/** Adds the draft post, the scheduled post and the draft guide, each copied from a real entry; returns the live post copied. */
function addDrafts(dir: string): string {
	const blog = join(dir, 'content/blog');
	const [source] = readdirSync(blog).sort();
	if (!source) throw new Error('content/blog has no post to copy');
	for (const [post, edit] of [
		[draftPost, (text: string) => setField(text, 'draft', 'true')],
		[scheduledPost, (text: string) => setField(text, 'published', inFortyDays).replace(/^modified:.*\n/m, '')],
	] as const) {
		cpSync(join(blog, source), join(blog, post.slug), { recursive: true });
		const file = join(blog, post.slug, 'index.mdx');
		writeFileSync(file, edit(setField(readFileSync(file, 'utf8'), 'heading', `'${post.heading}'`)));
	}
	const classes = join(dir, 'content/classes');
	const guide = readdirSync(classes)
		.filter((name) => name.endsWith('.mdx'))
		.sort()
		.find((name) => !/^(hasPage: false|hidden: true|unfinished: true)$/m.test(readFileSync(join(classes, name), 'utf8')));
	if (!guide) throw new Error('content/classes has no listed guide to copy');
	let text = readFileSync(join(classes, guide), 'utf8');
	text = setField(setField(setField(text, 'classTitle', draftGuide.heading), 'heading', draftGuide.heading), 'draft', 'true');
	writeFileSync(join(classes, `${draftGuide.slug}.mdx`), text);
	return source;
}

describe('valid content edits, drafts and scheduled posts on one fixture site', () => {
	let site: FixtureSite;
	let livePost = '';
	let build = { code: null as number | null, output: '' };
	const built = (file: string) => readFileSync(join(site.outDir, file), 'utf8');

	beforeAll(async () => {
		site = fixtureSite('content-edits-');
		for (const [, file, from, to] of edits) site.edit(file, from, to);
		livePost = addDrafts(site.dir);
		build = await site.run('astro', ['build']);
	}, 600_000);
	afterAll(() => site?.remove());

	it(`pass the ${contentTests.length} unit test files that read content/`, slow, async () => {
		const { code, output } = await site.run('vitest', ['run', ...contentTests]);
		expect(code, output).toBe(0);
		expect(output).toMatch(/Tests\s+\d+ passed/);
	});

	it('move the launch facts they touch, which only `npm run check:launch-facts` reports', slow, async () => {
		const { code, output } = await site.run('vitest', ['run', '--config', 'tests/launch-facts/vitest.config.ts']);
		expect(code).not.toBe(0);
		// The position is no launch fact (SPEC names no one); the other four edits each move one. The table reads the files,
		// not the site, so it counts the draft guide among the class pages too; the draft and scheduled posts it leaves out.
		const failed = output.split('\n').filter((line) => line.includes('FAIL') && line.includes('launch-facts.check.ts >'));
		expect(failed.map((line) => line.replace(/^.*SPEC\.md launch facts in content\/ > /, '').trim()).sort(), output).toEqual([
			'§2 /blog, Class pages: the thirteen class pages',
			'§2 /blog: the class slugs listed, in order',
			'§2 /blog: the monthly posts, newest first',
			'§9 Class facts, Facility facts: Powerlifting',
			'§9 Membership plans: the four plans, their prices, sign-up links, popular mark and note',
			'§9 Weekly timetable: every slot of the week',
		]);
	});

	it('build, and the built pages show every edit', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		for (const [what, , , , [page, shows]] of edits) {
			const text = built(page)
				.replace(/<[^>]*>/g, '')
				.replaceAll('&amp;', '&');
			expect(text.includes(shows), `${what}: ${page} shows ${shows}`).toBe(true);
		}
	});

	it('build without the drafts and the scheduled post: no page, not on /blog, not in the sitemap, the feed or the structured data', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		// The post the fixtures were copied from is live, so the build itself is sound.
		expect(existsSync(join(site.outDir, `blog/${livePost}.html`)), livePost).toBe(true);
		for (const path of hiddenPaths) expect(existsSync(join(site.outDir, `${path}.html`)), `${path}.html`).toBe(false);
		const blog = built('blog.html');
		const sitemap = readdirSync(site.outDir)
			.filter((name) => /^sitemap.*\.xml$/.test(name))
			.map(built)
			.join('\n');
		const jsonLd = [...blog.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
		expect(jsonLd).not.toBe('');
		for (const [name, text] of [
			['/blog', blog],
			['sitemap', sitemap],
			['rss.xml', built('rss.xml')],
			['/blog JSON-LD', jsonLd],
		] as const) {
			for (const entry of unpublished) {
				expect(text, `${name} names ${entry.slug}`).not.toContain(entry.slug);
				expect(text, `${name} shows "${entry.heading}"`).not.toContain(entry.heading);
			}
		}
	});

	it('npm run dev shows the drafts and the scheduled post, clearly marked', slow, async () => {
		const server = await site.serve('dev');
		try {
			const page = async (path: string) => parseHtml(await (await fetch(server.url + path)).text());
			const note = (doc: ReturnType<typeof parseHtml>) => doc.querySelector('[role="note"]')?.textContent ?? '';
			const h1 = (doc: ReturnType<typeof parseHtml>) => doc.querySelector('h1')?.textContent.trim() ?? '';

			const draft = await page(`/blog/${draftPost.slug}`);
			expect(note(draft)).toContain('Draft');
			expect(h1(draft)).toBe(draftPost.heading);
			expect(note(await page(`/blog/${scheduledPost.slug}`))).toContain('Scheduled');
			const guide = await page(`/classes/${draftGuide.slug}`);
			expect(note(guide)).toContain('Draft');
			expect(h1(guide)).toBe(draftGuide.heading);

			// Card headings, read from the page source: the monthly posts sit in a closed accordion until opened.
			const cards = (await page('/blog')).querySelectorAll('article h3').map((heading) => heading.textContent.replace(/\s+/g, ' ').trim());
			expect(cards).toContain(`Draft: ${draftPost.heading}`);
			expect(
				cards.filter((heading) => new RegExp(`^Scheduled \\d{1,2} \\w+ \\d{4}: ${scheduledPost.heading}$`).test(heading)),
			).toHaveLength(1);
			expect(cards).toContain(`Draft: ${draftGuide.heading}`);
		} finally {
			server.stop();
		}
	});

	it.runIf(process.env['CONTENT_EDITS_E2E'] === '1')('pass the browser tests too', { timeout: 3_600_000 }, async () => {
		const port = process.env['CONTENT_EDITS_E2E_PORT'] ?? '4399';
		const { code, output } = await site.node('node_modules/@playwright/test/cli.js', ['test'], { E2E_PORT: port, CI: '1' });
		expect(code, output.slice(-5000)).toBe(0);
	});
});
