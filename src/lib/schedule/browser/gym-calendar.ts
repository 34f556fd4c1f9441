// The gym's calendar: for any London date, its hours (the usual week, or a holiday's from
// content/settings/site.yaml) and the classes that run. Every page and feed that speaks of a day reads it, at build
// and in the browser, so it imports only the London date helpers and stays small enough to inline.
import { addDays, toMinutes, weekdayOf } from './london-time.ts';
import type { Weekday } from './weekdays.ts';

export interface DayHours {
	open: string;
	close: string;
}

/** A listed holiday or closure (specialHours): from and to are London dates, `hours` null when closed all day. */
export interface SpecialDay {
	from: string;
	to: string;
	hours: DayHours | null;
	note: string;
}

export type WeeklyHours = Record<Weekday, DayHours>;

/** A weekly session as the timetable prints it, in London wall time. */
export interface SessionTimes {
	day: Weekday;
	start: string;
	end: string;
}

/** The listed day that holds a date, if any. */
export function specialOn(date: string, special: readonly SpecialDay[]): SpecialDay | undefined {
	return special.find((day) => day.from <= date && date <= day.to);
}

/** A day's hours (null when closed) and, on a listed day, its note. */
export function hoursOn(date: string, weekly: WeeklyHours, special: readonly SpecialDay[]): { hours: DayHours | null; note?: string } {
	const listed = specialOn(date, special);
	return listed ? { hours: listed.hours, note: listed.note } : { hours: weekly[weekdayOf(date)] };
}

/**
 * Whether a session runs on a date. On a usual day every class on the timetable runs; on a listed day only one that
 * starts and ends within that day's hours: none when closed, and on a short day a class that runs past closing is off.
 */
export function runsOn(session: { start: string; end: string }, date: string, special: readonly SpecialDay[]): boolean {
	const listed = specialOn(date, special);
	if (!listed) return true;
	const { hours } = listed;
	return hours !== null && toMinutes(hours.open) <= toMinutes(session.start) && toMinutes(session.end) <= toMinutes(hours.close);
}

/** One date of the gym: its hours, its note on a listed day, and its sessions split into running and cancelled. */
export interface CalendarDay<S> {
	date: string;
	weekday: Weekday;
	hours: DayHours | null;
	note?: string;
	running: S[];
	cancelled: S[];
}

/** The gym on a London date: hours, note and that weekday's sessions, by start time, running or cancelled. */
export function calendarDay<S extends SessionTimes>(
	date: string,
	weekly: WeeklyHours,
	special: readonly SpecialDay[],
	sessions: readonly S[],
): CalendarDay<S> {
	const weekday = weekdayOf(date);
	const onDay = sessions.filter((s) => s.day === weekday).sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
	return {
		date,
		weekday,
		...hoursOn(date, weekly, special),
		running: onDay.filter((s) => runsOn(s, date, special)),
		cancelled: onDay.filter((s) => !runsOn(s, date, special)),
	};
}

/** Every date a listed day covers, from `from` on, in order: the days that may differ from the usual week. */
export function specialDates(special: readonly SpecialDay[], from: string): string[] {
	const dates = new Set<string>();
	for (const day of special) {
		for (let date = day.from > from ? day.from : from; date <= day.to; date = addDays(date, 1)) dates.add(date);
	}
	return [...dates].sort();
}

/** The weekly sessions that listed days cancel from a date on, each with its date: the feeds' EXDATEs. */
export function cancelledSessions<S extends SessionTimes>(
	sessions: readonly S[],
	special: readonly SpecialDay[],
	from: string,
): { date: string; session: S }[] {
	return specialDates(special, from).flatMap((date) =>
		sessions.filter((s) => s.day === weekdayOf(date) && !runsOn(s, date, special)).map((session) => ({ date, session })),
	);
}

/** The listed days visitors should hear about on `today`: not over yet, and starting within `days`, soonest first. */
export function comingSpecialDays<D extends Pick<SpecialDay, 'from' | 'to'>>(special: readonly D[], today: string, days = 14): D[] {
	return special.filter((day) => day.to >= today && day.from <= addDays(today, days)).sort((a, b) => a.from.localeCompare(b.from));
}

/** The listed days not over by `today` (a London date): the ones that can still change a day. */
export function notOverBy<D extends Pick<SpecialDay, 'to'>>(special: readonly D[], today: string): D[] {
	return special.filter((day) => day.to >= today);
}
