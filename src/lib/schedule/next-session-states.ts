import type { SpecialDay } from './browser/gym-calendar.ts';
import type { ClassNext, ClassNextData, DayStates } from './browser/live-list-lookup.ts';
import { weekdayOf } from './browser/london-time.ts';
import { nextSessions } from './browser/next-session.ts';
import { sessionsByDay, type WeeklySession } from './class-sessions.ts';
import { dayStates, sessionChanges } from './live-list-states.ts';
import { dayAndMonth } from './open-or-closed.ts';

/** A class's next session through every minute (live-list-states.ts), from the London date `from` on; `sessions` in row order. */
export function classNextStates(sessions: readonly WeeklySession[], special: readonly SpecialDay[], from: string): DayStates<ClassNext> {
	const rows = sessions.map((session, row) => ({ ...session, row }));
	return dayStates<ClassNext>(
		{
			shownAt: (date, minutes, listed) => {
				const [next] = nextSessions(rows, { date, weekday: weekdayOf(date), minutes }, 1, listed);
				if (!next) return null;
				const when = next.daysAhead <= 7 ? next.daysAhead : dayAndMonth(next.date);
				return { onNow: next.onNow, row: next.row, when };
			},
			changesOn: sessionChanges(sessions),
		},
		special,
		from,
	);
}

/**
 * What a class page's script reads (ClassNextData): its next session through every day from the London date `from`,
 * each named by its row in the page's weekly list (by day, as sessionsByDay groups them), and the words it shows. The
 * build works it out through the last listed holiday, so the page stays right without a rebuild.
 */
export function classNextData(
	sessions: readonly WeeklySession[],
	special: readonly SpecialDay[],
	from: string,
	words: { nextSession: string; onNow: string; today: string; tomorrow: string },
): ClassNextData {
	const listed = sessionsByDay(sessions).flatMap((group) => group.sessions);
	const { nextSession: next, onNow, today, tomorrow } = words;
	return { upcoming: classNextStates(listed, special, from), words: { next, onNow, today, tomorrow } };
}
