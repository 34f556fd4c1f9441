import { loadClassesWithPages } from '@/data/collections/classes';
import { loadPageWords } from '@/data/collections/page-words';
import { loadWeek } from '@/data/collections/timetable';
import { classFeedSlugs, weekOfClass } from '@/lib/classes/class-week';
import { formatAddress } from '@/lib/contact/address';
import { required } from '@/lib/content/required';
import { londonDay } from '@/lib/schedule/browser/london-time';
import { weeklyCalendar } from '@/lib/schedule/ics-feed';
import type { GridDay } from '@/lib/schedule/timetable';

/** An .ics calendar of some of the week, named `name` and placed from the gym's settings. */
function calendarOf({ settings, now }: App.Locals, week: readonly GridDay[], name: string): string {
	const location = `${settings.name}, ${formatAddress(settings.address)}`;
	return weeklyCalendar(week, {
		name,
		siteUrl: settings.url,
		location,
		weekOf: londonDay(now),
		special: settings.specialHours,
		stamp: now,
	});
}

/** What /timetable.ics holds: the whole week, named as the gym's timetable. */
export async function loadTimetableCalendar(locals: App.Locals): Promise<string> {
	const { settings } = locals;
	const page = await loadPageWords('timetable');
	return calendarOf(locals, await loadWeek(), `${settings.shortName} ${page.title}`);
}

/** The class feeds' paths, /classes/<slug>.ics: one for each class that is on the timetable and has a page. */
export async function classFeedPaths() {
	return classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }));
}

/** What a class's .ics feed holds: its sessions of the week, named after its guide and the gym. */
export async function loadClassCalendar(locals: App.Locals, slug: string): Promise<string> {
	const { settings } = locals;
	const classEntry = required(
		(await loadClassesWithPages()).find((entry) => entry.id === slug),
		`a class guide named ${slug}, for its calendar feed`,
	);
	return calendarOf(locals, weekOfClass(await loadWeek(), slug), `${classEntry.data.heading} · ${settings.shortName}`);
}
