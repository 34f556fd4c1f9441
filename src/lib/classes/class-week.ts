import type { GridDay } from '../schedule/timetable.ts';

/** Only the slots of one class, keeping the days. */
export function weekOfClass(week: readonly GridDay[], slug: string): GridDay[] {
	return week.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot?.slug === slug) }));
}

/** The classes that have a feed: those on the timetable with a page, in the order the week first names them. */
export function classFeedSlugs(week: readonly GridDay[]): string[] {
	return [...new Set(week.flatMap((day) => day.slots.map((slot) => slot?.slug)))].filter((slug) => slug !== undefined);
}
