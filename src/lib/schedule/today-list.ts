import { fillTemplate } from '../browser/fill-template.ts';
import { timetablePath } from '../content/entry-paths.ts';
import { calendarDay, type SpecialDay, type WeeklyHours } from './browser/gym-calendar.ts';
import type { DayStates, TodayItem } from './browser/live-list-lookup.ts';
import { toMinutes } from './browser/london-time.ts';
import { nextSessions } from './browser/next-session.ts';
import type { WeeklySession } from './class-sessions.ts';
import { dayStates, sessionChanges } from './live-list-states.ts';
import { describeWhen, openStatus, type WhenWords } from './open-or-closed.ts';

/** The words of "Your first visit", from content/pages/home.yaml and content/settings/words.yaml. */
export interface TodayWords extends WhenWords {
	tomorrow: string;
	onNow: string;
	/** e.g. Closed */
	closed: string;
	/** e.g. opens {time} {day} */
	opens: string;
	/** A short day's hours, e.g. Open {open}–{close} */
	hours: string;
	/** e.g. Cancelled */
	cancelled: string;
	/** The first row once no class runs later today, e.g. No more classes today */
	noMore: string;
	/** Under it, when the next classes run, e.g. Next classes: {day} */
	nextDay: string;
}

/** A session of the list: a timetable slot with its day, class name and page. */
export type TodaySession = WeeklySession & { className: string; href: string | undefined };

/**
 * The list at a moment: on a listed day a note first (closed, and when the gym opens again; or the short day's
 * hours), on a usual day whose classes are over a note saying so, then the next `count` classes that run, with a
 * short day's cancelled ones marked among them.
 */
export function todayItems(
	sessions: readonly TodaySession[],
	hours: { weekly: WeeklyHours; special: readonly SpecialDay[] },
	at: { date: string; minutes: number },
	count: number,
	words: TodayWords,
): TodayItem[] {
	const day = calendarDay(at.date, hours.weekly, hours.special, sessions);
	const clock = { date: at.date, weekday: day.weekday, minutes: at.minutes };
	const notes: TodayItem[] = [];
	if (day.note !== undefined && day.hours) {
		notes.push({
			when: words.today,
			time: fillTemplate(words.hours, { ...day.hours }),
			name: day.note,
			href: timetablePath,
			kind: 'short',
		});
	} else if (day.note !== undefined) {
		const status = openStatus(clock, hours.weekly, hours.special);
		const next = !status.open && status.next;
		const opens = next ? fillTemplate(words.opens, { time: next.opens, day: describeWhen(next.date, next.inDays, words) }) : '';
		notes.push({
			when: words.today,
			time: [words.closed, opens].filter(Boolean).join(' · '),
			name: day.note,
			href: timetablePath,
			kind: 'closed',
		});
	}
	const running = nextSessions(sessions, clock, count, hours.special).map((s) => ({ ...s, cancelled: false }));
	// A heading that says today over classes of another day says first that today's are over.
	const first = running[0];
	if (day.note === undefined && first && first.daysAhead > 0) {
		const next = first.daysAhead === 1 ? words.tomorrow : describeWhen(first.date, first.daysAhead, words, 7);
		notes.push({
			when: words.today,
			time: fillTemplate(words.nextDay, { day: next }),
			name: words.noMore,
			href: timetablePath,
			kind: 'over',
		});
	}
	// A short day's cancelled classes are marked among the rest; on a closed day the note says it all.
	const cancelled = (day.hours ? day.cancelled : [])
		.filter((s) => toMinutes(s.end) > at.minutes)
		.map((s) => ({ ...s, date: at.date, daysAhead: 0, onNow: false, cancelled: true }));
	const classes = [...running, ...cancelled]
		.sort((a, b) => a.daysAhead - b.daysAhead || toMinutes(a.start) - toMinutes(b.start))
		.map((s): TodayItem => {
			const time = `${s.start}–${s.end}`;
			const href = s.href ?? timetablePath;
			if (s.cancelled) return { when: words.cancelled, time, name: s.className, href, kind: 'cancelled' };
			// Up to a week ahead the weekday is clear ("Sunday" on a Sunday evening is the next); further only past a closure.
			const when = s.onNow ? words.onNow : s.daysAhead === 1 ? words.tomorrow : describeWhen(s.date, s.daysAhead, words, 7);
			return { when, time, start: s.start, name: s.className, href, ...(s.onNow && { onNow: true }) };
		});
	return [...notes, ...classes].slice(0, count);
}

/** The home page's next classes through every minute (live-list-states.ts), from the London date `from` on: /timetable.json. */
export function todayStates(
	sessions: readonly TodaySession[],
	hours: { weekly: WeeklyHours; special: readonly SpecialDay[] },
	from: string,
	count: number,
	words: TodayWords,
): DayStates<TodayItem[]> {
	return dayStates(
		{
			shownAt: (date, minutes, special) => todayItems(sessions, { weekly: hours.weekly, special }, { date, minutes }, count, words),
			changesOn: sessionChanges(sessions),
		},
		hours.special,
		from,
	);
}
