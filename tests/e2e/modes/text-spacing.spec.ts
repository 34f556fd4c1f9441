import { expect, type Page, test } from '@playwright/test';

// WCAG 1.4.12: with the text spacing a reader may set (line height 1.5, paragraph spacing 2 em, letter spacing
// 0.12 em, word spacing 0.16 em) nothing is cut off or runs out of the page, here on the narrowest phone, 320 px.
const spacing =
	'* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';

/** The elements that reach past the page's right edge, named by tag and their first words. */
const pastTheEdge = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll('body *')]
			.filter((el) => {
				const box = el.getBoundingClientRect();
				// Art cropped on purpose by a box that clips it (the hero's type), or a row that scrolls (the chips), runs out of
				// nothing.
				let clipped = false;
				for (let up = el.parentElement; up && !clipped; up = up.parentElement)
					clipped =
						['hidden', 'clip', 'auto', 'scroll'].includes(getComputedStyle(up).overflowX) &&
						up.getBoundingClientRect().right <= document.documentElement.clientWidth + 1;
				return box.width > 0 && box.right > document.documentElement.clientWidth + 1 && !clipped && !el.closest('[popover]');
			})
			.map(
				(el) =>
					`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(el.getBoundingClientRect().right)} px`,
			),
	);

test.use({ viewport: { width: 320, height: 640 } });

for (const path of ['/facilities', '/classes', '/membership', '/', '/blog', '/timetable', '/classes/hyrox'])
	test(`${path} fits 320 px with WCAG text spacing`, async ({ page }) => {
		await page.goto(path);
		// Through the CSSOM: the page's CSP allows no added <style>.
		await page.evaluate((css) => {
			const sheet = new CSSStyleSheet();
			sheet.replaceSync(css);
			document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
		}, spacing);
		expect(await pastTheEdge(page)).toEqual([]);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
	});
