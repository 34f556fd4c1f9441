import { expect, test } from '@playwright/test';

import config from '../../../playwright.config';
import { albums } from '../../support/content';

// Headless Chromium hides scroll bars. With one showing, glightbox would add a <style> element to make up
// for it, which the CSP blocks; the island locks scrolling first so that never happens.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

// The fullest album, so the page scrolls: picked by what it holds, never by name.
const fullest = [...albums].sort((a, b) => b.photos.length - a.photos.length)[0];

test('the lightbox opens and closes beside a visible scroll bar with no CSP violation, keeping the page in place', async ({ page }) => {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	await page.setViewportSize({ width: 1280, height: 700 });
	await page.goto(fullest?.path ?? '/gallery');
	expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);

	// A photo far enough down to need scrolling, preferably one with a caption.
	const photos = fullest?.photos ?? [];
	const from = Math.max(0, Math.min(8, photos.length - 2));
	const index = Math.max(
		from,
		photos.findIndex((photo, i) => i >= from && photo.caption),
	);
	const caption = photos[index]?.caption;
	const thumbnail = page.locator(`a[data-lightbox-index="${index}"]`);
	await thumbnail.scrollIntoViewIfNeeded();
	const scrollY = await page.evaluate(() => window.scrollY);
	await thumbnail.click();
	const dialog = page.getByRole('dialog');
	await expect(dialog.locator('.gslide.current img')).toHaveAttribute('src', (await thumbnail.getAttribute('href')) ?? '');
	// The caption is sized to the picture, which glightbox does through style attributes.
	if (caption) await expect(dialog.getByText(caption)).toBeVisible();
	await page.keyboard.press('ArrowRight');
	await expect(dialog.locator('.gslide.current img')).toHaveAttribute(
		'src',
		(await page.locator(`a[data-lightbox-index="${(index + 1) % photos.length}"]`).getAttribute('href')) ?? '',
	);
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
	expect(errors).toEqual([]);
});
