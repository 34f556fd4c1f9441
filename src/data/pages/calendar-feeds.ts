import { formatAddress } from '@/lib/address';
import { weekOfClass } from '@/lib/classes/class-week';
import { required } from '@/lib/content/required';
import { weeklyCalendar } from '@/lib/schedule/ics-feed';
import type { GridDay } from '@/lib/schedule/timetable';
import { loadClassesWithPages } from '../collections/classes.ts';
import { loadPage } from '../collections/page-words.ts';
import { loadWeek } from '../collections/timetable.ts';
import { buildClock, buildNow } from '../site/clock.ts';
import { loadSettings } from '../site/settings.ts';

/** An .ics calendar of some of the week, named `name` and placed from the gym's settings. */
async function calendarOf(week: readonly GridDay[], name: string): Promise<string> {
	const settings = await loadSettings();
	const location = `${settings.name}, ${formatAddress(settings.address)}`;
	return weeklyCalendar(week, {
		name,
		siteUrl: settings.url,
		location,
		weekOf: buildClock().date,
		special: settings.specialHours,
		stamp: buildNow(),
	});
}

/** What /timetable.ics holds: the whole week, named as the gym's timetable. */
export async function loadTimetableCalendar(): Promise<string> {
	const settings = await loadSettings();
	const page = await loadPage('timetable');
	return calendarOf(await loadWeek(), `${settings.shortName} ${page.title}`);
}

/** What a class's .ics feed holds: its sessions of the week, named after its guide and the gym. */
export async function loadClassCalendar(slug: string): Promise<string> {
	const settings = await loadSettings();
	const classEntry = required(
		(await loadClassesWithPages()).find((entry) => entry.id === slug),
		`a class guide named ${slug}, for its calendar feed`,
	);
	return calendarOf(weekOfClass(await loadWeek(), slug), `${classEntry.data.heading} · ${settings.shortName}`);
}
