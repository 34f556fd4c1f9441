import type { APIRoute } from 'astro';
import { todayStates } from '@/lib/home-page';
import { dayName } from '@/lib/timetable';
import { getPage } from '@/data/pages';
import { loadWeek } from '@/data/timetable';

/** /timetable.json: the home page's "Today at the gym" through the week, which its script reads once it has painted. */
export const GET: APIRoute = async () => {
	const { today } = await getPage('home');
	return new Response(JSON.stringify(todayStates(await loadWeek(), today, today.count, dayName)), {
		headers: { 'Content-Type': 'application/json' },
	});
};
