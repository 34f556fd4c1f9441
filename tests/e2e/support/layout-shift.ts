import type { Page } from '@playwright/test';

/**
 * The page's layout shift so far: every shift since it started loading, except those right after input, read once the
 * next two frames are painted (a shift is reported with the frame that shows it). Chromium keeps layout-shift entries
 * out of performance.getEntriesByType(), so they are read from a buffered observer.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
	return page.evaluate(async () => {
		for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
		const observer = new PerformanceObserver(() => {});
		observer.observe({ type: 'layout-shift', buffered: true });
		const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
		observer.disconnect();
		return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
	});
}
