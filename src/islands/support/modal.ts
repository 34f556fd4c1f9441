// What makes a panel modal: the page behind it inert, and Tab kept among the panel's stops. The mobile menu and the
// album's lightbox share it.

/** Makes every element outside `keep` inert (its siblings and its ancestors' siblings, up to <body>); returns the undo. */
export function inertAround(keep: Element): () => void {
	const made: Element[] = [];
	for (let el: Element | null = keep; el && el !== el.ownerDocument.body; el = el.parentElement) {
		for (const sibling of el.parentElement?.children ?? []) {
			if (sibling === el || sibling.hasAttribute('inert')) continue;
			sibling.setAttribute('inert', '');
			made.push(sibling);
		}
	}
	return () => made.forEach((el) => el.removeAttribute('inert'));
}

/**
 * The stop Tab (or Shift+Tab, `backwards`) moves to from `active`, going round: after the last comes the first. From
 * outside the stops it enters at the first (or, backwards, the last). Undefined when there are no stops.
 */
export function nextTabStop<T>(stops: readonly T[], active: unknown, backwards: boolean): T | undefined {
	if (stops.length === 0) return undefined;
	const at = stops.indexOf(active as T);
	if (at === -1) return backwards ? stops.at(-1) : stops[0];
	return stops[(at + (backwards ? -1 : 1) + stops.length) % stops.length];
}

/**
 * Whether the browser's own Tab from `active` would leave the stops: from the last stop forwards, the first backwards,
 * or from outside them. Only then does a trap need to step in.
 */
export function tabLeaves(stops: readonly unknown[], active: unknown, backwards: boolean): boolean {
	const at = stops.indexOf(active);
	return at === -1 || at === (backwards ? 0 : stops.length - 1);
}
