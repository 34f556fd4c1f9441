// No imports: a page's inline script bundles this alone. The London calendar is worked out at build (day-states.ts).

/** What a live list shows from the minute the state before it ends until `until` (minutes since London midnight). */
export type DayState<T> = [until: number, shown: T];

/** A live list through every day: the usual week (Monday first), and the dates that differ from it (listed days). */
export interface DayStates<T> {
	week: DayState<T>[][];
	dates: Record<string, DayState<T>[]>;
}

/** What the list shows on a London date (`YYYY-MM-DD`), its weekday (0 is Monday) and minute since midnight. */
export function shownAt<T>(states: DayStates<T>, date: string, weekday: number, minutes: number): T | undefined {
	return (states.dates[date] ?? states.week[weekday])?.find(([until]) => minutes < until)?.[1];
}

// The two live lists, as the build writes them and the page scripts read them.

/** Today at the gym (today-list.ts): a class in the list, or on a listed day a note first: what it is (the words), times, name, the page it links to. */
export type TodayItem = [when: string, time: string, name: string, href: string, kind?: 'closed' | 'short' | 'cancelled' | 'over'];

/**
 * A class page's next session (class-next.ts): on now (1) or not (0), its row in the page's weekly list, and when: days ahead (0
 * today, 1 tomorrow, up to 7 that row's weekday) or, past a closure, the date. 0 when the class has no next session.
 */
export type ClassNext = [onNow: 0 | 1, row: number, when: number | string] | 0;

/** What a class page's script reads from its page (PageData `class-next`): the next session through every day, and its words. */
export interface ClassNextData {
	upcoming: DayStates<ClassNext>;
	words: { next: string; onNow: string; today: string; tomorrow: string };
}
