import type { OpeningHours } from '../schemas/settings.ts';
import { type DayNames, type Weekday, weekdays } from './browser/weekdays.ts';

export interface HoursRow {
	days: string;
	hours: string;
}

/** Groups consecutive days with the same hours, named by `names`: "Monday – Thursday", "06:00–21:00". */
export function groupOpeningHours(hours: OpeningHours, names: DayNames): HoursRow[] {
	const groups: { from: Weekday; to: Weekday; open: string; close: string }[] = [];
	for (const day of weekdays) {
		const { open, close } = hours[day];
		const last = groups.at(-1);
		if (last && last.open === open && last.close === close) last.to = day;
		else groups.push({ from: day, to: day, open, close });
	}
	return groups.map((g) => ({
		days: g.from === g.to ? names[g.from] : `${names[g.from]} – ${names[g.to]}`,
		hours: `${g.open}–${g.close}`,
	}));
}

/** The days the gym opens, in week order: each day the opening hours give times for. */
export function openDays(hours: OpeningHours): Weekday[] {
	return weekdays.filter((day) => hours[day]);
}
