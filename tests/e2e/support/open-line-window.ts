import type { Page } from '@playwright/test';

import { addDays, londonClock, londonInstant, weekdayOf } from '@/lib/schedule/browser/london-time';

import { specialDays } from './timetable-content';

// The footer's open-now line covers the week after the build (src/lib/schedule/open-line-steps.ts). A test that sets
// the page's clock picks its moments inside that week, from the build it is testing, never a fixed date that a later
// run would find in the past.

/** The instants (ms) the build worked the open-now line out for, read from the loaded page. */
export async function openLineWindow(page: Page): Promise<{ from: number; until: number }> {
	const data = JSON.parse((await page.locator('#open-line').textContent()) ?? '{}') as { from: number; steps: number[] };
	const minutes = data.steps.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
	return { from: data.from * 60_000, until: (data.from + minutes) * 60_000 };
}

/** The UTC instant of a London wall time on a `YYYY-MM-DD` date, GMT or BST. */
export const london = (date: string, time: string) => new Date(londonInstant(date, time));

/** Every date content/settings/site.yaml gives special hours. */
const holidayDates = new Set(
	specialDays.flatMap((day) => {
		const dates: string[] = [];
		for (let d = day.from; d <= day.to; d = addDays(d, 1)) dates.push(d);
		return dates;
	}),
);

/**
 * The first `weekday` after the day `from` falls on whose date and the next have no special hours, and whose next
 * day ends before `until`; undefined when the week holds none.
 */
export function firstOrdinary(weekday: string, { from, until }: { from: number; until: number }): string | undefined {
	for (let date = addDays(londonClock(new Date(from)).date, 1); london(date, '00:00').getTime() < until; date = addDays(date, 1)) {
		const next = addDays(date, 1);
		if (weekdayOf(date) === weekday && !holidayDates.has(date) && !holidayDates.has(next) && london(next, '23:59').getTime() < until)
			return date;
	}
	return undefined;
}
