// The week's days, as content/timetable's files and the London clock name them; kept apart from the zod schemas so
// browser scripts can import them without bundling zod.
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** A name for each weekday, as visitors read it (content/settings/words.yaml: `days`, or `shortDays` where room is short). */
export type DayNames = Readonly<Record<Weekday, string>>;

/** Whether a string names a weekday, e.g. a timetable card's data-weekday. */
export function isWeekday(value: string | undefined): value is Weekday {
	return (weekdays as readonly (string | undefined)[]).includes(value);
}
