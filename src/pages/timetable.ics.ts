import type { APIRoute } from 'astro';
import { calendarResponse } from '@/data/calendar-feeds';
import { loadPage } from '@/data/pages';
import { loadSettings } from '@/data/settings';
import { loadWeek } from '@/data/timetable';

export const GET: APIRoute = async () => {
	const settings = await loadSettings();
	const page = await loadPage('timetable');
	return calendarResponse(await loadWeek(), `${settings.shortName} ${page.title}`);
};
