import { expect, test, type Request } from '@playwright/test';
import { sitemapPaths } from '../support/pages';

// Issue 19: on a slow phone network the heading font arrives after the first paint. Nothing may move when it does.
// Instead of hoping the font is late, the test makes it late: the font request is held until the page's heading has
// been painted in the fallback font, then released, and every layout shift from the start of the load to the end is
// summed. A fixed order of events, so the result never depends on how fast the machine is. "Painted" is the
// browser's own Element Timing entry for the h1: text whose font is still loading stays invisible for a short block
// period and gets no entry until it shows, so the first contentful paint alone (other text) would come too early,
// and a font released then would still arrive unseen.
const widths = {
	375: { viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
	1440: { viewport: { width: 1440, height: 900 }, screen: { width: 1440, height: 900 } },
} as const;

for (const [width, device] of Object.entries(widths)) {
	test.describe(`${width} px`, () => {
		test.use(device);

		for (const pathname of sitemapPaths()) {
			test(`font late ${pathname} at ${width}px: nothing shifts`, async ({ page }) => {
				let release = () => {};
				const released = new Promise<void>((resolve) => (release = resolve));
				let held = 0;
				await page.route(/\.woff2$/, async (route) => {
					held += 1;
					await released;
					await route.continue();
				});
				await page.addInitScript(() => {
					// Element Timing reports an element's first visible paint when it carries the attribute as it is painted.
					new MutationObserver(() => document.querySelector('h1:not([elementtiming])')?.setAttribute('elementtiming', 'heading')).observe(
						document,
						{ childList: true, subtree: true },
					);
					new PerformanceObserver((list) => {
						if (
							list
								.getEntries()
								.some(
									(entry) => entry.name === 'text-paint' || (entry as PerformanceEntry & { identifier?: string }).identifier === 'heading',
								)
						)
							Object.assign(window, { __headingPainted: true });
					}).observe({ type: 'element', buffered: true });
					const shifts: { value: number; sources: string[] }[] = [];
					Object.assign(window, { __shifts: shifts });
					// Every shift counts: the test gives no input, yet Chromium flags shifts under touch emulation as recent input.
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as (PerformanceEntry & {
							value: number;
							sources: { node?: Node | null }[];
						})[]) {
							const sources = entry.sources.map(({ node }) => {
								const el = node instanceof Element ? node : node?.parentElement;
								return el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?';
							});
							shifts.push({ value: entry.value, sources });
						}
					}).observe({ type: 'layout-shift', buffered: true });
				});

				// The preload asks for the font while the HTML arrives, and the load event waits for it: do not wait for load.
				const fontDone = (request: Request) => /\.woff2$/.test(request.url());
				const finished = Promise.race([page.waitForEvent('requestfinished', fontDone), page.waitForEvent('requestfailed', fontDone)]);
				await page.goto(pathname, { waitUntil: 'commit' });
				await page.waitForFunction(() => '__headingPainted' in window);
				expect(held, `${pathname}: the heading font was not requested before the heading was painted`).toBe(1);

				release();
				await finished;
				await page.waitForLoadState('load');
				// Whatever the font's arrival changes is laid out and painted by the second frame after it.
				await page.evaluate(async () => {
					await document.fonts.ready;
					for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
				});
				const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
				const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
				const detail = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(', ')}`).join('; ');
				expect(total, `${pathname} at ${width}px: layout shift with the font late (${detail})`).toBe(0);
			});
		}
	});
}
