import { describe, expect, it } from 'vitest';

import { londonClock } from '@/lib/schedule/browser/london-time';
import { describeOpenStatus, formatDayRange, openStatus } from '@/lib/schedule/open-or-closed';
import type { SpecialDay } from '@/lib/schemas/special-hours';

import { christmas as holidays, openWords, week } from '../../support/gym-hours';

const at = (instant: string, special: SpecialDay[] = []) =>
	describeOpenStatus(openStatus(londonClock(new Date(instant)), week, special), openWords);

describe('openStatus on fixed clocks', () => {
	it.each([
		['Monday 05:59 in winter', '2026-01-05T05:59:00Z', 'Closed · opens 06:00 today'],
		['Monday 06:00 in winter', '2026-01-05T06:00:00Z', 'Open now · closes 21:00'],
		['the last minute before closing', '2026-01-05T20:59:00Z', 'Open now · closes 21:00'],
		['closing time', '2026-01-05T21:00:00Z', 'Closed · opens 06:00 Tuesday'],
		['midnight in winter', '2026-01-06T00:00:00Z', 'Closed · opens 06:00 today'],
		['midnight in summer (23:00 UTC)', '2026-07-06T23:00:00Z', 'Closed · opens 06:00 today'],
		['Friday after closing', '2026-01-09T20:00:00Z', 'Closed · opens 06:30 Saturday'],
		['Saturday after closing', '2026-01-10T15:30:00Z', 'Closed · opens 08:00 Sunday'],
		// Spring forward on Sunday 29 March 2026: 07:30 UTC is 08:30 BST, open; an hour earlier it is 07:30 BST, not yet.
		['just after the spring clock change', '2026-03-29T07:30:00Z', 'Open now · closes 14:00'],
		['the hour before opening on the spring change day', '2026-03-29T06:30:00Z', 'Closed · opens 08:00 today'],
		['the spring change day, 12:59 BST', '2026-03-29T11:59:00Z', 'Open now · closes 14:00'],
		['the spring change day, 14:00 BST', '2026-03-29T13:00:00Z', 'Closed · opens 06:00 Monday'],
		// Fall back on Sunday 25 October 2026: 07:30 UTC is 07:30 GMT, closed; the day before it was 08:30 BST on Saturday.
		['just after the autumn clock change', '2026-10-25T07:30:00Z', 'Closed · opens 08:00 today'],
		['the Saturday before the autumn change, 06:15 BST', '2026-10-24T05:15:00Z', 'Closed · opens 06:30 today'],
		['the Saturday before the autumn change, 06:45 BST', '2026-10-24T05:45:00Z', 'Open now · closes 15:00'],
		['the autumn change day, 13:59 GMT', '2026-10-25T13:59:00Z', 'Open now · closes 14:00'],
	])('%s', (_, instant, expected) => {
		expect(at(instant)).toBe(expected);
	});

	it.each([
		['on a closed holiday', '2026-12-25T10:00:00Z', 'Closed · Christmas · opens 08:00 Sunday'],
		['on shortened hours', '2026-12-24T12:59:00Z', 'Open now · closes 13:00 · Christmas Eve'],
		['after shortened hours', '2026-12-24T13:00:00Z', 'Closed · Christmas Eve · opens 08:00 Sunday'],
		['the evening before a closure', '2026-12-23T21:30:00Z', 'Closed · opens 08:00 Thursday'],
	])('honours holiday hours %s', (_, instant, expected) => {
		expect(at(instant, holidays)).toBe(expected);
	});

	it('names a date when the next opening is a week or more away', () => {
		const closed: SpecialDay[] = [{ from: '2026-08-01', to: '2026-08-09', hours: null, note: 'Refit' }];
		expect(at('2026-08-01T09:00:00Z', closed)).toBe('Closed · Refit · opens 06:00 10 August');
	});

	it('says only closed when nothing opens within two weeks', () => {
		const closed: SpecialDay[] = [{ from: '2026-08-01', to: '2026-09-30', hours: null, note: 'Moving' }];
		expect(at('2026-08-01T09:00:00Z', closed)).toBe('Closed · Moving');
	});
});

describe('formatDayRange', () => {
	const christmas = { from: '2026-12-25', to: '2026-12-26' };

	it('writes one day or a range', () => {
		expect(formatDayRange({ from: '2026-12-24', to: '2026-12-24' })).toBe('Thu 24 Dec');
		expect(formatDayRange(christmas)).toBe('Fri 25 Dec – Sat 26 Dec');
	});
});
