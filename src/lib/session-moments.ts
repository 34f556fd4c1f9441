import type { WeeklySession } from './class-sessions';
import { addDays, londonClock, weekdayOf } from './london-time';
import { londonInstant } from './open-line';
import type { SessionMoments } from './session-moments-now';

const minute = 60_000;

/**
 * Weekly sessions as the moments they happen over the coming `days`, for a page's browser script to compare
 * with the time (session-moments-now.ts): the time-zone sums stay here, at build, and the site rebuilds daily.
 * A session's index is its place in `sessions`.
 */
export function sessionMoments(sessions: readonly WeeklySession[], buildMs: number, days = 21): SessionMoments {
	const fromMs = Math.floor(buildMs / minute) * minute;
	const first = londonClock(new Date(fromMs)).date;
	const rel = (at: number) => Math.round((at - fromMs) / minute);
	const midnights: number[] = [];
	const slots: [number, number, number][] = [];
	for (let i = 0; i <= days; i++) {
		const date = addDays(first, i);
		midnights.push(rel(londonInstant(addDays(first, i + 1), '00:00')));
		const day = weekdayOf(date);
		sessions.forEach((session, index) => {
			if (session.day !== day) return;
			const end = rel(londonInstant(date, session.end));
			if (end > 0) slots.push([rel(londonInstant(date, session.start)), end, index]);
		});
	}
	slots.sort((a, b) => a[0] - b[0]);
	return { from: fromMs / minute, midnights, slots: slots.flat() };
}
