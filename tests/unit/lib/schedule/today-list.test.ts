import { describe, expect, it } from 'vitest';

import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';
import { shownAt } from '@/lib/schedule/browser/live-list-lookup';
import { weekdayOf } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import type { GridDay } from '@/lib/schedule/timetable';
import { todayItems, todayStates, type TodayWords } from '@/lib/schedule/today-list';

import { dayNames } from '../../support/day-names';
import { slot } from '../../support/grid-slot';
import { week as weekly } from '../../support/gym-hours';

// A made-up week (not the gym's), padded with blanks as the grid is.
const week: GridDay[] = [
	{ day: 'monday', slots: [slot('06:00', '07:00', 'Hydra', 'hydra'), slot('18:00', '19:00', 'Lifting', 'lifting')] },
	{ day: 'tuesday', slots: [slot('07:00', '07:30', 'Row Club'), null] },
	{ day: 'wednesday', slots: [null, null] },
	{ day: 'thursday', slots: [slot('12:30', '13:00', 'Lunch Club', 'lunch'), slot('12:30', '13:30', 'Long Lunch', 'long')] },
	{ day: 'friday', slots: [null, null] },
	{ day: 'saturday', slots: [null, null] },
	{ day: 'sunday', slots: [slot('09:00', '10:00', 'Hydra', 'hydra'), null] },
];
const sessions = weeklySessions(week);
const words: TodayWords = {
	today: 'Today',
	days: dayNames,
	tomorrow: 'Tomorrow',
	onNow: 'On now',
	closed: 'Closed',
	opens: 'opens {time} {day}',
	hours: 'Open {open}–{close}',
	cancelled: 'Cancelled',
	noMore: 'Nothing more today',
	nextDay: 'Next: {day}',
};
// A made-up gym's listed days, not the content's.
const special: SpecialDay[] = [
	{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
	{ from: '2026-12-25', to: '2026-12-28', hours: null, note: 'Christmas' },
];
const hours = { weekly, special };
const states = todayStates(sessions, hours, '2026-12-01', 2, words);
/** What the list shows at a London date and minute, as "when time name". */
const shown = (date: string, minutes: number) =>
	(shownAt(states, date, weekdays.indexOf(weekdayOf(date)), minutes) ?? []).map(({ when, time, name }) => `${when} ${time} ${name}`);
const at = (h: number, m = 0) => h * 60 + m;

describe('todayStates on usual days', () => {
	it('covers every minute of every day, each state until the next change', () => {
		expect(states.week).toHaveLength(7);
		for (const day of [...states.week, ...Object.values(states.dates)]) {
			expect(day.at(-1)?.[0]).toBe(1440);
			const untils = day.map(([until]) => until);
			expect([...untils].sort((a, b) => a - b)).toEqual(untils);
		}
	});

	it('shows the next classes, the one on now first, then tomorrow and later days by name', () => {
		// 2026-12-07 is a Monday, clear of the listed days.
		expect(shown('2026-12-07', 0)).toEqual(['Today 06:00–07:00 Hydra', 'Today 18:00–19:00 Lifting']);
		expect(shown('2026-12-07', at(6, 30))).toEqual(['On now 06:00–07:00 Hydra', 'Today 18:00–19:00 Lifting']);
		expect(shown('2026-12-07', at(7))).toEqual(['Today 18:00–19:00 Lifting', 'Tomorrow 07:00–07:30 Row Club']);
		// The class on now says so in its data too, for the home hero's line; the others do not.
		const onNow = (minutes: number) => (shownAt(states, '2026-12-07', 0, minutes) ?? []).map((item) => item.onNow ?? false);
		expect(onNow(at(6, 30))).toEqual([true, false]);
		expect(onNow(at(5, 59))).toEqual([false, false]);
	});

	it("once today's classes are over says so first, then the next day's", () => {
		expect(shown('2026-12-08', at(8))).toEqual(['Today Next: Thursday Nothing more today', 'Thursday 12:30–13:00 Lunch Club']);
		expect(shown('2026-12-13', at(23))).toEqual(['Today Next: Tomorrow Nothing more today', 'Tomorrow 06:00–07:00 Hydra']);
		expect(shownAt(states, '2026-12-13', 6, at(23))?.[0]).toMatchObject({ href: '/timetable', kind: 'over' });
		// Not while a class is on or to come today, nor just after midnight before the day's first class.
		expect(shown('2026-12-07', at(18, 59))).toEqual(['On now 18:00–19:00 Lifting', 'Tomorrow 07:00–07:30 Row Club']);
		expect(shown('2026-12-07', at(0, 5))).toEqual(['Today 06:00–07:00 Hydra', 'Today 18:00–19:00 Lifting']);
		// A day with no classes at all says it from midnight.
		expect(shown('2026-12-09', at(0, 5))).toEqual(['Today Next: Tomorrow Nothing more today', 'Tomorrow 12:30–13:00 Lunch Club']);
		const three = todayStates(sessions, hours, '2026-12-01', 3, words);
		expect((shownAt(three, '2026-12-13', 6, at(23)) ?? []).map(({ when, name }) => `${when} ${name}`)).toEqual([
			'Today Nothing more today',
			'Tomorrow Hydra',
			'Tomorrow Lifting',
		]);
	});

	it('links each class to its page, and one without a page to the timetable', () => {
		const [first] = shownAt(states, '2026-12-08', 1, 0) ?? [];
		expect(first).toEqual({ when: 'Today', time: '07:00–07:30', start: '07:00', name: 'Row Club', href: '/timetable' });
		expect(shownAt(states, '2026-12-07', 0, 0)?.[0]?.href).toBe('/classes/hydra');
	});

	it('merges changes that change nothing shown, and keeps only the dates that differ from the usual week', () => {
		expect(states.week.slice(4, 6).map((day) => day.length)).toEqual([1, 1]);
		expect(Object.keys(states.dates).every((date) => date >= '2026-12-19' && date <= '2026-12-28')).toBe(true);
		expect(todayStates(sessions, { weekly, special: [] }, '2026-12-01', 2, words).dates).toEqual({});
	});

	it('shows nothing on a week without classes', () => {
		const empty = todayStates([], hours, '2026-12-01', 3, words);
		expect(empty.week.every((day) => day.length === 1 && day[0]?.[1].length === 0)).toBe(true);
	});
});

describe('todayStates on listed days', () => {
	it('on a closed day says so, why and when the gym opens, then the next classes on the days it is open', () => {
		// Christmas Day, a Friday; closed through Monday the 28th.
		expect(shown('2026-12-25', at(10, 30))).toEqual(['Today Closed · opens 06:00 Tuesday Christmas', 'Tuesday 07:00–07:30 Row Club']);
		expect(shownAt(states, '2026-12-25', 4, at(10, 30))?.[0]?.kind).toBe('closed');
		// Just after midnight, and on the last closed day, which is a Monday with classes.
		expect(shown('2026-12-25', 5)).toEqual(shown('2026-12-25', at(10, 30)));
		expect(shown('2026-12-28', at(5, 59))).toEqual(['Today Closed · opens 06:00 Tuesday Christmas', 'Tomorrow 07:00–07:30 Row Club']);
	});

	it('skips a closure when it lists the days ahead: no class on a closed day', () => {
		expect(shown('2026-12-23', at(20))).toEqual(['Today Next: Tomorrow Nothing more today', 'Tomorrow 12:30–13:00 Lunch Club']);
		expect(shownAt(todayStates(sessions, hours, '2026-12-01', 3, words), '2026-12-23', 2, at(20))?.[2]?.when).toBe('Tuesday');
		expect(shown('2026-12-27', at(23, 30))).toEqual(['Today Closed · opens 06:00 Tuesday Christmas', 'Tuesday 07:00–07:30 Row Club']);
	});

	it('on a short day gives its hours, runs what fits and marks the class past closing as cancelled', () => {
		expect(shown('2026-12-24', at(10))).toEqual(['Today Open 08:00–13:00 Christmas Eve', 'Today 12:30–13:00 Lunch Club']);
		const three = todayStates(sessions, hours, '2026-12-01', 3, words);
		const list = shownAt(three, '2026-12-24', 3, at(12, 45)) ?? [];
		expect(list.map(({ when, time, name, kind }) => `${when} ${time} ${name} ${kind ?? ''}`.trim())).toEqual([
			'Today Open 08:00–13:00 Christmas Eve short',
			'On now 12:30–13:00 Lunch Club',
			'Cancelled 12:30–13:30 Long Lunch cancelled',
		]);
	});

	it('gives a usual class its start, and a note or a cancelled class none', () => {
		const three = todayStates(sessions, hours, '2026-12-01', 3, words);
		const list = shownAt(three, '2026-12-24', 3, at(12, 15)) ?? [];
		expect(list.map(({ kind, start }) => [kind, start])).toEqual([
			['short', undefined],
			[undefined, '12:30'],
			['cancelled', undefined],
		]);
	});

	it('goes back to the usual week after the last listed day, without a rebuild', () => {
		expect(states.dates['2026-12-29']).toBeUndefined();
		expect(shown('2027-06-01', at(7))).toEqual(['On now 07:00–07:30 Row Club', 'Thursday 12:30–13:00 Lunch Club']);
	});
});

describe('todayItems', () => {
	it('names a date for classes more than a week ahead, past a long closure', () => {
		const long: SpecialDay[] = [{ from: '2027-01-05', to: '2027-01-17', hours: null, note: 'Refit' }];
		const items = todayItems(sessions, { weekly, special: long }, { date: '2027-01-05', minutes: 0 }, 2, words);
		expect(items.map(({ when, time, name }) => `${when} ${time} ${name}`)).toEqual([
			'Today Closed · opens 06:00 18 January Refit',
			'18 January 06:00–07:00 Hydra',
		]);
	});
});
