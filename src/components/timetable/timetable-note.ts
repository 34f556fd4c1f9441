/** The look of the notes around the week on /timetable (the coming holiday hours, the footnote under it): one box. */
export const timetableNote = 'max-w-2xl rounded-lg border-l-4 border-brand-light bg-coal px-4 py-3 text-paper/90';
