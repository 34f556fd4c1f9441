import { classFeedPath } from '../content/entry-paths.ts';
import type { GridDay } from '../schedule/timetable.ts';

/** Only the slots of one class, keeping the days. */
export function weekOfClass(week: readonly GridDay[], slug: string): GridDay[] {
	return week.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot?.slug === slug) }));
}

/** The classes that have a feed: those on the timetable with a page, in the order the week first names them. */
export function classFeedSlugs(week: readonly GridDay[]): string[] {
	return [...new Set(week.flatMap((day) => day.slots.map((slot) => slot?.slug)))].filter((slug) => slug !== undefined);
}

/** A class's calendar feed (src/pages/classes/[slug].ics.ts); only a class on the timetable has one. */
export function classFeedOf(week: readonly GridDay[], slug: string): string | undefined {
	return classFeedSlugs(week).includes(slug) ? classFeedPath(slug) : undefined;
}
