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
			slots: [undefined, 'now', 'next', undefined],
		});
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
