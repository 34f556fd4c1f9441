import { describe, expect, it } from 'vitest';

import { type DayStates, shownAt } from '@/lib/schedule/browser/live-list-lookup';

// A made-up live list: Monday shows 'early' until 09:00 and 'late' until midnight; Tuesday one state all day; a listed
// date (a Monday) differs from its weekday.
const states: DayStates<string> = {
	week: [
		[
			[540, 'early'],
			[1440, 'late'],
		],
		[[1440, 'tuesday']],
		[],
		[],
		[],
		[],
		[],
	],
	dates: { '2026-12-28': [[1440, 'closed']] },
};

describe('shownAt', () => {
	it.each([
		['the first state before its end', '2026-12-21', 0, 0, 'early'],
		['the next state from the minute the first ends', '2026-12-21', 0, 540, 'late'],
		['up to the last minute of the day', '2026-12-21', 0, 1439, 'late'],
		['the weekday by its index, Monday first', '2026-12-22', 1, 600, 'tuesday'],
		['a listed date over its weekday', '2026-12-28', 0, 600, 'closed'],
	])('shows %s', (_, date, weekday, minutes, shown) => {
		expect(shownAt(states, date, weekday, minutes)).toBe(shown);
	});

	it('shows nothing on a day without states, or past the last', () => {
		expect(shownAt(states, '2026-12-23', 2, 600)).toBeUndefined();
		expect(shownAt(states, '2026-12-21', 0, 1440)).toBeUndefined();
		expect(shownAt(states, '2026-12-21', 9, 600)).toBeUndefined();
	});
});
