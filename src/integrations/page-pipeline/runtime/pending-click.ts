/** A click with the main button and no modifier key: any other (a new tab, a download) keeps its usual meaning. */
export const isPlainClick = (event: MouseEvent): boolean =>
	event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Marks the control whose click arrived before its island hydrated; the island clicks it again when ready. */
const pendingClickAttribute = 'data-pending-click';

/** Marks a link whose click the island handles (e.g. a lightbox thumbnail), so an early click waits for the island. */
const wakesIslandAttribute = 'data-wakes-island';

/**
 * Sent on its own <astro-island> element once an island has hydrated and its effects (its own listeners) are in place:
 * until then its directive holds the clicks the island will handle. (React's hydrate() resolves before that: it only
 * schedules it.)
 */
export const islandReadyEvent = 'island-ready';

/** What wakes an island: the visitor's first pointer, touch, focus or key press inside it. */
export const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Controls whose first click would do nothing (a React button) or the wrong thing (a thumbnail link that the
 * lightbox takes over) before the island wakes: they are held and replayed. Ordinary links navigate at once, and
 * <summary> and popover buttons work natively, so they are left alone.
 */
const replayable = `button:not([popovertarget]), [${wakesIslandAttribute}]`;

/**
 * Holds a plain click on a control `island` will handle, made before the island is ready: the click does nothing now,
 * and the control is marked for the island to click again once it is (islandReady). Only the first is marked: more
 * clicks before then (a double click) are dropped. Says whether it held the click. The page's inline loader holds
 * clicks until the island's directive has loaded, the directive from then until the island is ready.
 */
export function holdClick(event: MouseEvent, island: Element): boolean {
	// The caller found `island` from the click's target, or listens on it: the target is an element inside it.
	const control = (event.target as Element).closest(replayable);
	if (!control || !island.contains(control) || !isPlainClick(event)) return false;
	event.preventDefault();
	event.stopPropagation();
	if (!island.querySelector(`[${pendingClickAttribute}]`)) control.setAttribute(pendingClickAttribute, '');
	return true;
}

/** The control of `island` whose click was held, unmarked so that it is clicked again only once; null if none. */
export function takeHeldClick(island: Element): HTMLElement | null {
	const held = island.querySelector<HTMLElement>(`[${pendingClickAttribute}]`);
	held?.removeAttribute(pendingClickAttribute);
	return held;
}

/**
 * Run by an island once its own effects (listeners, state) are in place: tells its directive to stop holding clicks,
 * then clicks again the control whose click woke it. Both are scoped to its own <astro-island>: with two islands
 * waking at once, one being ready must neither release nor replay the other's held click. The click is replayed in a
 * task of its own: when the held click itself made React finish hydrating, this runs inside that click's dispatch,
 * where a second click() on the control does nothing.
 */
export function islandReady(island: Element): void {
	island.dispatchEvent(new Event(islandReadyEvent));
	const held = takeHeldClick(island);
	if (held) setTimeout(() => held.click());
}

/**
 * The element the address's fragment names, or null. A fragment that is not valid percent-encoding (a cut or mistyped
 * link, #%E0) names none, rather than throwing before the caller has set its listeners.
 */
export function hashTarget(): HTMLElement | null {
	try {
		return document.getElementById(decodeURIComponent(location.hash.slice(1)));
	} catch {
		return null;
	}
}
