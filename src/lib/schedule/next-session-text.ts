import { nextSessions, type WeeklySession } from './class-sessions.ts';
import type { SpecialDay } from './browser/gym-calendar.ts';
import type { LondonClock } from './browser/london-time.ts';
import { dayName } from './browser/weekdays.ts';

/** The words of a next-session line (content/settings/words.yaml, `classes`). */
export interface NextSessionWords {
	today: string;
	tomorrow: string;
}

/**
 * When a class runs next from a moment on London's clock, as a short line: "Today 09:00", "Tomorrow 18:00", or
 * the weekday's first three letters and the time further ahead ("Sat 07:30"); past a closure, its date's day. An
 * empty line when the class has no session. A session on now counts as today's.
 */
export function nextSessionText<T extends WeeklySession>(
	sessions: readonly T[],
	now: LondonClock,
	special: readonly SpecialDay[],
	words: NextSessionWords,
): { text: string; session: T | undefined } {
	const [next] = nextSessions(sessions, now, 1, special);
	if (!next) return { text: '', session: undefined };
	const day = next.daysAhead === 0 ? words.today : next.daysAhead === 1 ? words.tomorrow : dayName(next.day).slice(0, 3);
	const session = sessions.find((s) => s.day === next.day && s.start === next.start);
	return { text: `${day} ${next.start}`, session };
}
