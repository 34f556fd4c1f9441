import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';

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

// White is the brightest any photo or video frame can be, and the scrims darken what lies under them in proportion, so
// words that keep 4.5:1 over a white frame keep it over any hero the gym uploads. The picture and the video poster are
// swapped for a white fixture image; the video is never requested (reduced motion), and would be refused.
test('the scrims keep the words at 4.5:1 contrast over a white frame, whatever the hero photo or video', async ({ page }) => {
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
