import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';

// The hero's heading, intro and button stay legible over any frame of the video and over its still.
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

/** The lowest contrast between the words' colour and the brightest backdrop pixel under them, with the words hidden. */
async function worstContrast(page: Page): Promise<number> {
	const color = await page.locator('#hero-heading').evaluate((el) => getComputedStyle(el).color);
	const text = luminance((color.match(/\d+/g) ?? []).slice(0, 3).map(Number));
	// Through the CSSOM: the page's CSP allows no added <style>.
	await page.locator(words).evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.visibility = 'hidden')));
	let worst = Infinity;
	for (const box of await page.locator(words).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
		const shot = await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: box.height } });
		const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
		let brightest = 0;
		for (let i = 0; i < data.length; i += info.channels) brightest = Math.max(brightest, luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
		worst = Math.min(worst, contrast(text, brightest));
	}
	return worst;
}

test('the words keep 4.5:1 contrast over the still image', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto('/');
	await page
		.locator('main picture img')
		.first()
		.evaluate((img: HTMLImageElement) => img.decode());
	expect(await worstContrast(page)).toBeGreaterThanOrEqual(4.5);
});

test('the words keep 4.5:1 contrast over every moment of the video', async ({ page }) => {
	await page.goto('/');
	const video = page.locator('[data-hero-video]');
	await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
	const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
	expect(duration).toBeGreaterThan(0);
	for (let t = 0; t < duration; t += 0.5) {
		await video.evaluate(
			(v: HTMLVideoElement, time) =>
				new Promise<void>((resolve) => {
					v.pause();
					v.addEventListener('seeked', () => resolve(), { once: true });
					v.currentTime = time;
				}),
			t,
		);
		expect(await worstContrast(page), `at ${t.toFixed(1)} s`).toBeGreaterThanOrEqual(4.5);
	}
});
