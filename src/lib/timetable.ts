import { weekdays, type Weekday } from './schemas/shared';
import type { TimetableDay } from './schemas/timetable';

export interface GridSlot {
	start: string;
	end: string;
	className: string;
	/** Class page path, or undefined for a blank slot or a class without a page. */
	href: string | undefined;
}
export interface GridDay {
	day: Weekday;
	/** Padded with `null` so every day has as many rows as the longest. */
	slots: (GridSlot | null)[];
}

/** Orders the days Monday to Sunday, links classes to their pages and pads days to equal length. */
export function toWeekGrid(days: readonly TimetableDay[], slugs: ReadonlyMap<string, string>): GridDay[] {
	const seen = new Set<Weekday>();
	for (const { day } of days) {
		if (seen.has(day)) throw new Error(`The timetable lists ${day} twice: keep one file per day in content/timetable`);
		seen.add(day);
	}
	const byDay = new Map(days.map((d) => [d.day, d]));
	const rows = Math.max(0, ...days.map((d) => d.slots.length));
	return weekdays.map((day) => {
		const slots: (GridSlot | null)[] = [...(byDay.get(day)?.slots ?? [])]
			.sort((a, b) => a.start.localeCompare(b.start))
			.map((s) => {
				const className = s.class.trim();
				if (!className) return null;
				const slug = slugs.get(className);
				return { start: s.start, end: s.end, className, href: slug ? `/classes/${slug}` : undefined };
			});
		// Blank slots keep every weekday card the same height, as on the printed timetable.
		while (slots.length < rows) slots.push(null);
		return { day, slots };
	});
}

/** "monday" → "Monday" */
export function dayName(day: Weekday): string {
	return day.charAt(0).toUpperCase() + day.slice(1);
}
