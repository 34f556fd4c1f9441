import type { APIRoute, GetStaticPaths } from 'astro';

import { loadWeek } from '@/data/collections/timetable';
import { loadClassCalendar } from '@/data/pages/calendar-feeds';
import { classFeedSlugs } from '@/lib/classes/class-week';
import { calendarContentType } from '@/lib/http/served-files';

// One feed for each class that is on the timetable and has a page.
export const getStaticPaths = (async () => classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ locals, params }) =>
	new Response(await loadClassCalendar(locals, params['slug'] ?? ''), { headers: { 'Content-Type': calendarContentType } });
