// No imports: every page's footer script (the open-now line) bundles this, so it stays a few dozen bytes.

/**
 * Runs `show` now, every half-minute and whenever the page is shown again: a prerendered page (speculation rules) is
 * shown later than it ran, perhaps after midnight, and one from the back/forward cache maybe hours later.
 */
export function whileShown(show: () => void): void {
	show();
	setInterval(show, 30_000);
	document.addEventListener('prerenderingchange', show);
	addEventListener('pageshow', (event) => {
		if (event.persisted) show();
	});
}
