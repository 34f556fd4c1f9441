import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { required } from '@/lib/content/required';
import { photoCountFigure } from '@/lib/gallery/albums';

import { albums as contentAlbums, page as pageWords, startingWith, words } from '../../support/content';
import { redirects } from '../../support/redirects';
import { expectDayPassBand } from '../support/day-pass-band';
import { settings } from '../support/site';

const galleryWords = pageWords('gallery');

// The albums as content/gallery holds them (the spec's titles and sizes are checked by `npm run check:launch-facts`).
const albums = contentAlbums.map((album) => ({
	...album,
	count: album.photos.length,
	captions: album.photos.filter((photo) => photo.caption).length,
}));
const listed = albums.filter((album) => album.listed);
const unlisted = albums.filter((album) => !album.listed);
const album = (path: string) => {
	const found = albums.find((a) => a.path === path);
	if (!found) throw new Error(`no album at ${path}`);
	return found;
};

// The album the grid tests use, picked by what it holds: a listed album with at least one row of four, the fullest
// first.
const sample = [...listed].filter((a) => a.count >= 4).sort((a, b) => b.count - a.count)[0];
const samplePath = sample?.path ?? '';

const grid = (page: Page) => page.getByRole('region', { name: words.regions.photos }).getByRole('listitem');

/** Collects image responses that failed, so a page can be checked for broken images. */
function watchImages(page: Page): string[] {
	const broken: string[] = [];
	page.on('response', (response) => {
		if (response.request().resourceType() === 'image' && response.status() >= 400) broken.push(`${response.status()} ${response.url()}`);
	});
	page.on('requestfailed', (request) => {
		if (request.resourceType() === 'image') broken.push(`failed ${request.url()}`);
	});
	return broken;
}

test.describe('gallery index', () => {
	test('shows exactly the listed albums in order, with cover, count and album link', async ({ page }) => {
		const broken = watchImages(page);
		await page.goto('/gallery');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageWords('gallery').heading);
		const cards = page.getByRole('region', { name: words.regions.albums }).getByRole('article');
		await expect(cards).toHaveCount(listed.length);
		await expect(cards.getByRole('heading', { level: 2 })).toHaveText(listed.map((a) => a.title));
		// content/pages/gallery.yaml words the count, one photo or more.
		const { one, other } = required(galleryWords.photoCount, 'photoCount');
		await expect(cards.locator('[data-photo-count]')).toHaveText(
			listed.map((a) => fillTemplate(a.count === 1 ? one : other, { count: String(a.count) })),
		);
		const links = cards.getByRole('link', {
			name: startingWith(required(pageWords('gallery').albumLinkLabel, 'content/pages/gallery.yaml: albumLinkLabel')),
		});
		await expect(links).toHaveCount(listed.length);
		expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(listed.map((a) => a.path));
		for (const hidden of unlisted) {
			await expect(page.getByText(hidden.title)).toHaveCount(0);
			await expect(page.locator(`main a[href="${hidden.path}"]`)).toHaveCount(0);
		}
		for (const cover of await cards.locator('img').all()) {
			await expect(cover).toHaveAttribute('alt', /\S/);
			await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
		}
		expect(broken).toEqual([]);
		await expectDayPassBand(page, galleryWords.cta);
	});

	test('a cover that fails to load is replaced by the placeholder', async ({ page }) => {
		// The first listed album's cover: built images keep their file's name (/_astro/<name>.<hash>.avif).
		const [first] = listed;
		const name = /([^/]+)\.\w+$/.exec(first?.cover ?? '')?.[1] ?? '';
		expect(name, 'the first listed album names a cover').not.toBe('');
		await page.route(
			(url) => url.pathname.startsWith(`/_astro/${name}.`) && /\.(avif|webp)$/.test(url.pathname),
			(route) => route.abort(),
		);
		await page.goto('/gallery');
		const cover = page
			.getByRole('article')
			.filter({ hasText: first?.title ?? '' })
			.locator('img');
		await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/placeholder\.svg$/);
		await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
		await expect(cover).toHaveAttribute('alt', /\S/);
	});
});

test.describe('album pages', () => {
	for (const album of albums) {
		test(`${album.path} shows its ${album.count} photos, all loaded, captioned and described in order, with breadcrumbs and the way back`, async ({
			page,
		}) => {
			const broken = watchImages(page);
			const response = await page.goto(album.path);
			expect(response?.status()).toBe(200);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
			// The count as a figure, the number large and the template's words under it (photoCountFigure's unit tests).
			const count = photoCountFigure(album.count, galleryWords.photoCount);
			await expect(page.locator('header [data-figure]')).toHaveText(count.figure);
			await expect(page.locator('header [data-label]')).toHaveText(count.after);

			const crumbs = page.getByRole('navigation', { name: words.regions.breadcrumb });
			await expect(crumbs.getByRole('link', { name: galleryWords.heading, exact: true })).toHaveAttribute('href', '/gallery');
			await expect(crumbs.locator('[aria-current="page"]')).toHaveText(album.title);
			await expect(page.getByRole('link', { name: required(galleryWords.backLabel, 'backLabel') })).toHaveAttribute('href', '/gallery');
			await expectDayPassBand(page, galleryWords.cta);

			const items = grid(page);
			await expect(items).toHaveCount(album.count);
			await expect(items.locator('figcaption')).toHaveText(album.photos.flatMap((photo) => (photo.caption ? [photo.caption] : [])));
			for (const [i, photo] of album.photos.entries()) await expect(items.nth(i).locator('img')).toHaveAttribute('alt', photo.alt);
			for (const item of await items.all()) {
				const img = item.locator('img');
				await expect(img).toHaveAttribute('alt', /\S/);
				await expect(img).toHaveAttribute('width', /^\d+$/);
				await expect(img).toHaveAttribute('height', /^\d+$/);
				await img.scrollIntoViewIfNeeded();
				await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
				expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.(avif|webp)$/);
			}
			expect(broken).toEqual([]);

			const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
			const trail = blocks.map((text) => JSON.parse(text) as { '@type': string }).find((data) => data['@type'] === 'BreadcrumbList');
			expect(trail).toEqual({
				'@context': 'https://schema.org',
				'@type': 'BreadcrumbList',
				itemListElement: [
					{ '@type': 'ListItem', position: 1, name: galleryWords.heading, item: new URL('/gallery', settings.url).href },
					{ '@type': 'ListItem', position: 2, name: album.title, item: new URL(album.path, settings.url).href },
				],
			});
		});
	}

	for (const [width, columns] of [
		[375, 2],
		[800, 3],
		[1280, 4],
	] as const) {
		test(`the grid has ${columns} columns at ${width} px`, async ({ page }) => {
			expect(samplePath, 'a listed album of four photos or more').not.toBe('');
			await page.setViewportSize({ width, height: 900 });
			await page.goto(samplePath);
			const boxes = await grid(page).evaluateAll((items) =>
				items.map((item) => {
					const { x, y, right } = item.getBoundingClientRect();
					const photo = item.querySelector('img')?.getBoundingClientRect();
					return {
						x: Math.round(x),
						y: Math.round(y),
						right: Math.round(right),
						photo: { width: photo?.width ?? 0, height: photo?.height ?? 0 },
					};
				}),
			);
			const rows = [...new Set(boxes.map((box) => box.y))].map((y) => boxes.filter((box) => box.y === y));
			const [firstRow = [], ...rest] = rows;
			const lastRow = rest.at(-1) ?? firstRow;
			expect(firstRow).toHaveLength(columns);
			// Every row lines up with the first and ends at its right edge, the last too: a photo that spans two columns
			// fills what a short last row would leave (AlbumGrid), starting on a column's line.
			const lines = firstRow.map((box) => box.x);
			for (const row of rows) {
				expect(row[0]?.x).toBe(lines[0]);
				for (const box of row) expect(lines).toContain(box.x);
				expect(Math.abs((row.at(-1)?.right ?? 0) - (firstRow.at(-1)?.right ?? 0))).toBeLessThanOrEqual(1);
			}
			expect(lastRow.length).toBeGreaterThan(0);
			// No photo is cropped to a sliver: a wide one beside narrow ones still shows about half its 4:3 picture's height
			// (a column's height, less half the gap it spans).
			for (const { photo } of boxes) expect(photo.height).toBeGreaterThanOrEqual(((photo.width * 3) / 8) * 0.95);
			// No horizontal scrolling at any width.
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
		});
	}

	test('a thumbnail that fails to load is replaced by the placeholder', async ({ page }) => {
		// Only the second photo's thumbnail files (avif and the webp fallback with its srcset); the full-size link stays.
		await page.goto(samplePath);
		const second = grid(page).nth(1);
		const full = await second.getByRole('link').getAttribute('href');
		expect(full).toMatch(/\.webp$/);
		const thumbnails = new Set(
			(
				await second
					.locator('img, source')
					.evaluateAll((els) => els.flatMap((el) => [el.getAttribute('src') ?? '', ...(el.getAttribute('srcset') ?? '').split(',')]))
			)
				.map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
				.filter((url) => url.startsWith('/_astro/') && url !== full),
		);
		expect(thumbnails.size, 'thumbnail files of the second photo').toBeGreaterThan(0);
		// Routing turns off the HTTP cache, so the reload asks for each file again.
		await page.route(
			(url) => thumbnails.has(url.pathname),
			(route) => route.abort(),
		);
		await page.reload();
		const img = grid(page).nth(1).locator('img');
		await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/images\/placeholder\.svg$/);
		await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
		await expect(img).toHaveAttribute('alt', /\S/);
		// The other photos are untouched.
		await expect
			.poll(() =>
				grid(page)
					.nth(0)
					.locator('img')
					.evaluate((el: HTMLImageElement) => el.currentSrc),
			)
			.toMatch(/\.avif$/);
	});

	test('full-size images are at most 1600 px wide', async ({ page }) => {
		await page.goto(samplePath);
		const hrefs = await page.locator('a[data-lightbox-index]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
		expect(hrefs).toHaveLength(album(samplePath).count);
		const widths = await page.evaluate(
			(urls) =>
				Promise.all(
					urls.map(
						(url) =>
							new Promise<number>((resolve, reject) => {
								const img = new Image();
								img.onload = () => resolve(img.naturalWidth);
								img.onerror = () => reject(new Error(url));
								img.src = url;
							}),
					),
				),
			hrefs,
		);
		// Whatever the album's uploads measure (a photo narrower than the cap keeps its width).
		for (const width of widths) expect(width).toBeGreaterThan(0);
		for (const width of widths) expect(width).toBeLessThanOrEqual(1600);
	});
});

test.describe('redirect', () => {
	// Old album addresses (src/redirects.ts) end on their album, as the build's redirect pages send them.
	const toAlbums = redirects.filter(({ from, to }) => !from.endsWith('/') && albums.some((a) => a.path === to));
	test('src/redirects.ts moves an old album address', () => expect(toAlbums.length).toBeGreaterThan(0));
	for (const { from, to } of toAlbums) {
		test(`${from} ends on the album at ${to}`, async ({ page }) => {
			await page.goto(from);
			await page.waitForURL((url) => url.pathname === to);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(album(to).title);
			await expect(grid(page)).toHaveCount(album(to).count);
		});
	}
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('every thumbnail is a link to its full-size image', async ({ page }) => {
		await page.goto(samplePath);
		const links = grid(page).getByRole('link');
		await expect(links).toHaveCount(album(samplePath).count);
		for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/_astro\/.+\.webp$/);
		const href = await links.last().getAttribute('href');
		await links.last().click();
		await page.waitForURL(`**${href}`);
	});
});
