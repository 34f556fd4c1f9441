import { formatAddress } from '@/lib/address';
import { weeklyCalendar } from '@/lib/schedule/ics-feed';
import type { GridDay } from '@/lib/schedule/timetable';
import { buildClock, buildNow } from './clock.ts';
import { loadSettings } from './settings.ts';

/** Builds an .ics response for some of the week, named and placed from the gym's settings. */
export async function calendarResponse(week: readonly GridDay[], name: string): Promise<Response> {
	const settings = await loadSettings();
	const location = `${settings.name}, ${formatAddress(settings.address)}`;
	const stamp = buildNow();
	const weekOf = buildClock().date;
	const body = weeklyCalendar(week, { name, siteUrl: settings.url, location, weekOf, special: settings.specialHours, stamp });
	return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
