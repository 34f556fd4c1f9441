import { expect, type Page, test } from '@playwright/test';

import { pageKinds } from '../../support/built-pages';

// At 400 % zoom (a 1280x1024 screen is 320x256 CSS pixels) or on a phone held sideways, bars that stay put while the
// page scrolls must leave the content room: together at most a third of the view's height (WCAG 1.4.10 Reflow).

/** Height of the view that fixed and sticky elements cover once the page has scrolled. */
const coveredHeight = (page: Page) =>
	page.evaluate(async () => {
		window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - innerHeight));
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
			const { position } = getComputedStyle(el);
			return (position === 'fixed' || position === 'sticky') && el.checkVisibility();
		});
		// Rows of the view that some bar covers, so bars that overlap count once.
		const covered = new Set<number>();
		for (const bar of bars) {
			const { top, bottom, width } = bar.getBoundingClientRect();
			if (width === 0) continue;
			for (let y = Math.max(0, Math.floor(top)); y < Math.min(innerHeight, Math.ceil(bottom)); y++) covered.add(y);
		}
		return {
			covered: covered.size,
			view: innerHeight,
			bars: bars.map((bar) => `${bar.tagName.toLowerCase()}.${bar.className}`.slice(0, 60)),
		};
	});

// The bars are the page template's (header, day strip, filter row): one page of each kind.
const pages = [...pageKinds().values()].filter((page) => page.status === 200);

test.describe('400 % zoom (320x256)', () => {
	test.use({ viewport: { width: 320, height: 256 } });
	for (const { name, url } of pages) {
		test(`${name}: fixed and sticky bars cover at most a third of the view`, async ({ page }) => {
			await page.goto(url);
			const { covered, view, bars } = await coveredHeight(page);
			expect(covered, `${bars.join(', ')} cover ${covered} of ${view} px`).toBeLessThanOrEqual(view / 3);
		});
	}
});

test.describe('a phone on its side', () => {
	for (const viewport of [
		{ width: 667, height: 375 },
		{ width: 568, height: 320 },
	]) {
		test(`${viewport.width}x${viewport.height}: the timetable's header and day strip cover at most a third of the view`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport);
			await page.goto('/timetable');
			const { covered, view, bars } = await coveredHeight(page);
			expect(covered, `${bars.join(', ')} cover ${covered} of ${view} px`).toBeLessThanOrEqual(view / 3);
		});
	}
});
