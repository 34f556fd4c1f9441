import type { SessionTimes } from './browser/gym-calendar.ts';
import { addDays, toMinutes, weekdayOf } from './browser/london-time.ts';
import type { NextSessionWords } from './browser/next-session.ts';
import { type DayNames, type Weekday, weekdays } from './browser/weekdays.ts';

/** One weekly session as the timetable prints it, in London wall time (the calendar's name for it is SessionTimes). */
export type WeeklySession = SessionTimes;

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

/** Sessions grouped by weekday, in order, leaving out days without any: the class pages' weekly list. */
export function sessionsByDay<T extends WeeklySession>(sessions: readonly T[]): { day: Weekday; sessions: T[] }[] {
	return weekdays.map((day) => ({ day, sessions: sessions.filter((s) => s.day === day) })).filter((group) => group.sessions.length > 0);
}

/**
 * A next-session line's words in the visitor's language, from content/settings/words.yaml: `classes`' today and
 * tomorrow, and the weekdays' short names further ahead.
 */
export function nextSessionWords(words: { classes: { today: string; tomorrow: string }; shortDays: DayNames }): NextSessionWords {
	return { today: words.classes.today, tomorrow: words.classes.tomorrow, days: words.shortDays };
}

/**
 * A next-session line's words for text the build writes: today and tomorrow by their weekday's short name ("Sun",
 * "Mon"), which stays true all week for a visitor without scripts, where the script would say "Today".
 */
export function weekdayWords(today: string, shortDays: DayNames): NextSessionWords {
	return { today: shortDays[weekdayOf(today)], tomorrow: shortDays[weekdayOf(addDays(today, 1))], days: shortDays };
}
