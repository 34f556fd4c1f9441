import type { APIRoute } from 'astro';
import { calendarResponse } from '@/data/calendar-feeds';
import { getPage } from '@/data/pages';
import { getSettings } from '@/data/settings';
import { loadWeek } from '@/data/timetable';

export const GET: APIRoute = async () => {
	const settings = await getSettings();
	const page = await getPage('timetable');
	return calendarResponse(await loadWeek(), `${settings.shortName} ${page.title}`);
};
