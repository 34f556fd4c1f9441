// No imports: a page's inline script bundles this alone. The London calendar is worked out at build
// (../live-list-states.ts).

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

/** The home page's next classes (today-list.ts): a class in the list, or on a listed day a note first. */
export interface TodayItem {
	/** What it is, in words: "On now", "Today", "Tomorrow", a weekday, "Cancelled". */
	when: string;
	time: string;
	/** A usual class's start (HH:MM), which the home hero's line shows after its day; absent on a note or a cancelled class. */
	start?: string;
	/** The class's name, or the note's. */
	name: string;
	/** The page it links to. */
	href: string;
	/** A note or a class that is not running as usual; absent for a usual class. */
	kind?: 'closed' | 'short' | 'cancelled' | 'over';
	/** Started and not yet over, so the home hero's line calls it on now rather than the next class. */
	onNow?: true;
}

/** A class page's next session (../next-session-states.ts); null when the class has none. */
export type ClassNext = {
	onNow: boolean;
	/** Its row in the page's weekly list. */
	row: number;
	/** Days ahead (0 today, 1 tomorrow, up to 7 that row's weekday) or, past a closure, the date. */
	when: number | string;
} | null;

/** What a class page's script reads from its page (PageData `class-next`): the next session through every day, and its words. */
export interface ClassNextData {
	upcoming: DayStates<ClassNext>;
	words: { next: string; onNow: string; today: string; tomorrow: string };
}
