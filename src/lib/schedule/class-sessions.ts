import { runsOn, specialDates, type SpecialDay } from './browser/gym-calendar.ts';
import { addDays, toMinutes, weekdayOf, type LondonClock } from './browser/london-time.ts';
import { weekdays, type Weekday } from './browser/weekdays.ts';

/** One weekly session as the timetable prints it, in London wall time. */
export interface WeeklySession {
	day: Weekday;
	start: string;
	end: string;
}

/** A weekly session on a calendar date. */
export type DatedSession<T extends WeeklySession> = T & {
	/** London calendar date, `YYYY-MM-DD`. */
	date: string;
	/** 0 today, 1 tomorrow, and so on: past 7 only when listed days (a closure) cancel the sessions between. */
	daysAhead: number;
	/** Started and not yet over. */
	onNow: boolean;
};

/**
 * The week's filled slots as sessions, Monday first and by start time; with `slug`, only that class's sessions
 * (every name that links to its page, e.g. Run Club and Run Club S&C).
 */
export function weeklySessions<S extends { start: string; end: string; slug: string | undefined }>(
	week: readonly { day: Weekday; slots: readonly (S | null)[] }[],
	slug?: string,
): (S & { day: Weekday })[] {
	return [...week]
		.sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day))
		.flatMap(({ day, slots }) =>
			slots
				.filter((slot): slot is S => slot !== null && (slug === undefined || slot.slug === slug))
				.sort((a, b) => toMinutes(a.start) - toMinutes(b.start))
				.map((slot) => ({ ...slot, day })),
		);
}

/**
 * The next `count` sessions from a moment on London's clock: one on now first, then by start, wrapping past
 * Sunday into next week, and skipping those that listed days (`special`: closures, short days) cancel. Times are
 * wall-clock times, so a clock change moves nothing: 09:00 is 09:00 on both sides.
 */
export function nextSessions<T extends WeeklySession>(
	sessions: readonly T[],
	now: LondonClock,
	count = 1,
	special: readonly SpecialDay[] = [],
): DatedSession<T>[] {
	const found: DatedSession<T>[] = [];
	if (sessions.length === 0 || count <= 0) return found;
	// Enough weeks to fill `count`, plus today again a week on for the sessions already over today, plus one day for
	// each listed day, which may cancel a day's sessions.
	const days = 7 * Math.ceil(count / sessions.length) + 1 + specialDates(special, now.date).length;
	for (let daysAhead = 0; daysAhead < days && found.length < count; daysAhead++) {
		const date = addDays(now.date, daysAhead);
		const day = weekdayOf(date);
		const onDay = sessions.filter((s) => s.day === day).sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
		for (const session of onDay) {
			const over = daysAhead === 0 && toMinutes(session.end) <= now.minutes;
			if (over || !runsOn(session, date, special)) continue;
			const onNow = daysAhead === 0 && toMinutes(session.start) <= now.minutes;
			found.push({ ...session, date, daysAhead, onNow });
		}
	}
	return found.slice(0, count);
}

/** Sessions grouped by weekday, in order, leaving out days without any: the class pages' weekly list. */
export function sessionsByDay<T extends WeeklySession>(sessions: readonly T[]): { day: Weekday; sessions: T[] }[] {
	return weekdays.map((day) => ({ day, sessions: sessions.filter((s) => s.day === day) })).filter((group) => group.sessions.length > 0);
}
