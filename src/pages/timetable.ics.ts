import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { calendarResponse } from '@/data/calendar-feeds';
import { loadWeek } from '@/data/timetable';

export const GET: APIRoute = async () => {
	const settings = (await getEntry('settings', 'site'))?.data;
	const page = (await getEntry('pages', 'timetable'))?.data;
	return calendarResponse(await loadWeek(), `${settings?.shortName ?? ''} ${page?.title ?? ''}`.trim());
};
