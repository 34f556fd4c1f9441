import type { Page } from '@playwright/test';

/** One layout shift: its score and the elements that moved. */
export interface Shift {
	value: number;
	sources: string[];
}

/**
 * Every layout shift of the page so far, read once the next two frames are painted (a shift is reported with the
 * frame that shows it). Shifts right after input are left out unless `withInput` is set: Chromium flags some shifts
 * under touch emulation as recent input although none was given. Chromium keeps layout-shift entries out of
 * performance.getEntriesByType(), so they are read from a buffered observer.
 */
export function layoutShifts(page: Page, { withInput = false } = {}): Promise<Shift[]> {
	return page.evaluate(async (withInput) => {
		for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
		const observer = new PerformanceObserver(() => {});
		observer.observe({ type: 'layout-shift', buffered: true });
		const entries = observer.takeRecords() as (PerformanceEntry & {
			value: number;
			hadRecentInput: boolean;
			sources: { node?: Node | null }[];
		})[];
		observer.disconnect();
		return entries
			.filter((entry) => withInput || !entry.hadRecentInput)
			.map((entry) => ({
				value: entry.value,
				sources: entry.sources.map(({ node }) => {
					const el = node instanceof Element ? node : node?.parentElement;
					return el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?';
				}),
			}));
	}, withInput);
}

/** The page's layout shift so far (without shifts right after input), as one score. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
	return (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0);
}
