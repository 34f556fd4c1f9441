import { describe, expect, it } from 'vitest';

import {
	calendarDay,
	cancelledSessions,
	comingSpecialDays,
	hoursOn,
	notOverBy,
	runsOn,
	type SessionTimes,
	specialDates,
	type SpecialDay,
	specialOn,
} from '@/lib/schedule/browser/gym-calendar';

import { week, weekdayHours as weekday } from '../../../support/gym-hours';

// A made-up gym's listed days, not the content's: editors change theirs freely.
const closed = (from: string, to: string, note: string): SpecialDay => ({ from, to, hours: null, note });
const short = (date: string, open: string, close: string, note: string): SpecialDay => ({
	from: date,
	to: date,
	hours: { open, close },
	note,
});
const special = [
	short('2026-12-24', '08:00', '13:00', 'Christmas Eve'),
	closed('2026-12-25', '2026-12-26', 'Christmas'),
	closed('2026-12-31', '2027-01-02', 'New Year'),
	closed('2027-01-30', '2027-02-02', 'Refit'),
	closed('2028-02-29', '2028-02-29', 'Leap day'),
	short('2027-03-28', '09:00', '12:00', 'Clocks forward'),
	short('2026-10-25', '09:00', '12:00', 'Clocks back'),
];
const session = (day: SessionTimes['day'], start: string, end: string, name: string) => ({ day, start, end, name });
const sessions = [
	session('thursday', '06:00', '07:00', 'Early Hydra'),
	session('thursday', '12:30', '13:00', 'Lunch Club'),
	session('thursday', '12:30', '13:30', 'Long Lunch'),
	session('thursday', '18:00', '19:00', 'Evening Lifting'),
	session('friday', '18:30', '19:30', 'ARCX'),
	session('saturday', '09:00', '10:00', 'Saturday Hydra'),
	session('sunday', '09:00', '10:00', 'Sunday Hydra'),
	session('sunday', '11:00', '13:00', 'Sunday Lifting'),
	session('tuesday', '12:30', '13:00', 'Tuesday Lunch'),
];
const names = (list: readonly { name: string }[]) => list.map((s) => s.name);

describe('hoursOn and specialOn', () => {
	it('uses the weekday hours unless a listed day holds the date', () => {
		expect(hoursOn('2026-12-23', week, special)).toEqual({ hours: weekday });
		expect(hoursOn('2026-12-24', week, special)).toEqual({ hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' });
		expect(hoursOn('2026-12-26', week, special)).toEqual({ hours: null, note: 'Christmas' });
		expect(specialOn('2026-12-27', special)).toBeUndefined();
	});

	it.each([
		['the last day of a month in a range', '2027-01-31', 'Refit'],
		['the first day of the next month in that range', '2027-02-01', 'Refit'],
		['New Year’s Eve, the start of a range across the new year', '2026-12-31', 'New Year'],
		['New Year’s Day in that range', '2027-01-01', 'New Year'],
		['its end, a day into the new year', '2027-01-02', 'New Year'],
		['29 February in a leap year', '2028-02-29', 'Leap day'],
	])('finds a closure on %s', (_, date, note) => {
		expect(hoursOn(date, week, special)).toEqual({ hours: null, note });
	});

	it('counts 28 February and 1 March around a leap day as usual days', () => {
		expect(specialOn('2028-02-28', special)).toBeUndefined();
		expect(specialOn('2028-03-01', special)).toBeUndefined();
		expect(hoursOn('2028-03-01', week, special)).toEqual({ hours: weekday });
	});
});

describe('runsOn and calendarDay', () => {
	it('runs every class on a usual day', () => {
		const day = calendarDay('2026-12-17', week, special, sessions);
		expect(day.weekday).toBe('thursday');
		expect(day.note).toBeUndefined();
		expect(names(day.running)).toEqual(['Early Hydra', 'Lunch Club', 'Long Lunch', 'Evening Lifting']);
		expect(day.cancelled).toEqual([]);
	});

	it('on a short day runs only what fits the hours: a class that straddles closing time is cancelled', () => {
		const day = calendarDay('2026-12-24', week, special, sessions);
		expect(day).toMatchObject({ hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' });
		expect(names(day.running)).toEqual(['Lunch Club']);
		// Before opening, straddling closing (12:30–13:30), and after closing.
		expect(names(day.cancelled)).toEqual(['Early Hydra', 'Long Lunch', 'Evening Lifting']);
		expect(runsOn({ start: '12:30', end: '13:00' }, '2026-12-24', special)).toBe(true);
		expect(runsOn({ start: '12:59', end: '13:01' }, '2026-12-24', special)).toBe(false);
	});

	it('runs nothing on a closed day, across a month end and the new year', () => {
		for (const date of ['2026-12-25', '2026-12-31', '2027-01-01', '2027-01-31', '2027-02-01']) {
			const day = calendarDay(date, week, special, sessions);
			expect(day.hours, date).toBeNull();
			expect(day.running, date).toEqual([]);
		}
		expect(names(calendarDay('2026-12-25', week, special, sessions).cancelled)).toEqual(['ARCX']);
	});

	it.each([
		['the clocks go forward (a 23-hour day)', '2027-03-28'],
		['the clocks go back (a 25-hour day)', '2026-10-25'],
	])('keeps wall-clock times on the day %s', (_, date) => {
		const day = calendarDay(date, week, special, sessions);
		expect(day.weekday).toBe('sunday');
		expect(day.hours).toEqual({ open: '09:00', close: '12:00' });
		expect(names(day.running)).toEqual(['Sunday Hydra']);
		expect(names(day.cancelled)).toEqual(['Sunday Lifting']);
	});
});

describe('specialDates and cancelledSessions', () => {
	it('lists every listed date from a day on, ranges spelt out across months and years', () => {
		expect(specialDates(special, '2026-12-26')).toEqual([
			'2026-12-26',
			'2026-12-31',
			'2027-01-01',
			'2027-01-02',
			'2027-01-30',
			'2027-01-31',
			'2027-02-01',
			'2027-02-02',
			'2027-03-28',
			'2028-02-29',
		]);
	});

	it('gives each cancelled session with its date, for the feeds', () => {
		const off = cancelledSessions(sessions, special, '2026-12-20').map(({ date, session: s }) => `${date} ${s.name}`);
		expect(off.slice(0, 6)).toEqual([
			'2026-12-24 Early Hydra',
			'2026-12-24 Long Lunch',
			'2026-12-24 Evening Lifting',
			'2026-12-25 ARCX',
			'2026-12-26 Saturday Hydra',
			'2026-12-31 Early Hydra',
		]);
		expect(off).toContain('2027-02-02 Tuesday Lunch');
		expect(off).toContain('2027-03-28 Sunday Lifting');
		expect(off).not.toContain('2027-03-28 Sunday Hydra');
		expect(off.some((line) => line.startsWith('2026-10-25'))).toBe(false);
	});
});

describe('comingSpecialDays', () => {
	it.each([
		['2026-12-10', ['Christmas Eve']],
		['2026-12-11', ['Christmas Eve', 'Christmas']],
		['2026-12-26', ['Christmas', 'New Year']],
		['2026-12-27', ['New Year']],
		['2027-01-03', []],
	])('on %s lists the days not over and starting within 14 days', (today, shown) => {
		expect(comingSpecialDays(special, today).map((day) => day.note)).toEqual(shown);
	});
});

describe('notOverBy', () => {
	it('keeps every listed day that ends on or after today, however far ahead, in their order', () => {
		expect(notOverBy(special, '2026-12-26').map((day) => day.note)).toEqual([
			'Christmas',
			'New Year',
			'Refit',
			'Leap day',
			'Clocks forward',
		]);
		expect(notOverBy(special, '2028-03-01')).toEqual([]);
	});
});
