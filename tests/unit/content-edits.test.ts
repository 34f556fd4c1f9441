import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestPostsShown, postsPerArchivePage } from '@/lib/blog';
import { parseHtml } from '../e2e/support/html-dom';
import { posts } from '../support/content';
import { fixtureSite, type FixtureSite, type RunResult } from '../support/fixture-site';

// An editor's valid change never fails the tests; only content that breaks a schema does (that a broken
// file fails the build, naming it, is content-build-errors.test.ts; that content:check and the unit tests name it is
// content-check.test.ts and content-schemas.test.ts). One fixture site gets five everyday edits (a price, a slot, a
// post date, a class fact, a team member's position, each on the first entry that has one), three years of monthly posts (36), a draft post, a post dated
// 40 days ahead and a draft class guide, each made from a real entry. It is built once. Then:
// - content:check and every unit test that reads content/ pass on it (the launch facts, which an edit may move, are
//   `npm run check:launch-facts`, outside `npm test`);
// - its production build shows the five edits and leaves the drafts out everywhere;
// - with 36 posts every page still fits the first round trip, and the archive holds them all (issue 19, §3);
// - `astro dev` shows the drafts, marked.
// The browser tests read content/ the same way; CONTENT_EDITS_E2E=1 also runs them on the fixture site.
// Each step takes 2 to 10 s on an idle machine; a CI machine shared with the rest of the suite can be 5x slower.
const slow = { timeout: 600_000 };
const brotli = promisify(brotliCompress);
/** Unit tests that read the editors' files: the ones an edit could break. */
const contentTests = readdirSync(new URL('./', import.meta.url))
	.filter((name) => name.endsWith('.test.ts'))
	.map((name) => [name, readFileSync(new URL(name, import.meta.url), 'utf8')] as const)
	// Tests that make fixture sites of their own (this one, build errors, content:check's fixtures) run on the checkout.
	.filter(([, source]) => !source.includes("support/fixture-site'"))
	.filter(([, source]) => /['`]content\/|\.\.\/\.\.\/content\/|support\/content'|resolve\('content'\)/.test(source))
	.map(([name]) => `tests/unit/${name}`);

const contentDir = new URL('../../content/', import.meta.url);
/** The first entry of a content folder, by name, that `fits`: edits pick entries by what they hold, never by slug. */
function firstEntry(folder: string, fits: (name: string, text: string) => boolean, file = (name: string) => name): string {
	const found = readdirSync(new URL(folder, contentDir))
		.sort()
		.find((name) => {
			const path = new URL(`${folder}${file(name)}`, contentDir);
			return existsSync(path) && fits(name, readFileSync(path, 'utf8'));
		});
	if (!found) throw new Error(`content/${folder} has no entry to edit`);
	return found;
}
const plan = firstEntry('plans/', (name) => name.endsWith('.yaml'));
const post = firstEntry(
	'blog/',
	(_, text) => !/^draft:\s*true/m.test(text),
	(name) => `${name}/index.mdx`,
);
const member = firstEntry('team/', (name) => name.endsWith('.md'));

const edits: [what: string, file: string, from: string | RegExp, to: string, built: [page: string, shows: string]][] = [
	['a price', `content/plans/${plan}`, /^price: .+$/m, 'price: 72.5', ['membership.html', '£72.50']],
	[
		'a slot',
		'content/timetable/monday.yaml',
		/\{ start: '\d\d:\d\d', end: '\d\d:\d\d', class: ([^}]+)\}/,
		"{ start: '05:45', end: '06:40', class: $1}",
		['timetable.html', '05:45–06:40'],
	],
	['a post date', `content/blog/${post}/index.mdx`, /^published: .+$/m, 'published: 2024-02-29', [`blog/${post}.html`, '29 February 2024']],
	classFactEdit(),
	[
		'a team position',
		`content/team/${member}`,
		/^position: .+$/m,
		'position: Fixture Sports Therapist',
		['about-us.html', 'Fixture Sports Therapist'],
	],
];

/**
 * A class fact as staff change one: the first weight ("1500 kg") in a class guide with a page, 250 kg heavier. Picked
 * by what the guides hold, not by a guide or a figure of the gym's, so a staff edit to it never breaks this test.
 */
function classFactEdit(): (typeof edits)[number] {
	const dir = new URL('../../content/classes/', import.meta.url);
	for (const name of readdirSync(dir)
		.filter((file) => file.endsWith('.mdx'))
		.sort()) {
		const text = readFileSync(new URL(name, dir), 'utf8');
		const weight = /\b(\d+) kg\b/.exec(text.replace(/^---[\s\S]*?\n---/, (front) => front.replace(/\d/g, '_')));
		if (!weight || /^hasPage: false$/m.test(text)) continue;
		const heavier = `${Number(weight[1]) + 250} kg`;
		return [
			'a class fact',
			`content/classes/${name}`,
			new RegExp(`\\b${weight[1]} kg\\b`, 'g'),
			heavier,
			[`classes/${name.replace(/\.mdx$/, '.html')}`, heavier],
		];
	}
	throw new Error('no class guide with a page names a weight in kg to edit');
}

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

// Issue 19, §3: /blog grows by about 0.25 KB brotli a monthly post. Three years of them must still fit.
const postCount = 36;
const firstResponseBudget = 14 * 1024;
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Adds monthly posts, one a month back from January 2023, until the site has `postCount` live ones. */
function addMonthlyPosts(dir: string): void {
	const [model] = posts;
	if (!model) throw new Error('content/blog has no post to model the fixture posts on');
	// Drafts and posts dated after today are left out of the build, so only live posts count towards the 36.
	const live = posts.filter(
		(post) =>
			post.published <= new Date() && !/^draft:\s*true/m.test(readFileSync(join(dir, 'content/blog', post.slug, 'index.mdx'), 'utf8')),
	);
	for (let i = 0; i < postCount - live.length; i++) {
		const published = new Date(Date.UTC(2023, 0 - i, 15));
		const name = `${months[published.getUTCMonth()]} ${published.getUTCFullYear()}`;
		const folder = join(dir, 'content/blog', `monthly-${name.toLowerCase().replace(' ', '-')}`);
		mkdirSync(folder, { recursive: true });
		copyFileSync(join(dir, 'content/blog', model.slug, 'cover.jpg'), join(folder, 'cover.jpg'));
		writeFileSync(
			join(folder, 'index.mdx'),
			[
				'---',
				`heading: 'Monthly Update: ${name}'`,
				`description: 'What happened at the gym in ${name}: new members, personal bests, competitions and the month ahead on the timetable.'`,
				`published: ${published.toISOString().slice(0, 10)}`,
				'image: ./cover.jpg',
				'imageAlt: Stand-in artwork of members training together in the class area',
				'---',
				'',
				`A busy month on the gym floor. Here is what happened in ${name}, and what is coming next.`,
				'',
			].join('\n'),
		);
	}
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

describe('valid content edits, three years of posts, drafts and a scheduled post on one fixture site', () => {
	let site: FixtureSite;
	let livePost = '';
	let build = { code: null as number | null, output: '' };
	let unitRun: Promise<RunResult>;
	const built = (file: string) => readFileSync(join(site.outDir, file), 'utf8');

	beforeAll(async () => {
		site = fixtureSite('content-edits-');
		for (const [, file, from, to] of edits) site.edit(file, from, to);
		livePost = addDrafts(site.dir);
		addMonthlyPosts(site.dir);
		// The unit tests read the files only, so they run while the copy builds; content:check and `astro dev` write
		// Astro's generated files and data store, as the build does, so they wait for it.
		unitRun = site.run('vitest', ['run', '--isolate=false', ...contentTests]);
		build = await site.run('astro', ['build']);
	}, 600_000);
	// CONTENT_EDITS_KEEP=1 keeps the copy, e.g. for `npm run bench:sizes -- --dir <copy>/dist`.
	afterAll(() => (process.env['CONTENT_EDITS_KEEP'] === '1' ? console.log(`kept ${site.dir}`) : site?.remove()));

	it('pass content:check', slow, async () => {
		const { code, output } = await site.node('scripts/content-check.mjs', []);
		expect(code, output).toBe(0);
		expect(output).toMatch(/content:check: \d+ files and \d+ images in [\d.]+ s: no errors/);
	});

	// In one worker, without a fresh module registry per file: these files read content/ and mock nothing, and the run
	// takes half the time. (The checkout's own run keeps Vitest's isolation.)
	it(`pass the ${contentTests.length} unit test files that read content/`, slow, async () => {
		const { code, output } = await unitRun;
		expect(code, output).toBe(0);
		expect(output).toMatch(/Tests\s+\d+ passed/);
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

	it(`keep every page within the 14 KB brotli first round trip with ${postCount} monthly posts`, slow, async () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		const files = readdirSync(site.outDir, { recursive: true, encoding: 'utf8' }).filter(
			(name) => name.endsWith('.html') && !name.startsWith('admin'),
		);
		// Brotli at quality 11, as the precompressed files; on Node's thread pool, so every core compresses.
		const sizes = await Promise.all(
			files.map(async (file) => ({
				file,
				bytes: (await brotli(readFileSync(join(site.outDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length,
			})),
		);
		const over = sizes.filter(({ bytes }) => bytes > firstResponseBudget);
		expect(files.length, 'pages found in the build output').toBeGreaterThan(postCount);
		expect(over).toEqual([]);
	});

	it(`show the newest ${newestPostsShown} posts on /blog, linking the archive, whose pages hold every post once, each in the sitemap, as the feed does`, () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		const blog = built('blog.html');
		const cards = new Set([...blog.matchAll(/href="\/blog\/(?!archive)([a-z0-9-]+)"/g)].map((match) => match[1]));
		expect(cards.size).toBe(newestPostsShown);
		expect(blog).toContain('href="/blog/archive"');

		const pageCount = Math.ceil(postCount / postsPerArchivePage);
		const files = Array.from({ length: pageCount }, (_, i) => (i === 0 ? 'blog/archive.html' : `blog/archive/${i + 1}.html`));
		const listed = files.flatMap((file) => [
			...new Set([...built(file).matchAll(/href="\/blog\/(?!archive)([a-z0-9-]+)"/g)].map((m) => m[1])),
		]);
		expect(listed).toHaveLength(postCount);
		expect(new Set(listed).size).toBe(postCount);
		const sitemap = built('sitemap-0.xml');
		for (const file of files) expect(sitemap).toContain(`/${file.replace(/\.html$/, '')}</loc>`);
		expect(built('blog/archive/2.html')).toContain('rel="prev"');
		expect([...built('rss.xml').matchAll(/<item>/g)]).toHaveLength(postCount);
	});

	it.runIf(process.env['CONTENT_EDITS_E2E'] === '1')('pass the browser tests too', { timeout: 3_600_000 }, async () => {
		const port = process.env['CONTENT_EDITS_E2E_PORT'] ?? '4399';
		const { code, output } = await site.node('node_modules/@playwright/test/cli.js', ['test'], { E2E_PORT: port, CI: '1' });
		expect(code, output.slice(-5000)).toBe(0);
	});
});
