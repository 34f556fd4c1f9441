import { expect, type Page } from '@playwright/test';

import { designProblems } from './design-checks/design-problems';

/**
 * Loads each path once at 320 px, once its live parts are filled, then widens it to 375 and 1440 px: what is wider than
 * the screen, and (at 375 px) any box kept for live words that never came. The layout follows the width,
 * and the live words the scripts wrote stay as they are. At 320 and 375 px the hero's live line is measured on its own:
 * inside a hero that hides its overflow, words cut off at the screen's edge leave the page no wider.
 */
export async function liveOverflow(page: Page, paths: readonly string[], base = ''): Promise<{ wide: string[]; empty: string[] }> {
	const wide: string[] = [];
	const empty: string[] = [];
	for (const path of paths) {
		await page.setViewportSize({ width: 320, height: 900 });
		await page.goto(`${base}${path}`);
		// The live parts are filled by the page's scripts: the next session, Today at the gym's rows, the badges.
		if (path.startsWith('/classes/')) await expect(page.locator('[data-next-when]')).not.toBeEmpty();
		if (path === '/') await expect(page.locator('[data-today-list] li:not([hidden]) a[href]').first()).toBeAttached();
		for (const width of [320, 375, 1440]) {
			await page.setViewportSize({ width, height: 900 });
			const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
			if (scrollWidth > width) wide.push(`${path} at ${width} px is ${scrollWidth} px wide`);
			if (width < 400) wide.push(...(await clippedLiveLine(page)).map((part) => `${path} at ${width} px: ${part}`));
			if (width === 375) empty.push(...(await designProblems(page)).emptyBoxes.map((box) => `${path}: ${box}`));
		}
	}
	return { wide, empty };
}

/** The parts of the hero's live line that run past the screen's edges or are cut short inside their own box. */
async function clippedLiveLine(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('[data-next-class], [data-next-class] *')].flatMap((el) => {
			const box = el.getBoundingClientRect();
			const text = (el.textContent ?? '').trim();
			if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) return [`"${text}" runs past the screen`];
			return el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== 'visible' ? [`"${text}" is cut short`] : [];
		}),
	);
}
