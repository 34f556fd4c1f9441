import { fillTemplate } from '../browser/fill-template.ts';
import { siteLocale } from '../browser/gym-locale.ts';
import type { OpeningHours } from '../schemas/settings.ts';
import { hoursOn, type SpecialDay } from './browser/gym-calendar.ts';
import { addDays, type LondonClock, toMinutes, weekdayOf } from './browser/london-time.ts';
import type { DayNames } from './browser/weekdays.ts';

export type OpenStatus =
	{ open: true; closes: string; note?: string } | { open: false; note?: string; next?: { date: string; opens: string; inDays: number } };

// Two weeks covers any run of closures a gym announces (Christmas to New Year).
const lookAhead = 14;

/** Whether the gym is open at a moment on London's clock and, if not, when it next opens. */
export function openStatus(now: LondonClock, weekly: OpeningHours, special: readonly SpecialDay[]): OpenStatus {
	const { note } = hoursOn(now.date, weekly, special);
	const today = note ? { note } : {};
	for (let inDays = 0; inDays <= lookAhead; inDays++) {
		const date = addDays(now.date, inDays);
		const { hours } = hoursOn(date, weekly, special);
		// Today counts only until closing time; after that the next opening is on a later day.
		if (!hours || (inDays === 0 && now.minutes >= toMinutes(hours.close))) continue;
		if (inDays === 0 && now.minutes >= toMinutes(hours.open)) return { open: true, closes: hours.close, ...today };
		return { open: false, ...today, next: { date, opens: hours.open, inDays } };
	}
	return { open: false, ...today };
}

/** A day's words (content/settings/words.yaml): the word for today and each weekday's name. */
export interface WhenWords {
	today: string;
	days: DayNames;
}

/** The words of the line, from content/settings/words.yaml: "Open now · closes {time}", "opens {time} {day}". */
export interface OpenStatusWords extends WhenWords {
	open: string;
	closed: string;
	opens: string;
}

/** "Open now · closes 21:00", "Closed · opens 06:30 Saturday", with a holiday's note when one applies. */
export function describeOpenStatus(status: OpenStatus, words: OpenStatusWords): string {
	const note = status.note ? ` · ${status.note}` : '';
	if (status.open) return `${fillTemplate(words.open, { time: status.closes })}${note}`;
	if (!status.next) return `${words.closed}${note}`;
	const { date, opens, inDays } = status.next;
	return `${words.closed}${note} · ${fillTemplate(words.opens, { time: opens, day: describeWhen(date, inDays, words) })}`;
}

/** A day `inDays` ahead as visitors read it: the word for today, the weekday's name within the week, or the date ("3 January"). */
export function describeWhen(date: string, inDays: number, words: WhenWords, withinWeek = 6): string {
	if (inDays === 0) return words.today;
	if (inDays <= withinWeek) return words.days[weekdayOf(date)];
	return dayAndMonth(date);
}

/** A date as "3 January", in the site's locale. */
export function dayAndMonth(date: string): string {
	return new Date(`${date}T12:00:00Z`).toLocaleDateString(siteLocale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "Thu 24 Dec", or "Fri 25 Dec – Sat 26 Dec" for a range. */
export function formatDayRange(day: Pick<SpecialDay, 'from' | 'to'>): string {
	// Made here rather than at load, so the browser's clock script does not carry it.
	const shortDate = new Intl.DateTimeFormat(siteLocale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
	const format = (date: string) => shortDate.format(new Date(`${date}T12:00:00Z`));
	return day.from === day.to ? format(day.from) : `${format(day.from)} – ${format(day.to)}`;
}
