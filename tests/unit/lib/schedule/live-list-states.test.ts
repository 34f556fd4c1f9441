import { describe, expect, it } from 'vitest';

import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';
import { shownAt } from '@/lib/schedule/browser/live-list-lookup';
import { weekdayOf } from '@/lib/schedule/browser/london-time';
import { dayStates, type LiveList, sessionChanges } from '@/lib/schedule/live-list-states';

// A fixture week: one session on Mondays, 09:00 to 10:00; the list shows "on" during it and "off" otherwise, and
// "shut" all day on a listed closure.
const sessions = [{ day: 'monday' as const, start: '09:00', end: '10:00' }];
const monday = 0;
const list: LiveList<string> = {
	shownAt: (date, minutes, special) =>
		special.some((day) => day.from <= date && date <= day.to && !day.hours)
			? 'shut'
			: weekdayOf(date) === 'monday' && minutes >= 540 && minutes < 600
				? 'on'
				: 'off',
	changesOn: sessionChanges(sessions),
};
const closure = (from: string, to = from): SpecialDay => ({ from, to, hours: null, note: 'Fixture closure' });

describe('sessionChanges', () => {
	it("lists the start and end minute of each of that weekday's sessions", () => {
		expect(sessionChanges(sessions)('2026-12-07')).toEqual([540, 600]);
		expect(sessionChanges(sessions)('2026-12-08')).toEqual([]);
	});
});

describe('dayStates', () => {
	it('works out the usual week from Monday, each state with the minute it lasts until', () => {
		const { week, dates } = dayStates(list, [], '2026-12-06');
		expect(week).toHaveLength(7);
		expect(week[0]).toEqual([
			[540, 'off'],
			[600, 'on'],
			[1440, 'off'],
		]);
		// A day with no change is one state, all day.
		expect(week[1]).toEqual([[1440, 'off']]);
		expect(dates).toEqual({});
	});

	it('adds only the listed dates whose states differ from their usual weekday', () => {
		// 2026-12-07 is a Monday, 2026-12-08 a Tuesday: closing the Tuesday changes nothing shown here but its word.
		const { week, dates } = dayStates(list, [closure('2026-12-07', '2026-12-08')], '2026-12-06');
		expect(dates).toEqual({ '2026-12-07': [[1440, 'shut']], '2026-12-08': [[1440, 'shut']] });
		expect(shownAt({ week, dates }, '2026-12-07', monday, 545)).toBe('shut');
		expect(shownAt({ week, dates }, '2026-12-14', monday, 545)).toBe('on');
	});

	it('leaves out listed days that are already over', () => {
		expect(dayStates(list, [closure('2026-12-01')], '2026-12-06').dates).toEqual({});
	});
});
