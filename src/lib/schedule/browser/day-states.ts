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
