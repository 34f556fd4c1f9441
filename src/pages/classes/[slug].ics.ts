import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarResponse } from '@/data/calendar-feeds';
import { loadClassesWithPages } from '@/data/classes';
import { loadSettings } from '@/data/settings';
import { loadWeek } from '@/data/timetable';
import { classFeedSlugs, weekOfClass } from '@/lib/classes/class-week';

// One feed for each class that is on the timetable and has a page.
export const getStaticPaths = (async () => classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
	const slug = params['slug'] ?? '';
	const settings = await loadSettings();
	const classEntry = (await loadClassesWithPages()).find((entry) => entry.id === slug);
	const name = `${classEntry?.data.heading ?? slug} · ${settings.shortName}`;
	return calendarResponse(weekOfClass(await loadWeek(), slug), name);
};
