/** The box the notes around the week share (the coming holiday hours, the footnote under it). */
export const noteBox = 'max-w-2xl rounded-lg border-l-4 border-brand-light bg-coal px-4 py-3 text-paper/90';
