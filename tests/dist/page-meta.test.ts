import { readdirSync } from 'node:fs';

import { expect, test } from 'vitest';

import type { PageId } from '@/lib/schemas/pages';

import { gatePages, sitemapPaths } from '../support/built-pages';
import { classPages, page as pageWords, posts, settings } from '../support/content';
import { readBuiltPage } from '../support/html-dom';

// Every built page (sitemap, unlisted drafts and the not-found page) read as built, no browser: its own title and
// description, its canonical address, exactly one h1, and the social card tags. Pages whose words live in
// content/pages/*.yaml, the class guides and the posts show the title and heading of their file.
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Text as a browser shows it: html-validate's parser leaves character references as written. */
const decode = (value: string) =>
	value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
		ref.startsWith('#')
			? String.fromCodePoint(Number.parseInt(ref.slice(ref[1]?.toLowerCase() === 'x' ? 2 : 1), ref[1]?.toLowerCase() === 'x' ? 16 : 10))
			: (entities[ref.toLowerCase()] ?? whole),
	);
const text = (value: string) => decode(value).replace(/\s+/g, ' ').trim();
const pages = gatePages().map((gatePage) => {
	const { doc } = readBuiltPage(gatePage.file);
	const meta = (selector: string, attribute = 'content') => {
		const value = doc.querySelector(selector)?.getAttributeValue(attribute);
		return typeof value === 'string' ? decode(value) : null;
	};
	return {
		...gatePage,
		title: text(doc.querySelector('title')?.textContent ?? ''),
		description: meta('meta[name="description"]') ?? '',
		canonical: meta('link[rel="canonical"]', 'href'),
		h1s: doc.querySelectorAll('h1').map((h1) => text(h1.textContent)),
		headingLevels: doc.querySelectorAll('h1, h2, h3, h4, h5, h6').map((heading) => Number(heading.tagName.slice(1))),
		ogImage: meta('meta[property="og:image"]'),
		twitterCard: meta('meta[name="twitter:card"]'),
		robots: meta('meta[name="robots"]'),
	};
});

/** The title and h1 each page's file asks for, by URL path ('404' for the not-found page). */
const expected = new Map<string, { title: string; heading: string }>();
for (const name of readdirSync(new URL('../../content/pages/', import.meta.url))
	.filter((file) => file.endsWith('.yaml'))
	.map((file) => file.replace(/\.yaml$/, ''))) {
	const path = name === 'home' ? '/' : name === 'not-found' ? '404' : `/${name.replace(/^shop-/, 'shop/')}`;
	const { title, heading } = pageWords(name as PageId);
	expected.set(path, { title, heading });
}
for (const guide of classPages) expected.set(`/classes/${guide.slug}`, { title: '', heading: guide.heading });
for (const post of posts) expected.set(`/blog/${post.slug}`, { title: '', heading: post.heading });

test('every page has its own title and description', () => {
	const repeated = (key: 'title' | 'description') =>
		pages.filter((a) => pages.some((b) => b !== a && b[key] === a[key])).map((p) => `${p.name}: ${p[key]}`);
	expect(pages.length).toBeGreaterThan(1);
	expect(repeated('title'), 'titles shared by several pages').toEqual([]);
	expect(repeated('description'), 'descriptions shared by several pages').toEqual([]);
});

for (const page of pages) {
	test(`meta ${page.name}: title, description, canonical, one h1, heading order, social card`, () => {
		expect.soft(page.title, 'title').not.toBe('');
		// A real description (the not-found page's one line is enough), at most what search results show: SeoHead cuts it.
		expect.soft(page.description.length, `description "${page.description}"`).toBeGreaterThan(page.status === 404 ? 0 : 40);
		expect.soft(page.description.length, `description "${page.description}"`).toBeLessThanOrEqual(156);
		const path = page.status === 404 ? '/404' : page.url;
		expect.soft(page.canonical, 'canonical').toBe(new URL(path, settings.url).href);
		expect.soft(page.h1s, 'h1 elements').toHaveLength(1);
		expect.soft(page.h1s[0] ?? '', 'the h1 is empty').not.toBe('');
		expect.soft(page.ogImage ?? '', 'og:image').toMatch(/^https:\/\//);
		expect.soft(page.twitterCard, 'twitter:card').toBe('summary_large_image');
		if (page.status === 404) expect.soft(page.robots, 'the not-found page is noindex').toBe('noindex');
		const words = expected.get(page.status === 404 ? '404' : page.url);
		// The file's title, then the site's name, or its short name where the whole would pass the long-title gate.
		const titles = page.status === 404 ? [words?.title] : [`${words?.title} | ${settings.name}`, `${words?.title} | ${settings.shortName}`, words?.title];
		if (words?.title) expect.soft(titles, 'the title of its file').toContain(page.title);
		if (words) expect.soft(page.h1s[0], 'the heading of its file').toBe(text(words.heading));
		// Screen-reader users move by heading level, so none is skipped on the way down (h1 → h3 hides a level).
		const skipped = page.headingLevels.flatMap((level, i) =>
			i > 0 && level > (page.headingLevels[i - 1] ?? 0) + 1 ? [`h${page.headingLevels[i - 1]} → h${level}`] : [],
		);
		expect.soft(skipped, 'heading levels skipped').toEqual([]);
	});
}

test('the sitemap lists every built page that may be indexed, and no page whose robots meta says noindex', () => {
	const listed = new Set(sitemapPaths());
	for (const page of pages.filter(({ status }) => status === 200))
		expect.soft(listed.has(page.url), `${page.url} (robots: ${page.robots ?? 'none'}) in the sitemap`).toBe(!/noindex/i.test(page.robots ?? ''));
});
