// A class's next session, worked out at build and again by the page scripts of /classes and a post's sign-up band.
import { runsOn, type SessionTimes, specialDates, type SpecialDay } from './gym-calendar.ts';
import { addDays, type LondonClock, toMinutes, weekdayOf } from './london-time.ts';
import type { DayNames } from './weekdays.ts';

/** A weekly session on a calendar date. */
export type DatedSession<T extends SessionTimes> = T & {
	/** London calendar date, `YYYY-MM-DD`. */
	date: string;
	/** 0 today, 1 tomorrow, and so on: past 7 only when listed days (a closure) cancel the sessions between. */
	daysAhead: number;
	/** Started and not yet over. */
	onNow: boolean;
};

/**
 * The next `count` sessions from a moment on London's clock: one on now first, then by start, wrapping past
 * Sunday into next week, and skipping those that listed days (`special`: closures, short days) cancel. Times are
 * wall-clock times, so a clock change moves nothing: 09:00 is 09:00 on both sides.
 */
export function nextSessions<T extends SessionTimes>(
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

/** The words of a next-session line (content/settings/words.yaml: `classes`, and `shortDays` for `days`). */
export interface NextSessionWords {
	today: string;
	tomorrow: string;
	/** Each weekday's short name, for a session further ahead, e.g. Sat. */
	days: DayNames;
}

/**
 * When a class runs next from a moment on London's clock, as a short line: "Today 09:00", "Tomorrow 18:00", or
 * the weekday's short name and the time further ahead ("Sat 07:30"); past a closure, its date's day. An
 * empty line when the class has no session. A session on now counts as today's.
 */
export function nextSessionText<T extends SessionTimes>(
	sessions: readonly T[],
	now: LondonClock,
	special: readonly SpecialDay[],
	words: NextSessionWords,
): { text: string; session: T | undefined } {
	const [next] = nextSessions(sessions, now, 1, special);
	if (!next) return { text: '', session: undefined };
	const day = next.daysAhead === 0 ? words.today : next.daysAhead === 1 ? words.tomorrow : words.days[next.day];
	const session = sessions.find((s) => s.day === next.day && s.start === next.start);
	return { text: `${day} ${next.start}`, session };
}

/** What a page's script needs to work a class's next session out again in the browser. */
export interface NextSessionData {
	sessions: SessionTimes[];
	special: SpecialDay[];
	words: NextSessionWords;
}

/** The same for many classes (/classes): each class's weekly sessions, by slug. */
export interface ClassSchedule {
	special: SpecialDay[];
	words: NextSessionWords;
	classes: Record<string, SessionTimes[]>;
}
