import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The page and its window as plain event targets, what a loop that runs while the page is shown listens to, without a
 * browser; timers are fake, starting at `now` when given. Call it at the top of a test file: it stubs the globals
 * before each test and puts them back after.
 */
export function stubShownPage(now?: Date): { showPrerendered: () => void; pageshow: (persisted: boolean) => void } {
	let page = new EventTarget();
	let window = new EventTarget();
	beforeEach(() => {
		page = new EventTarget();
		window = new EventTarget();
		vi.stubGlobal('document', page);
		vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
		vi.useFakeTimers(now ? { now } : {});
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
	});
	return {
		/** A prerendered page (speculation rules) is shown. */
		showPrerendered: () => page.dispatchEvent(new Event('prerenderingchange')),
		/** The page is shown: `persisted` when the back/forward cache restores it. */
		pageshow: (persisted) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted })),
	};
}
