import { gymTimeZone, siteLocale } from '../../browser/gym-locale.ts';
import { type Weekday, weekdays } from './weekdays.ts';

/** A moment as the clock on the gym's wall shows it (Europe/London). */
export interface LondonClock {
	/** Calendar date in London, `YYYY-MM-DD`. */
	date: string;
	weekday: Weekday;
	/** Minutes since London midnight. */
	minutes: number;
}

// Built once: constructing Intl formatters is the slow part. London's zone, never the device's.
const parts = new Intl.DateTimeFormat(siteLocale, {
	timeZone: gymTimeZone,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	weekday: 'long',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});

/** Reads a moment on London's clock, whatever the device's time zone (GMT in winter, BST in summer). */
export function londonClock(at: Date): LondonClock {
	const get = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
	return {
		date: `${get['year']}-${get['month']}-${get['day']}`,
		weekday: String(get['weekday']).toLowerCase() as Weekday,
		minutes: Number(get['hour']) * 60 + Number(get['minute']),
	};
}

/** The instant (ms) a London wall time happens on a date; a time in the spring gap, which does not exist, an hour on. */
export function londonInstant(date: string, time: string): number {
	const wall = Date.parse(`${date}T00:00:00Z`) + toMinutes(time) * 60_000;
	// London is on UTC (GMT) or an hour ahead (BST): keep the reading that lands on the asked time.
	for (const offset of [0, 60]) {
		const at = wall - offset * 60_000;
		const clock = londonClock(new Date(at));
		if (clock.date === date && clock.minutes === toMinutes(time)) return at;
	}
	return wall;
}

/** London's date at `now` as YYYY-MM-DD: after midnight in summer time that is already the next day. */
export function londonDay(now: Date): string {
	return londonClock(now).date;
}

/** London's year at `now`, as the footer's copyright line gives it: the build machine's clock may be in another zone. */
export function londonYear(now: Date): number {
	return Number(londonDay(now).slice(0, 4));
}

/** "18:30" → 1110 */
export function toMinutes(time: string): number {
	const [hours = 0, minutes = 0] = time.split(':').map(Number);
	return hours * 60 + minutes;
}

/** The calendar date `days` after a `YYYY-MM-DD` date (calendar arithmetic, so clock changes do not matter). */
export function addDays(date: string, days: number): string {
	const next = new Date(`${date}T12:00:00Z`);
	next.setUTCDate(next.getUTCDate() + days);
	return next.toISOString().slice(0, 10);
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
	// getUTCDay: 0 is Sunday; `weekdays` starts on Monday.
	return weekdays[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
}

/** The Monday of the week that holds a `YYYY-MM-DD` date. */
export function mondayOf(date: string): string {
	return addDays(date, -weekdays.indexOf(weekdayOf(date)));
}
