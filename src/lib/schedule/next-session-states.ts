import type { WeeklySession } from './class-sessions.ts';
import { nextSessions } from './browser/next-session.ts';
import type { ClassNext, DayStates } from './browser/live-list-lookup.ts';
import { dayStates, sessionChanges } from './live-list-states.ts';
import type { SpecialDay } from './browser/gym-calendar.ts';
import { weekdayOf } from './browser/london-time.ts';
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
