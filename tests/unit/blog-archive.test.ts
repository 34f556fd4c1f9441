import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestPostsShown, postsPerArchivePage } from '@/lib/blog';
import { posts } from '../support/content';
import { fixtureSite, type FixtureSite } from '../support/fixture-site';

// Issue 19, §3: /blog grows by about 0.25 KB brotli a monthly post. Three years of posts (36) on one fixture site: every
// page still fits the first round trip (14 KB brotli), /blog shows the newest few and links the archive, whose pages
// hold every post and are in the sitemap; the feed holds every post. BLOG_ARCHIVE_E2E=1 also runs the gates on it.
const postCount = 36;
const firstResponseBudget = 14 * 1024;

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Adds monthly posts, one a month back from January 2023, until the site has `postCount`; returns their slugs. */
function addPosts(site: FixtureSite): string[] {
	const [model] = posts;
	if (!model) throw new Error('content/blog has no post to model the fixture posts on');
	// Drafts and posts dated after today are left out of the build, so only live posts count towards the 36.
	const live = posts.filter(
		(post) =>
			post.published <= new Date() && !/^draft:\s*true/m.test(readFileSync(join(site.dir, 'content/blog', post.slug, 'index.mdx'), 'utf8')),
	);
	const slugs: string[] = [];
	for (let i = 0; slugs.length < postCount - live.length; i++) {
		const published = new Date(Date.UTC(2023, 0 - i, 15));
		const slug = `monthly-${months[published.getUTCMonth()]?.toLowerCase()}-${published.getUTCFullYear()}`;
		const folder = join(site.dir, 'content/blog', slug);
		mkdirSync(folder, { recursive: true });
		copyFileSync(join(site.dir, 'content/blog', model.slug, 'cover.jpg'), join(folder, 'cover.jpg'));
		const name = `${months[published.getUTCMonth()]} ${published.getUTCFullYear()}`;
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
		slugs.push(slug);
	}
	return slugs;
}

describe(`a blog of ${postCount} monthly posts`, () => {
	let site: FixtureSite;
	let build = { code: null as number | null, output: '' };
	const built = (file: string) => readFileSync(join(site.outDir, file), 'utf8');

	beforeAll(async () => {
		site = fixtureSite('blog-archive-');
		addPosts(site);
		build = await site.run('astro', ['build']);
	}, 600_000);
	// BLOG_ARCHIVE_KEEP=1 keeps the copy, e.g. for `npm run bench:sizes -- --dir <copy>/dist`.
	afterAll(() => (process.env['BLOG_ARCHIVE_KEEP'] === '1' ? console.log(`kept ${site.dir}`) : site?.remove()));

	it('builds', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
	});

	// Brotli at quality 11, as the precompressed files, takes a few seconds for the whole build.
	it('keeps every page within the 14 KB brotli first round trip', { timeout: 120_000 }, () => {
		const files = readdirSync(site.outDir, { recursive: true, encoding: 'utf8' }).filter(
			(name) => name.endsWith('.html') && !name.startsWith('admin'),
		);
		const over = files
			.map((file) => ({
				file,
				bytes: brotliCompressSync(readFileSync(join(site.outDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
			}))
			.filter(({ bytes }) => bytes > firstResponseBudget);
		expect(files.length, 'pages found in the build output').toBeGreaterThan(postCount);
		expect(over).toEqual([]);
	});

	it(`shows the newest ${newestPostsShown} on /blog and links the archive`, () => {
		const blog = built('blog.html');
		const cards = new Set([...blog.matchAll(/href="\/blog\/(?!archive)([a-z0-9-]+)"/g)].map((match) => match[1]));
		expect(cards.size).toBe(newestPostsShown);
		expect(blog).toContain('href="/blog/archive"');
	});

	it('pages the archive, every post once, each page in the sitemap, and the feed holds every post', () => {
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

	it.runIf(process.env['BLOG_ARCHIVE_E2E'] === '1')('passes the gates', { timeout: 3_600_000 }, async () => {
		const port = process.env['BLOG_ARCHIVE_E2E_PORT'] ?? '4398';
		const { code, output } = await site.node('node_modules/@playwright/test/cli.js', ['test', 'tests/e2e/gates'], {
			E2E_PORT: port,
			E2E_PREBUILT: '1',
			CI: '1',
		});
		expect(code, output.slice(-5000)).toBe(0);
	});
});
