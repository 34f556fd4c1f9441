import { gzipSync } from 'node:zlib';

import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';

import { albums, page as pageWords } from '../../support/content';
import { watchPage } from '../support/page-watch';

// The albums the tests open, picked by what they hold, never by name: the fullest album (at least six photos, for the
// indices below), with a caption on its second photo where one has it.
const sample = [...albums]
	.filter((album) => album.photos.length >= 6)
	.sort((a, b) => Number(Boolean(b.photos[1]?.caption)) - Number(Boolean(a.photos[1]?.caption)) || b.photos.length - a.photos.length)[0];
if (!sample) throw new Error('content/gallery has no album of six or more photos for the lightbox tests');
const last = sample.photos.length - 1;
/** The names of the lightbox's buttons, from content/pages/gallery.yaml. */
const buttons = pageWords('gallery').lightbox?.buttons ?? { close: '', previous: '', next: '' };
const button = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name, exact: true });

/** Console errors and uncaught exceptions, CSP violations included (Chromium logs them as errors). */
function watchConsole(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	return errors;
}

const dialog = (page: Page) => page.getByRole('dialog');
// glightbox marks the slide on show as `current`; its image is the photo the visitor sees.
const shownImage = (page: Page) => dialog(page).locator('.gslide.current img');
const thumbnail = (page: Page, index: number) => page.locator(`a[data-lightbox-index="${index}"]`);
const fullSize = async (page: Page, index: number) => (await thumbnail(page, index).getAttribute('href')) ?? '';

/**
 * Opens an album page. The lightbox island sleeps until the grid is used, so each test's first click on a
 * thumbnail is also the one that wakes it (and must still open the lightbox at that photo).
 */
async function openAlbum(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('astro-island:has(a[data-lightbox-index])')).toHaveAttribute('ssr');
}

async function expectShowing(page: Page, index: number) {
	await expect(shownImage(page)).toHaveAttribute('src', await fullSize(page, index));
}

test.describe('lightbox', () => {
	test('opens at the clicked photo with its alt text and caption, in a labelled dialog', async ({ page }) => {
		const errors = watchConsole(page);
		await openAlbum(page, sample.path);
		await thumbnail(page, 1).click();
		await expect(dialog(page)).toBeVisible();
		await expect(dialog(page)).toHaveAccessibleName(fillTemplate(pageWords('gallery').lightbox?.label ?? '', { album: sample.title }));
		await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
		await expectShowing(page, 1);
		await expect(shownImage(page)).toHaveAttribute('alt', sample.photos[1]?.alt ?? '');
		if (sample.photos[1]?.caption) await expect(dialog(page).getByText(sample.photos[1].caption)).toBeVisible();
		await expect.poll(() => shownImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
		expect(errors).toEqual([]);
	});

	test('the first tap on a touch screen wakes the island and opens the lightbox at the tapped photo', async ({ browser }) => {
		const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
		const page = await context.newPage();
		const errors = watchConsole(page);
		await openAlbum(page, sample.path);
		await thumbnail(page, 2).tap();
		await expect(dialog(page)).toBeVisible();
		await expectShowing(page, 2);
		await expect(page).toHaveURL((url) => url.pathname === sample.path);
		expect(errors).toEqual([]);
		await context.close();
	});

	test('the first Enter on a thumbnail reached with Tab opens the lightbox there, and focus returns on close', async ({ page }) => {
		await openAlbum(page, sample.path);
		await thumbnail(page, 3).focus();
		await page.keyboard.press('Enter');
		await expectShowing(page, 3);
		await page.keyboard.press('Escape');
		await expect(dialog(page)).toBeHidden();
		await expect(thumbnail(page, 3)).toBeFocused();
	});

	test('a click after the island has been handed to React, before its listeners are in place, opens the lightbox', async ({ page }) => {
		await openAlbum(page, sample.path);
		// Astro dispatches astro:hydrate once React was asked to hydrate the island, which React only schedules (a
		// task); the lightbox's click listener comes with its effects after that. A click made a few microtasks after
		// the event lands in that gap, past the directive's own `await hydrate()`.
		await page.evaluate(() => {
			const island = document.querySelector('astro-island:has(a[data-lightbox-index])');
			island?.addEventListener(
				'astro:hydrate',
				() => {
					let later = Promise.resolve();
					for (let i = 0; i < 10; i++) later = later.then(() => undefined);
					void later.then(() => island.querySelector<HTMLElement>('a[data-lightbox-index="1"]')?.click());
				},
				{ once: true },
			);
		});
		// Pointing at the grid wakes the island.
		await thumbnail(page, 2).hover();
		await expectShowing(page, 1);
		await expect(page).toHaveURL((url) => url.pathname === sample.path);
	});

	test('menu and photo touched at once: each island replays only its own held click', async ({ browser }) => {
		const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
		const page = await context.newPage();
		await openAlbum(page, sample.path);
		const menu = page.locator('astro-island:has(button[popovertarget])');
		const grid = page.locator('astro-island:has(a[data-lightbox-index])');
		// The lightbox's code is held until the menu island is ready, so the menu is surely ready first: its readiness
		// must neither release nor replay the photo's held click (which would open the raw image file).
		const lightboxCode = new URL((await grid.getAttribute('component-url')) ?? '', page.url()).pathname;
		let release = () => {};
		const menuReady = new Promise<void>((resolve) => (release = resolve));
		await page.route(
			(url) => url.pathname === lightboxCode,
			async (route) => {
				await menuReady;
				await route.continue();
			},
		);
		await page.evaluate(() => {
			document.querySelector('button[popovertarget]')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			document.querySelector<HTMLElement>('a[data-lightbox-index="2"]')?.click();
		});
		await expect(menu).not.toHaveAttribute('ssr');
		await expect(page.locator('a[data-lightbox-index="2"]')).toHaveAttribute('data-pending-click');
		release();
		await expectShowing(page, 2);
		await expect(page).toHaveURL((url) => url.pathname === sample.path);
		await context.close();
	});

	test('the arrow keys move through the album and wrap around both ways', async ({ page }) => {
		const errors = watchConsole(page);
		await openAlbum(page, sample.path);
		await thumbnail(page, last - 1).click();
		await expectShowing(page, last - 1);
		await page.keyboard.press('ArrowRight');
		await expectShowing(page, last);
		await page.keyboard.press('ArrowRight');
		await expectShowing(page, 0);
		await page.keyboard.press('ArrowLeft');
		await expectShowing(page, last);
		await page.keyboard.press('ArrowLeft');
		await expectShowing(page, last - 1);
		expect(errors).toEqual([]);
	});

	test('the next and previous buttons, named in the words of content/, wrap around too', async ({ page }) => {
		await openAlbum(page, sample.path);
		await thumbnail(page, 0).click();
		await expectShowing(page, 0);
		await button(page, buttons.previous).click();
		await expectShowing(page, last);
		await button(page, buttons.next).click();
		await expectShowing(page, 0);
	});

	test('Escape closes it and focus returns to the thumbnail', async ({ page }) => {
		const errors = watchConsole(page);
		await openAlbum(page, sample.path);
		await thumbnail(page, 3).focus();
		await page.keyboard.press('Enter');
		await expectShowing(page, 3);
		await expect(button(page, buttons.close)).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(dialog(page)).toHaveCount(0);
		await expect(thumbnail(page, 3)).toBeFocused();
		// It opens again after closing.
		await thumbnail(page, 5).click();
		await expectShowing(page, 5);
		await button(page, buttons.close).click();
		await expect(dialog(page)).toHaveCount(0);
		await expect(thumbnail(page, 5)).toBeFocused();
		expect(errors).toEqual([]);
	});

	test('Tab and Shift+Tab keep focus inside while it is open', async ({ page }) => {
		await openAlbum(page, sample.path);
		await thumbnail(page, 0).click();
		await expectShowing(page, 0);
		const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
		const seen = new Set<string>();
		for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
			await page.keyboard.press(key);
			expect(await inDialog(), key).toBe(true);
			seen.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
		}
		expect([...seen].sort()).toEqual([buttons.close, buttons.next, buttons.previous].sort());
	});

	test('opening preloads the neighbouring photos, wrapping at the ends', async ({ page }) => {
		await openAlbum(page, sample.path);
		const requested: string[] = [];
		page.on('request', (request) => requested.push(new URL(request.url()).pathname));
		const [next, previous] = [await fullSize(page, 1), await fullSize(page, last)];
		await thumbnail(page, 0).click();
		await expectShowing(page, 0);
		await expect.poll(() => requested.includes(next) && requested.includes(previous)).toBe(true);
	});

	test('a full-size photo that fails to load shows the placeholder', async ({ page }) => {
		await openAlbum(page, sample.path);
		const broken = await fullSize(page, 2);
		await page.route(
			(url) => url.pathname === broken,
			(route) => route.abort(),
		);
		await thumbnail(page, 2).click();
		await expect(shownImage(page)).toHaveAttribute('src', '/images/placeholder.svg');
		await expect.poll(() => shownImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
	});

	// A photo without a caption is the fixture site's (gates/fixture-site.spec.ts), whose copy takes one off.

	// Axe on the index, every album and the open lightbox: the network gate (axe on every page, lightbox open where there
	// is one).
	test('loads its JavaScript and CSS only once the grid is used, and only on album pages', async ({ page }, testInfo) => {
		const loaded: { url: string; type: string; bytes: number; gzip: number }[] = [];
		// Each file is listed the moment it arrives and weighed when its body has been read: listing it only after the
		// read could miss a file that arrived just before a check.
		const weighing: Promise<void>[] = [];
		page.on('response', (response) => {
			const type = response.request().resourceType();
			if (type !== 'script' && type !== 'stylesheet') return;
			const file = { url: new URL(response.url()).pathname, type, bytes: 0, gzip: 0 };
			loaded.push(file);
			weighing.push(
				response
					.body()
					.catch(() => Buffer.alloc(0))
					.then((body) => {
						file.bytes = body.length;
						file.gzip = gzipSync(body).length;
					}),
			);
		});
		const lightboxFiles = () =>
			loaded.filter(({ url }) => /glightbox|lightbox-dialog|\/lightbox\.[^/]*\.css$/.test(url)).map(({ url }) => url);

		const watch = await watchPage(page);
		await page.goto('/gallery');
		await watch.settle();
		expect(lightboxFiles()).toEqual([]);

		loaded.length = 0;
		await page.goto(sample.path);
		await watch.settle();
		expect(lightboxFiles()).toEqual([]);
		const scripts = (list: typeof loaded) => list.filter(({ type }) => type === 'script');
		const sum = (list: typeof loaded) => ({
			bytes: list.reduce((n, file) => n + file.bytes, 0),
			gzip: list.reduce((n, file) => n + file.gzip, 0),
		});
		await Promise.all(weighing);
		const before = sum(scripts(loaded));
		expect(scripts(loaded), 'no script before the grid is used').toEqual([]);
		const count = loaded.length;

		await thumbnail(page, 0).click();
		await expectShowing(page, 0);
		await watch.settle();
		const added = loaded.slice(count);
		expect(added.map(({ url }) => url)).toEqual(
			expect.arrayContaining([expect.stringMatching(/glightbox.*\.js$/), expect.stringMatching(/lightbox.*\.css$/)]),
		);
		await Promise.all(weighing);
		const after = sum(scripts(loaded));
		const lines = [
			`album page JS before the first tap: ${before.bytes} B (${before.gzip} B gzip); after: ${after.bytes} B (${after.gzip} B gzip)`,
			...loaded.map(({ url, bytes, gzip }, i) => `  ${i < count ? 'page load' : 'on open  '} ${url} ${bytes} B (${gzip} B gzip)`),
		].join('\n');
		await testInfo.attach('album-page-bytes.txt', { body: lines, contentType: 'text/plain' });
		console.log(lines);
	});
});
