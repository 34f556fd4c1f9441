import { describe, expect, it } from 'vitest';

import { alignByTime } from '@/lib/schedule/time-rows';

const at = (...starts: string[]) => starts.map((start) => ({ start }));
/** Each day's rows as its start times, "" where it has none. */
const starts = (rows: ({ start: string } | null)[][]) => rows.map((day) => day.map((slot) => slot?.start ?? ''));

describe('alignByTime', () => {
	it('puts times within two hours of each other in one row when no day has two of them', () => {
		expect(starts(alignByTime([at('06:00', '09:30'), at('07:00', '11:00'), at('07:30')]))).toEqual([
			['06:00', '09:30'],
			['07:00', '11:00'],
			['07:30', ''],
		]);
	});

	it('starts a new row where a day has a slot at two of the times', () => {
		expect(starts(alignByTime([at('06:00', '07:00'), at('06:30')]))).toEqual([
			['06:00', '07:00'],
			['06:30', ''],
		]);
	});

	it('starts a new row more than two hours after the row began, though no day clashes', () => {
		expect(starts(alignByTime([at('06:00'), at('08:01')]))).toEqual([
			['06:00', ''],
			['', '08:01'],
		]);
		expect(starts(alignByTime([at('06:00'), at('08:00')]))).toEqual([['06:00'], ['08:00']]);
	});

	it('gives a day with two slots at one time two rows there, and the other days blanks under theirs', () => {
		expect(starts(alignByTime([at('18:00', '18:00'), at('18:30'), at()]))).toEqual([
			['18:00', '18:00'],
			['18:30', ''],
			['', ''],
		]);
	});

	it('keeps each slot itself, in its day', () => {
		const slot = { start: '09:00', name: 'Hydra' };
		expect(alignByTime([[slot], []])).toEqual([[slot], [null]]);
	});

	it('gives no rows to a week without slots', () => {
		expect(alignByTime([[], []])).toEqual([[], []]);
	});
});
