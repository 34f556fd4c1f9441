import { describe, expect, it } from 'vitest';

import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { fromSpecialRows, markCard, toSpecialRows } from '@/lib/schedule/browser/mark-week';

// Made-up hours and slots (not the gym's). 2026-12-21 is a Monday, in Greenwich Mean Time.
const words = { closed: 'Closed', hours: 'Open {open}–{close}' };
const special: SpecialDay[] = [
	{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Short day' },
	{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Closure' },
];
const slots = [
	{ start: '06:00', end: '07:00' },
	{ start: '09:00', end: '10:00' },
	{ start: '12:30', end: '13:30' },
	{ start: '18:00', end: '19:00' },
];
const at = (iso: string) => londonClock(new Date(iso));

describe('markCard', () => {
	it('marks on now and next on today, nothing on another usual day', () => {
		const now = at('2026-12-21T06:30:00Z');
		expect(markCard('monday', slots, now, special, words)).toEqual({ today: true, note: '', slots: ['now', 'next', undefined, undefined] });
		expect(markCard('tuesday', slots, now, special, words)).toEqual({
			today: false,
			note: '',
			slots: [undefined, undefined, undefined, undefined],
		});
	});

	it('reads the date of the card in the week of now: a short day later in the week, its late classes cancelled', () => {
		expect(markCard('thursday', slots, at('2026-12-21T12:00:00Z'), special, words)).toEqual({
			today: false,
			note: 'Short day · Open 08:00–13:00',
			slots: ['cancelled', undefined, 'cancelled', 'cancelled'],
		});
	});

	it('never makes a cancelled class on now or next', () => {
		expect(markCard('thursday', slots, at('2026-12-24T05:00:00Z'), special, words).slots).toEqual([
			'cancelled',
			'next',
			'cancelled',
			'cancelled',
		]);
	});

	it('cancels every class of a closed day', () => {
		expect(markCard('friday', slots, at('2026-12-25T09:30:00Z'), special, words)).toEqual({
			today: true,
			note: 'Closed · Closure',
			slots: ['cancelled', 'cancelled', 'cancelled', 'cancelled'],
		});
	});

	it('leaves the same weekday of another week alone', () => {
		expect(markCard('thursday', slots, at('2026-12-31T09:30:00Z'), special, words)).toEqual({
			today: true,
			note: '',
			slots: ['done', 'now', 'next', undefined],
		});
	});
});

// The moments a visitor's finished classes turn over: read on London's clock, whatever the device's zone.
describe('markCard: the classes already over today', () => {
	it.each([
		['before the first class', '2026-12-21T05:30:00Z', 'monday', ['next', undefined, undefined, undefined]],
		['during one, those before it over', '2026-12-21T12:45:00Z', 'monday', ['done', 'done', 'now', 'next']],
		['after the last class, all of them', '2026-12-21T22:00:00Z', 'monday', ['done', 'done', 'done', 'done']],
		// Just after midnight the new day starts clean; yesterday's card is no longer today and carries nothing.
		['just after midnight, on the new day', '2026-12-22T00:01:00Z', 'tuesday', ['next', undefined, undefined, undefined]],
		['just after midnight, on the day before', '2026-12-22T00:01:00Z', 'monday', [undefined, undefined, undefined, undefined]],
		// 2026-03-29 is a Sunday when the clocks go forward: 08:30 UTC is 09:30 in London (BST), so the 09:00 class is
		// on, and the 06:00 one over; read in UTC it would still be next.
		['across the spring clock change', '2026-03-29T08:30:00Z', 'sunday', ['done', 'now', 'next', undefined]],
		// 2026-10-25 is a Sunday when the clocks go back: 09:30 UTC is 09:30 in London (GMT) again, the 09:00 class on.
		['across the autumn clock change', '2026-10-25T09:30:00Z', 'sunday', ['done', 'now', 'next', undefined]],
		['on the evening before the spring change', '2026-03-28T23:30:00Z', 'saturday', ['done', 'done', 'done', 'done']],
	] as const)('%s', (_, iso, weekday, expected) => {
		expect(markCard(weekday, slots, at(iso), [], words).slots).toEqual(expected);
	});

	it('never marks a class over on a day a closure cancels', () => {
		expect(markCard('friday', slots, at('2026-12-25T22:00:00Z'), special, words).slots).toEqual([
			'cancelled',
			'cancelled',
			'cancelled',
			'cancelled',
		]);
	});

	it("marks a short day's classes that ran as over, and its cancelled ones as cancelled", () => {
		expect(markCard('thursday', slots, at('2026-12-24T12:00:00Z'), special, words).slots).toEqual([
			'cancelled',
			'done',
			'cancelled',
			'cancelled',
		]);
	});
});

describe('special rows', () => {
	it('writes closed days with empty hours', () => {
		expect(toSpecialRows(special)).toEqual([
			['2026-12-24', '2026-12-24', '08:00', '13:00', 'Short day'],
			['2026-12-25', '2026-12-26', '', '', 'Closure'],
		]);
	});

	it('reads back what it wrote', () => {
		expect(fromSpecialRows(toSpecialRows(special))).toEqual(special);
	});
});
