/** The box the notes around the week share (the coming holiday hours, the footnote under it). */
export const noteBox = 'max-w-2xl rounded-lg bg-coal px-4 py-3 text-paper/90';
