import { getCollection } from 'astro:content';

import { loadClassesWithPages } from '@/data/collections/classes';
import { toSlugMap } from '@/lib/classes/class-slugs';
import { type GridDay, toWeekGrid } from '@/lib/schedule/timetable';

/** The timetable's class names (content/settings/class-names.yaml), each to the guide it links to; checked against the guides. */
async function loadClassSlugs(): Promise<Map<string, string>> {
	const classIds = (await loadClassesWithPages()).map((entry) => entry.id);
	return toSlugMap(
		(await getCollection('classNames')).map(({ data }) => ({ name: data.name, slug: data.class.id })),
		classIds,
	);
}

/** The week's timetable, Monday to Sunday, each class linked to its page where it has one. */
export async function loadWeek(): Promise<GridDay[]> {
	return toWeekGrid(
		(await getCollection('timetable')).map((entry) => entry.data),
		await loadClassSlugs(),
	);
}
