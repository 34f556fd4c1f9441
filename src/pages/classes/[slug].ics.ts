import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarResponse } from '@/data/calendar-feeds';
import { loadGuidesWithPages } from '@/data/guides';
import { loadSettings } from '@/data/settings';
import { loadWeek } from '@/data/timetable';
import { classFeedSlugs, weekOfClass } from '@/lib/classes/class-week';

// One feed for each class that is on the timetable and has a page.
export const getStaticPaths = (async () => classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
	const slug = params['slug'] ?? '';
	const settings = await loadSettings();
	const guide = (await loadGuidesWithPages()).find((entry) => entry.id === slug)?.data;
	const name = `${guide?.heading ?? slug} · ${settings.shortName}`;
	return calendarResponse(weekOfClass(await loadWeek(), slug), name);
};
