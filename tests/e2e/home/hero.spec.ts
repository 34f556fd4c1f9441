import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { timetableJsonPath } from '@/lib/content/entry-paths';

import { settings } from '../support/site';

// The hero's heading, intro and button stay legible over any still and any frame of the video the gym uploads.
test.use({ viewport: { width: 1440, height: 900 } });

const words = '#hero-heading, #hero-heading ~ p';

const luminance = ([r, g, b]: number[]) => {
	const [lr, lg, lb] = [r!, g!, b!].map((v) => {
		const c = v / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast between the words' colour and the brightest backdrop pixel under them, with the words hidden:
 * under each line of their text (its line box), not the empty rest of a block that is wider than its words.
 */
async function worstContrast(page: Page): Promise<number> {
	const color = await page.locator('#hero-heading').evaluate((el) => getComputedStyle(el).color);
	const text = luminance((color.match(/\d+/g) ?? []).slice(0, 3).map(Number));
	// Through the CSSOM: the page's CSP allows no added <style>.
	await page.locator(words).evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.visibility = 'hidden')));
	let worst = Infinity;
	const lines = await page.locator(words).evaluateAll((els) =>
		els.flatMap((el) => {
			const range = document.createRange();
			range.selectNodeContents(el);
			return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.toJSON() as DOMRect);
		}),
	);
	for (const box of lines) {
		const shot = await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: box.height } });
		const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
		let brightest = 0;
		for (let i = 0; i < data.length; i += info.channels) brightest = Math.max(brightest, luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
		worst = Math.min(worst, contrast(text, brightest));
	}
	return worst;
}

// White is the brightest any photo or video frame can be, and the scrims darken what lies under them in proportion, so
// words that keep 4.5:1 over a white frame keep it over any hero the gym uploads. The picture and the video poster are
// swapped for a white fixture image; the video is never requested (reduced motion), and would be refused. On a laptop,
// and on a tablet and a phone held upright, where the words run wider.
for (const size of [
	{ width: 1440, height: 900 },
	{ width: 768, height: 1024 },
	{ width: 375, height: 812 },
])
	test(`the scrims keep the words at 4.5:1 contrast over a white frame at ${size.width} px, whatever the hero photo or video`, async ({
		page,
	}) => {
		await page.setViewportSize(size);
		const white = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#ffffff' } })
			.png()
			.toBuffer();
		const whitened = new Set<string>();
		await page.route('**/*', (route) => {
			const type = route.request().resourceType();
			if (type === 'media') return route.abort();
			if (type === 'image') {
				whitened.add(route.request().url());
				return route.fulfill({ body: white, contentType: 'image/png' });
			}
			return route.fallback();
		});
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto('/');
		const still = page.locator('[data-backdrop] picture img').first();
		await still.evaluate((img: HTMLImageElement) => img.decode());
		// The fixture is what the page shows.
		expect([...whitened]).toContain(await still.evaluate((img: HTMLImageElement) => img.currentSrc));
		expect(await worstContrast(page)).toBeGreaterThanOrEqual(4.5);
	});

const video = (page: Page) => page.locator('video[data-hero-video]');
const still = (page: Page) => page.locator('[data-backdrop] picture img').first();

/** The cut the still shows and the video plays, once the video has its first frame. */
async function cutsShown(page: Page) {
	await video(page).evaluate(
		(v: HTMLVideoElement) =>
			new Promise<void>((done) => (v.readyState >= 2 ? done() : v.addEventListener('loadeddata', () => done(), { once: true }))),
	);
	await still(page).evaluate((img: HTMLImageElement) => img.decode());
	return page.evaluate(() => {
		const v = document.querySelector<HTMLVideoElement>('video[data-hero-video]')!;
		const img = document.querySelector<HTMLImageElement>('[data-backdrop] picture img')!;
		const sourceOf = (media: boolean) =>
			[...img.parentElement!.querySelectorAll('source')]
				.filter((s) => s.hasAttribute('media') === media)
				.flatMap((s) => s.srcset.split(',').map((c) => new URL(c.trim().split(/\s+/)[0]!, location.href).href));
		return {
			video: new URL(v.currentSrc).pathname,
			videoAspect: v.videoWidth / v.videoHeight,
			stillAspect: img.naturalWidth / img.naturalHeight,
			stillIsTall: sourceOf(true).includes(img.currentSrc),
			stillIsWide: sourceOf(false).includes(img.currentSrc),
		};
	});
}

// The still is the video's first frame in the same cut, so nothing jumps when the video starts; a phone held upright
// gets the tall cut when the content has one (heroPosterTall, heroVideoTall), and a landscape screen the wide one.
for (const [name, size, upright] of [
	['a phone held upright', { width: 390, height: 844 }, true],
	['a laptop', { width: 1440, height: 900 }, false],
	['a phone on its side', { width: 844, height: 390 }, false],
] as const) {
	test(`on ${name} the video plays the cut of the still behind it`, async ({ page }) => {
		await page.setViewportSize(size);
		await page.goto('/');
		const shown = await cutsShown(page);
		const tall = upright && Boolean(settings.heroPosterTall);
		expect(shown.video).toMatch(new RegExp(`^${tall ? settings.heroVideoTall : settings.heroVideo}\\.(webm|mp4)$`));
		expect(shown.stillIsTall).toBe(tall);
		expect(shown.stillIsWide).toBe(!tall);
		expect(Math.abs(shown.videoAspect / shown.stillAspect - 1)).toBeLessThan(0.01);
	});
}

// The video has no poster (one poster could not follow the cut): until its first frame it must paint nothing, so the
// still behind it shows. The frames are held back; the hero looks the same with the video there and with it gone.
test('before its first frame the video paints nothing over the still', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	let release = () => {};
	const held = new Promise<void>((done) => (release = done));
	await page.route(/\.(webm|mp4)$/, async (route) => {
		await held;
		await route.abort().catch(() => {});
	});
	// The hero's live line keeps the words it was built with (the week's list, which would rewrite it between the two
	// pictures, is refused), so nothing but the video can differ.
	await page.route(`**${timetableJsonPath}`, (route) => route.abort());
	// The held video would hold the load event back.
	await page.goto('/', { waitUntil: 'domcontentloaded' });
	// The still decoded and the fonts settled, so nothing but the video can differ between the two pictures.
	await still(page).evaluate((img: HTMLImageElement) => img.decode());
	await page.evaluate(() => document.fonts.ready);
	await expect(video(page)).toBeVisible();
	expect(await video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
	const hero = page.locator('[data-backdrop]');
	const withVideo = await hero.screenshot({ animations: 'disabled' });
	await video(page).evaluate((v: HTMLVideoElement) => (v.style.visibility = 'hidden'));
	const without = await hero.screenshot({ animations: 'disabled' });
	release();
	await page.unrouteAll({ behavior: 'wait' });
	expect(withVideo.equals(without)).toBe(true);
});

// The hero's two calls to action are one pair: on a phone, where they cannot sit side by side, they stack at one width.
for (const width of [320, 375])
	test(`the hero's two buttons are the same width at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 812 });
		await page.goto('/');
		const buttons = page.locator('[data-backdrop]').locator('.button-primary, .button-secondary');
		await expect(buttons).toHaveCount(2);
		const widths = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
		expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
	});
