/** Marks the control whose click arrived before its island hydrated; the island clicks it again when ready. */
export const pendingClickAttribute = 'data-pending-click';

/** Marks a link whose click the island handles (e.g. a lightbox thumbnail), so an early click waits for the island. */
export const wakesIslandAttribute = 'data-wakes-island';
