import type { APIRoute, GetStaticPaths } from 'astro';
import { getEntry } from 'astro:content';
import { calendarResponse, classFeedSlugs } from '@/data/calendar-feeds';
import { getSettings } from '@/data/settings';
import { loadWeek, weekOfClass } from '@/data/timetable';

// One feed for each class that is on the timetable and has a page.
export const getStaticPaths = (async () => classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
	const slug = params['slug'] ?? '';
	const settings = await getSettings();
	const guide = (await getEntry('classes', slug))?.data;
	const name = `${guide?.heading ?? slug} · ${settings.shortName}`;
	return calendarResponse(weekOfClass(await loadWeek(), slug), name);
};
