// The week's days, as content/timetable's files and the London clock name them; kept apart from the zod schemas so
// browser scripts can import them without bundling zod.
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** "monday" → "Monday" */
export function dayName(day: Weekday): string {
	return day.charAt(0).toUpperCase() + day.slice(1);
}
