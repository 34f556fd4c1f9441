// The build's half of a live list (the home page's next classes, a class's next session): it works out every state
// through the usual week and the listed days, which the page looks up with browser/live-list-lookup.ts.
import { specialDates, type SpecialDay } from './browser/gym-calendar.ts';
import type { DayState, DayStates } from './browser/live-list-lookup.ts';
import { addDays, toMinutes, weekdayOf } from './browser/london-time.ts';
import { weekdays } from './browser/weekdays.ts';

/** A Monday: the usual week's days are worked out from it, on the calendar alone, so no clock change plays a part. */
const aMonday = '2024-01-01';

/** How a live list is worked out: what it shows at a moment, and the minutes of a date at which that may change. */
export interface LiveList<T> {
	shownAt: (date: string, minutes: number, special: readonly SpecialDay[]) => T;
	changesOn: (date: string) => number[];
}

/** The minutes a timetable-driven list may change at on a date: each of that weekday's sessions starts and ends. */
export function sessionChanges(sessions: readonly { day: string; start: string; end: string }[]): (date: string) => number[] {
	return (date) => sessions.filter((s) => s.day === weekdayOf(date)).flatMap((s) => [toMinutes(s.start), toMinutes(s.end)]);
}

function statesOf<T>(list: LiveList<T>, date: string, special: readonly SpecialDay[]): DayState<T>[] {
	const points = [...new Set([0, ...list.changesOn(date)])].filter((m) => m >= 0 && m < 1440).sort((a, b) => a - b);
	const states: DayState<T>[] = [];
	points.forEach((minutes, i) => {
		const shown = list.shownAt(date, minutes, special);
		const until = points[i + 1] ?? 1440;
		const last = states.at(-1);
		// A change that changes nothing shown (a class ends as the next starts) extends the state before it.
		if (last && JSON.stringify(last[1]) === JSON.stringify(shown)) last[0] = until;
		else states.push([until, shown]);
	});
	return states;
}

/**
 * A live list (the home page's next classes, a class's next session) through every minute, worked out at build so a
 * page's script only looks up London's date and minute (browser/live-list-lookup.ts): the usual week from the timetable
 * alone, and, from `from` through the last listed day, each date whose list differs (a closure, a short day, or a day
 * whose coming classes they cancel). It stays right without a rebuild for as far ahead as content/settings lists days.
 */
export function dayStates<T>(list: LiveList<T>, special: readonly SpecialDay[], from: string): DayStates<T> {
	const week = Array.from({ length: 7 }, (_, i) => statesOf(list, addDays(aMonday, i), []));
	const dates: Record<string, DayState<T>[]> = {};
	const listed = specialDates(special, from);
	const last = listed.at(-1);
	if (last) {
		for (let date = from; date <= last; date = addDays(date, 1)) {
			const states = statesOf(list, date, special);
			const usual = week[weekdays.indexOf(weekdayOf(date))];
			if (JSON.stringify(states) !== JSON.stringify(usual)) dates[date] = states;
		}
	}
	return { week, dates };
}
