import type { Page, Request } from '@playwright/test';

import { layoutShifts, type Shift } from './layout-shift';

// On a slow phone network the heading font arrives after the first paint, and nothing may move when it
// does. Instead of hoping the font is late, the gate makes it late: the font request is held until the page's heading
// has been painted in the fallback font, then released, and every layout shift from the start of the load to the end
// is summed. A fixed order of events, so the result never depends on how fast the machine is. "Painted" is the
// browser's own Element Timing entry for the h1: text whose font is still loading stays invisible for a short block
// period and gets no entry until it shows, so the first contentful paint alone (other text) would come too early,
// and a font released then would still arrive unseen. Whether the font was asked for before that paint is read on the
// page's own clock (the font's Resource Timing start against the heading's paint time), not from when the request
// reached this test's route handler: that news travels from the browser's network stack to this process and, on a
// loaded machine, can arrive after the page has already painted the heading in the fallback.

/** What a load with the font held until the heading was painted shows. */
export interface LateFontLoad {
	/** Font requests the page started before the heading's first paint: the preload makes it 1. */
	heldAtHeadingPaint: number;
	/** Every layout shift from the start of the load until the font is drawn. */
	shifts: Shift[];
}

/**
 * Holds the page's web fonts until its heading has been painted. Call before `page.goto(url, { waitUntil: 'commit' })`
 * (the preload asks for the font while the HTML arrives, and the load event waits for it), then `released()`: it
 * waits for the heading's paint, lets the font through and resolves once the font is drawn and the page has loaded.
 */
export async function holdFontUntilHeadingPaint(page: Page): Promise<{ released: () => Promise<LateFontLoad> }> {
	let release = () => {};
	const releasedFont = new Promise<void>((resolve) => (release = resolve));
	await page.route(/\.woff2$/, async (route) => {
		await releasedFont;
		await route.continue();
	});
	await page.addInitScript(() => {
		// Element Timing reports an element's first visible paint when it carries the attribute as it is painted.
		new MutationObserver(() => document.querySelector('h1:not([elementtiming])')?.setAttribute('elementtiming', 'heading')).observe(
			document,
			{
				childList: true,
				subtree: true,
			},
		);
		new PerformanceObserver((list) => {
			const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
			// An Element Timing entry's startTime is its paint time, on the page's clock.
			const heading = entries.find((entry) => entry.name === 'text-paint' || entry.identifier === 'heading');
			if (heading && !('__headingPaintedAt' in window)) Object.assign(window, { __headingPaintedAt: heading.startTime });
		}).observe({ type: 'element', buffered: true });
	});
	const isFont = (request: Request) => /\.woff2$/.test(request.url());
	const fontDone = Promise.race([page.waitForEvent('requestfinished', isFont), page.waitForEvent('requestfailed', isFont)]);

	return {
		async released() {
			await page.waitForFunction(() => '__headingPaintedAt' in window);
			release();
			await fontDone;
			await page.waitForLoadState('load');
			const heldAtHeadingPaint = await page.evaluate(async () => {
				await document.fonts.ready;
				const paintedAt = (window as unknown as { __headingPaintedAt: number }).__headingPaintedAt;
				return performance.getEntriesByType('resource').filter((entry) => /\.woff2(\?|$)/.test(entry.name) && entry.startTime < paintedAt)
					.length;
			});
			// Whatever the font's arrival changes is laid out and painted by the second frame after it. Every shift counts:
			// the test gives no input, yet Chromium flags shifts under touch emulation as recent input.
			return { heldAtHeadingPaint, shifts: await layoutShifts(page, { withInput: true }) };
		},
	};
}
