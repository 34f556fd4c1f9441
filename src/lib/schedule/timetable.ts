import { fillTemplate } from '../browser/fill-template.ts';
import { formatAddress } from '../contact/address.ts';
import { folderOf } from '../content/content-layout.ts';
import { classPath } from '../content/entry-paths.ts';
import { formatDay } from '../dates.ts';
import type { ClassType } from '../schemas/classes.ts';
import type { Settings } from '../schemas/settings.ts';
import type { TimetableDay } from '../schemas/timetable.ts';
import { type DayMark, dayMark } from './browser/day-marks.ts';
import type { SpecialDay } from './browser/gym-calendar.ts';
import { addDays, mondayOf } from './browser/london-time.ts';
import { type Weekday, weekdays } from './browser/weekdays.ts';
import { alignByTime } from './time-rows.ts';

export interface GridSlot {
	start: string;
	end: string;
	className: string;
	/** Class guide slug, or undefined for a class without a page. */
	slug: string | undefined;
	/** Class page path, or undefined for a class without a page. */
	href: string | undefined;
}
export interface GridDay {
	day: Weekday;
	/** In rows shared by the week (alignByTime): `null` where the day has nothing, so every day has as many rows. */
	slots: (GridSlot | null)[];
}

/**
 * Orders the days Monday to Sunday, links classes to their pages and lines the days up by time of day (alignByTime),
 * padding them to equal length.
 */
export function toWeekGrid(days: readonly TimetableDay[], slugs: ReadonlyMap<string, string>): GridDay[] {
	const seen = new Set<Weekday>();
	for (const { day } of days) {
		if (seen.has(day)) throw new Error(`The timetable lists ${day} twice: keep one file per day in ${folderOf('timetable')}`);
		seen.add(day);
	}
	const byDay = new Map(days.map((d) => [d.day, d]));
	// A slot with no class is an editor's blank row: it keeps its place in the day, shown empty.
	const placed = weekdays.map((day) =>
		[...(byDay.get(day)?.slots ?? [])]
			.sort((a, b) => a.start.localeCompare(b.start))
			.map((s) => {
				const className = s.class.trim();
				const slug = slugs.get(className);
				const slot = className ? { start: s.start, end: s.end, className, slug, href: slug ? classPath(slug) : undefined } : null;
				return { start: s.start, slot };
			}),
	);
	return alignByTime(placed).map((slots, i) => ({ day: weekdays[i]!, slots: slots.map((entry) => entry?.slot ?? null) }));
}

/** Each class page's kind by its slug, with the kind's name, for the mark on its slots; a page without a kind has none. */
export function classKinds(
	classes: readonly { id: string; type?: ClassType | undefined }[],
	names: Record<ClassType, string>,
): Record<string, { key: ClassType; label: string }> {
	return Object.fromEntries(classes.flatMap(({ id, type }) => (type ? [[id, { key: type, label: names[type] }]] : [])));
}

/** Each card's closure or short day in the week that holds `today` (a London date), as the build prints the week. */
export function weekMarks(
	week: readonly GridDay[],
	today: string,
	special: readonly SpecialDay[],
	words: { closed: string; hours: string },
): DayMark[] {
	const monday = mondayOf(today);
	return week.map((day) =>
		dayMark(
			addDays(monday, weekdays.indexOf(day.day)),
			special,
			day.slots.filter((slot) => slot !== null),
			words,
		),
	);
}

/** The line printed above the timetable: the gym's address and from when the sheet holds (`printed`, with {date}). */
export function printedLine(address: Settings['address'], printed: string, today: string): string {
	return `${formatAddress(address)} · ${fillTemplate(printed, { date: formatDay(new Date(`${today}T00:00:00Z`)) })}`;
}
