// The week's days, as content/timetable's files and the London clock name them; kept apart from the zod schemas so
// browser scripts can import them without bundling zod.
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** "monday" → "Monday" */
export function dayName(day: Weekday): string {
	return day.charAt(0).toUpperCase() + day.slice(1);
}

/** Whether a string names a weekday, e.g. a timetable card's data-weekday. */
export function isWeekday(value: string | undefined): value is Weekday {
	return (weekdays as readonly (string | undefined)[]).includes(value);
}
