// The home page's two live parts share one fetch of the week's list: the list below the hero fetches it and announces
// what it shows each minute, and the hero's live line, a script of its own, takes its class from that.
import type { TodayItem } from './live-list-lookup.ts';

/** The event the home page's list of next classes dispatches on `window` each time it shows a minute's items. */
export const todayListEvent = 'today-list';

declare global {
	interface WindowEventMap {
		[todayListEvent]: CustomEvent<TodayItem[]>;
	}
}
