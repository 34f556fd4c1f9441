import { getCollection } from 'astro:content';
import { toSlugMap } from '@/lib/class-slugs';
import { toWeekGrid, type GridDay } from '@/lib/schedule/timetable';

/** The week's timetable, Monday to Sunday, each class linked to its page where it has one. */
export async function loadWeek(): Promise<GridDay[]> {
	const classIds = (await getCollection('classes', ({ data }) => data.hasPage)).map((entry) => entry.id);
	const slugs = toSlugMap(
		(await getCollection('classNames')).map(({ data }) => ({ name: data.name, slug: data.class.id })),
		classIds,
	);
	return toWeekGrid(
		(await getCollection('timetable')).map((entry) => entry.data),
		slugs,
	);
}

/** Only the slots of one class, keeping the days. */
export function weekOfClass(week: readonly GridDay[], slug: string): GridDay[] {
	return week.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot?.slug === slug) }));
}
