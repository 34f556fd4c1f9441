import { describe, expect, it } from 'vitest';

import type { Weekday } from '@/lib/schedule/browser/weekdays';
import { nextSessionWords, sessionsByDay, weekdayWords, weeklySessions } from '@/lib/schedule/class-sessions';
import type { GridDay } from '@/lib/schedule/timetable';

import { shortDayNames } from '../../support/day-names';
import { slot } from '../../support/grid-slot';

// A made-up week (not the gym's), padded with blanks as the grid is.
const week: GridDay[] = [
	{ day: 'sunday', slots: [slot('09:00', '10:00', 'Hydra', 'hydra'), slot('11:00', '13:00', 'Lifting', 'lifting'), null] },
	{ day: 'monday', slots: [slot('18:00', '19:00', 'Lifting', 'lifting'), slot('06:00', '07:00', 'Hydra', 'hydra'), null] },
	{ day: 'tuesday', slots: [slot('07:00', '07:30', 'Row Club S&C', 'run'), slot('12:30', '13:00', 'Desk Break'), null] },
	{ day: 'wednesday', slots: [null, null, null] },
	{ day: 'thursday', slots: [slot('07:00', '07:30', 'Row Club', 'run'), null, null] },
	{ day: 'friday', slots: [null, null, null] },
	{ day: 'saturday', slots: [slot('23:00', '23:59', 'Late Hydra', 'hydra'), null, null] },
];
const brief = (sessions: { day: Weekday; start: string; className: string; date?: string; onNow?: boolean }[]) =>
	sessions.map((s) => `${s.date ?? s.day} ${s.start} ${s.className}${s.onNow ? ' (on now)' : ''}`);

describe('weeklySessions', () => {
	it('lists the filled slots Monday first, by start time', () => {
		expect(brief(weeklySessions(week))).toEqual([
			'monday 06:00 Hydra',
			'monday 18:00 Lifting',
			'tuesday 07:00 Row Club S&C',
			'tuesday 12:30 Desk Break',
			'thursday 07:00 Row Club',
			'saturday 23:00 Late Hydra',
			'sunday 09:00 Hydra',
			'sunday 11:00 Lifting',
		]);
	});

	it('keeps one class by its page, under every name that links to it', () => {
		expect(brief(weeklySessions(week, 'run'))).toEqual(['tuesday 07:00 Row Club S&C', 'thursday 07:00 Row Club']);
		expect(weeklySessions(week, 'nothing')).toEqual([]);
	});
});

describe('sessionsByDay', () => {
	it('groups by weekday and leaves out days with none', () => {
		const groups = sessionsByDay(weeklySessions(week, 'hydra'));
		expect(groups.map((g) => [g.day, g.sessions.map((s) => s.start)])).toEqual([
			['monday', ['06:00']],
			['saturday', ['23:00']],
			['sunday', ['09:00']],
		]);
	});
});

describe('nextSessionWords', () => {
	it("takes today and tomorrow from the classes' words and the short day names for the days beyond", () => {
		const words = { classes: { today: 'the fixture today', tomorrow: 'the fixture tomorrow', onNow: 'unused' }, shortDays: shortDayNames };
		expect(nextSessionWords(words)).toEqual({ today: 'the fixture today', tomorrow: 'the fixture tomorrow', days: shortDayNames });
	});
});

describe('weekdayWords', () => {
	it('names today and tomorrow by their weekday, across the week end', () => {
		expect(weekdayWords('2026-01-05', shortDayNames)).toEqual({ today: 'Mon', tomorrow: 'Tue', days: shortDayNames });
		expect(weekdayWords('2026-01-11', shortDayNames)).toEqual({ today: 'Sun', tomorrow: 'Mon', days: shortDayNames });
	});
});
