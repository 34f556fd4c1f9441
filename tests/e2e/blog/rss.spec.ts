import { expect, test } from '@playwright/test';

import { page as pageWords, posts } from '../../support/content';
import { settings } from '../support/site';

// The monthly posts and the feed's words as content holds them (tests/support/content.ts).
const blogPage = pageWords('blog');

test('/rss.xml is a valid RSS 2.0 feed of every monthly post, newest first, with absolute links and covers', async ({ page, request }) => {
	const response = await request.get('/rss.xml');
	expect(response.status()).toBe(200);
	expect(response.headers()['content-type']).toMatch(/xml/);
	const xml = await response.text();
	await page.goto('/blog');
	// Parsed by the browser's own XML parser, independent of the library that wrote it.
	const feed = await page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'application/xml');
		const media = 'http://search.yahoo.com/mrss/';
		return {
			error: doc.querySelector('parsererror')?.textContent ?? null,
			version: doc.documentElement.getAttribute('version'),
			title: doc.querySelector('channel > title')?.textContent,
			items: [...doc.querySelectorAll('item')].map((item) => ({
				title: item.querySelector('title')?.textContent ?? '',
				link: item.querySelector('link')?.textContent ?? '',
				description: item.querySelector('description')?.textContent ?? '',
				pubDate: item.querySelector('pubDate')?.textContent ?? '',
				cover: item.getElementsByTagNameNS(media, 'content')[0]?.getAttribute('url') ?? '',
			})),
		};
	}, xml);
	expect(feed.error).toBeNull();
	expect(feed.version).toBe('2.0');
	expect(feed.title).toBe(blogPage.feed.title);
	const expected = [...posts].sort((a, b) => b.published.getTime() - a.published.getTime());
	expect(feed.items.map((item) => item.title)).toEqual(expected.map((post) => post.heading));
	for (const [i, item] of feed.items.entries()) {
		const post = expected[i];
		expect(item.link).toBe(new URL(`/blog/${post?.slug ?? ''}`, settings.url).href);
		expect(item.description).toBe(post?.description);
		expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post?.published.toISOString().slice(0, 10));
		const cover = new URL(item.cover);
		expect(cover.origin).toBe(new URL(settings.url).origin);
		expect((await request.get(cover.pathname)).status(), item.cover).toBe(200);
	}
});

test('every page names the feed in its head, and /blog links to it visibly', async ({ page }) => {
	for (const path of ['/', '/blog', `/blog/${posts[0]?.slug ?? ''}`]) {
		await page.goto(path);
		await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
	}
	await page.goto('/blog#monthly-posts');
	await expect(page.getByRole('link', { name: blogPage.feed.linkLabel })).toHaveAttribute('href', '/rss.xml');
});
