/** Marks the control whose click arrived before its island hydrated; the island clicks it again when ready. */
export const pendingClickAttribute = 'data-pending-click';
