/** A click with the main button and no modifier key: any other (a new tab, a download) keeps its usual meaning. */
export const isPlainClick = (event: MouseEvent): boolean =>
	event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Marks the control whose click arrived before its island hydrated; the island clicks it again when ready. */
export const pendingClickAttribute = 'data-pending-click';

/** Marks a link whose click the island handles (e.g. a lightbox thumbnail), so an early click waits for the island. */
const wakesIslandAttribute = 'data-wakes-island';

/**
 * Sent on its own <astro-island> element once an island has hydrated and its effects (its own listeners) are in place: until then its
 * directive holds the clicks the island will handle. (React's hydrate() resolves before that: it only schedules it.)
 */
export const islandReadyEvent = 'island-ready';

/** What wakes an island: the visitor's first pointer, touch, focus or key press inside it. */
export const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Controls whose first click would do nothing (a React button) or the wrong thing (a thumbnail link that the
 * lightbox takes over) before the island wakes: they are held and replayed. Ordinary links navigate at once, and
 * <summary> and popover buttons work natively, so they are left alone.
 */
export const replayable = `button:not([popovertarget]), [${wakesIslandAttribute}]`;
