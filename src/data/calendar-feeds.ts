import { formatAddress } from '@/lib/address';
import { calendarContentType } from '@/lib/http/served-files';
import { weekOfClass } from '@/lib/classes/class-week';
import { weeklyCalendar } from '@/lib/schedule/ics-feed';
import type { GridDay } from '@/lib/schedule/timetable';
import { loadClassesWithPages } from './classes.ts';
import { buildClock, buildNow } from './clock.ts';
import { loadPage } from './pages.ts';
import { loadSettings } from './settings.ts';
import { loadWeek } from './timetable.ts';

/** Builds an .ics response for some of the week, named and placed from the gym's settings. */
async function calendarResponse(week: readonly GridDay[], name: string): Promise<Response> {
	const settings = await loadSettings();
	const location = `${settings.name}, ${formatAddress(settings.address)}`;
	const stamp = buildNow();
	const weekOf = buildClock().date;
	const body = weeklyCalendar(week, { name, siteUrl: settings.url, location, weekOf, special: settings.specialHours, stamp });
	return new Response(body, { headers: { 'Content-Type': calendarContentType } });
}

/** /timetable.ics: the whole week, named as the gym's timetable. */
export async function timetableCalendar(): Promise<Response> {
	const settings = await loadSettings();
	const page = await loadPage('timetable');
	return calendarResponse(await loadWeek(), `${settings.shortName} ${page.title}`);
}

/** A class's .ics feed: its sessions of the week, named after its guide and the gym. */
export async function classCalendar(slug: string): Promise<Response> {
	const settings = await loadSettings();
	const classEntry = (await loadClassesWithPages()).find((entry) => entry.id === slug);
	const name = `${classEntry?.data.heading ?? slug} · ${settings.shortName}`;
	return calendarResponse(weekOfClass(await loadWeek(), slug), name);
}
