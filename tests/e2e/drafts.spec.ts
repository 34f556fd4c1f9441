import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSite, copySite, serveSite, type FixtureSite } from '../support/fixture-site';

// A copy of the site gets a draft post, a post dated 40 days ahead and a draft class guide, each made from a real
// entry. The production build of that copy must leave all three out everywhere; `astro dev` must show them, marked.
const draftPost = { slug: 'e2e-draft-post', heading: 'E2E fixture draft post' };
const scheduledPost = { slug: 'e2e-scheduled-post', heading: 'E2E fixture scheduled post' };
const draftGuide = { slug: 'e2e-draft-guide', heading: 'E2E fixture draft guide' };
const hidden = [`/blog/${draftPost.slug}`, `/blog/${scheduledPost.slug}`, `/classes/${draftGuide.slug}`];
const inFortyDays = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

/** Rewrites a frontmatter field, or adds it when missing. */
function setField(text: string, key: string, value: string): string {
	const line = new RegExp(`^${key}:.*$`, 'm');
	return line.test(text) ? text.replace(line, `${key}: ${value}`) : text.replace(/^---\r?\n/, `---\n${key}: ${value}\n`);
}

function addFixtures(site: FixtureSite): { livePost: string } {
	const blog = join(site.dir, 'content/blog');
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
	const classes = join(site.dir, 'content/classes');
	const guide = readdirSync(classes)
		.filter((name) => name.endsWith('.mdx'))
		.sort()
		.find((name) => !/^(hasPage: false|hidden: true|unfinished: true)$/m.test(readFileSync(join(classes, name), 'utf8')));
	if (!guide) throw new Error('content/classes has no listed guide to copy');
	let text = readFileSync(join(classes, guide), 'utf8');
	text = setField(setField(setField(text, 'classTitle', draftGuide.heading), 'heading', draftGuide.heading), 'draft', 'true');
	writeFileSync(join(classes, `${draftGuide.slug}.mdx`), text);
	return { livePost: `/blog/${source}` };
}

test.describe('drafts and scheduled posts on a fixture site', () => {
	test.describe.configure({ mode: 'serial' });
	let site: FixtureSite;
	let livePost = '';

	test.beforeAll(async () => {
		test.setTimeout(600_000);
		site = copySite();
		({ livePost } = addFixtures(site));
		await buildSite(site);
	});

	test.afterAll(() => site?.remove());

	test('the production build leaves them out: no page, not on /blog, not in the sitemap, the feed or the structured data', async () => {
		test.setTimeout(120_000);
		const server = await serveSite(site, 'preview');
		try {
			// The post the fixtures were copied from is live, so the build itself is sound.
			expect((await fetch(server.url + livePost)).status).toBe(200);
			for (const path of hidden) {
				expect((await fetch(server.url + path)).status, path).toBe(404);
				expect(existsSync(join(site.outDir, `${path.slice(1)}.html`)), `${path}.html`).toBe(false);
			}
			const blog = await (await fetch(`${server.url}/blog`)).text();
			const sitemap = readdirSync(site.outDir)
				.filter((name) => /^sitemap.*\.xml$/.test(name))
				.map((name) => readFileSync(join(site.outDir, name), 'utf8'))
				.join('\n');
			const feed = await (await fetch(`${server.url}/rss.xml`)).text();
			const jsonLd = [...blog.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
			expect(jsonLd).not.toBe('');
			for (const [name, text] of [
				['/blog', blog],
				['sitemap', sitemap],
				['rss.xml', feed],
				['/blog JSON-LD', jsonLd],
			] as const) {
				for (const entry of [draftPost, scheduledPost, draftGuide]) {
					expect(text, `${name} names ${entry.slug}`).not.toContain(entry.slug);
					expect(text, `${name} shows "${entry.heading}"`).not.toContain(entry.heading);
				}
			}
		} finally {
			server.stop();
		}
	});

	test('npm run dev shows them, clearly marked', async ({ page }) => {
		test.setTimeout(300_000);
		const server = await serveSite(site, 'dev');
		try {
			await page.goto(`${server.url}/blog/${draftPost.slug}`, { timeout: 180_000 });
			await expect(page.getByRole('note')).toContainText('Draft');
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftPost.heading);

			await page.goto(`${server.url}/blog/${scheduledPost.slug}`, { timeout: 120_000 });
			await expect(page.getByRole('note')).toContainText('Scheduled');

			await page.goto(`${server.url}/classes/${draftGuide.slug}`, { timeout: 120_000 });
			await expect(page.getByRole('note')).toContainText('Draft');

			await page.goto(`${server.url}/blog`, { timeout: 120_000 });
			// Card headings, read from the page source: the monthly posts sit in a closed accordion until opened.
			const cards = await page.locator('article h3').allTextContents();
			expect(cards).toContain(`Draft: ${draftPost.heading}`);
			expect(
				cards.filter((heading) => new RegExp(`^Scheduled \\d{1,2} \\w+ \\d{4}: ${scheduledPost.heading}$`).test(heading)),
			).toHaveLength(1);
			expect(cards).toContain(`Draft: ${draftGuide.heading}`);
		} finally {
			server.stop();
		}
	});
});
