import { describe, expect, it } from 'vitest';

import { comingSpecialHours } from '@/lib/schedule/special-hours';

// A made-up gym's listed days, not the content's: editors change theirs freely.
const special = [
	{ from: '2027-03-28', to: '2027-03-29', note: 'Refit' },
	{ from: '2027-04-10', to: '2027-04-10', note: 'Open day' },
	{ from: '2027-10-31', to: '2027-10-31', note: 'Clocks back' },
];

describe('comingSpecialHours', () => {
	it.each([
		['before the first', '2027-03-27T12:00:00Z', ['Refit', 'Open day', 'Clocks back']],
		['on the last day of a span', '2027-03-29T20:00:00Z', ['Refit', 'Open day', 'Clocks back']],
		['late on a one-day entry', '2027-04-10T22:30:00Z', ['Open day', 'Clocks back']],
		// 23:30 UTC is 00:30 the next day in London's summer time, so the open day is over there.
		['past London midnight in summer time', '2027-04-10T23:30:00Z', ['Clocks back']],
		['after the last', '2027-11-01T00:00:00Z', []],
	])('keeps the listed days not over in London, %s', (_when, now, notes) => {
		expect(comingSpecialHours(special, new Date(now)).map((day) => day.note)).toEqual(notes);
	});
});
