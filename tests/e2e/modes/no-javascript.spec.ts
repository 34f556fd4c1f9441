import { expect, test } from '@playwright/test';

import { gatePages } from '../../support/built-pages';

test.use({ javaScriptEnabled: false });

/**
 * Text blocks in <main> that are not rendered (closed <details> count as reachable: they open without JS; words marked
 * data-print-only are for paper, src/styles/print.css).
 */
function hiddenTextBlocks(): string[] {
	const blocks = document.querySelectorAll('main :is(p, li, h2, h3, h4, h5, h6, dt, dd, th, td, figcaption, blockquote)');
	return [...blocks].flatMap((el) => {
		const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
		if (text.length < 20 || el.closest('details:not([open]), [popover], template, [data-print-only]')) return [];
		return el.checkVisibility({ visibilityProperty: true }) ? [] : [`<${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`];
	});
}

// HTML first: with JavaScript off every page shows its heading and its main content.
for (const gatePage of gatePages()) {
	test(`no JavaScript ${gatePage.name}`, async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 });
		const response = await page.goto(gatePage.url);
		expect(response?.status()).toBe(gatePage.status);
		const heading = page.locator('h1').first();
		await expect(heading, `${gatePage.name}: no visible h1 without JavaScript`).toBeVisible();
		await expect(heading, `${gatePage.name}: the h1 is empty`).not.toHaveText(/^\s*$/);
		await expect(page.locator('main'), `${gatePage.name}: <main> is not visible without JavaScript`).toBeVisible();

		// Content hidden at one width may be a responsive duplicate; hidden at both, it is unreachable.
		const wide = await page.evaluate(hiddenTextBlocks);
		await page.setViewportSize({ width: 375, height: 812 });
		const narrow = new Set(await page.evaluate(hiddenTextBlocks));
		const hidden = wide.filter((block) => narrow.has(block));
		expect(hidden, `${gatePage.name}: content that stays hidden without JavaScript`).toEqual([]);
	});
}
