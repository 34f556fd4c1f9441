import type { APIRoute } from 'astro';

import { loadTimetableCalendar } from '@/data/pages/calendar-feeds';
import { calendarContentType } from '@/lib/http/served-files';

/** /timetable.ics: the whole week as a calendar to subscribe to. */
export const GET: APIRoute = async ({ locals }) =>
	new Response(await loadTimetableCalendar(locals), { headers: { 'Content-Type': calendarContentType } });
