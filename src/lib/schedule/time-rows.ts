import { toMinutes } from './browser/london-time.ts';

/** How far apart, in minutes, the start times that share a row of the week may be. */
const rowWindow = 120;

interface Row {
	first: number;
	height: number;
	days: Set<number>;
}

/**
 * Lines the week's days up by time of day, as a printed timetable does: each day's slots placed in shared rows, with
 * `null` where a day has nothing, so a class reads across beside the classes at about the same time. Start times
 * share a row, earliest first, while they lie within two hours of the row's first and no day has a slot at two of them;
 * a day with two slots at one time takes two rows there. Each day's slots must be in order of start time.
 */
export function alignByTime<T extends { start: string }>(days: readonly (readonly T[])[]): (T | null)[][] {
	const times = [...new Set(days.flatMap((slots) => slots.map((slot) => slot.start)))].sort();
	const rowOf = new Map<string, Row>();
	const rows: Row[] = [];
	for (const time of times) {
		const counts = days.map((slots) => slots.filter((slot) => slot.start === time).length);
		const here = counts.flatMap((count, day) => (count ? [day] : []));
		const last = rows.at(-1);
		const joins = last && toMinutes(time) - last.first <= rowWindow && here.every((day) => !last.days.has(day));
		const row = joins ? last : { first: toMinutes(time), height: 0, days: new Set<number>() };
		if (!joins) rows.push(row);
		row.height = Math.max(row.height, ...counts);
		for (const day of here) row.days.add(day);
		rowOf.set(time, row);
	}
	return days.map((slots) =>
		rows.flatMap((row) => {
			const placed: (T | null)[] = slots.filter((slot) => rowOf.get(slot.start) === row);
			return [...placed, ...Array<null>(row.height - placed.length).fill(null)];
		}),
	);
}
