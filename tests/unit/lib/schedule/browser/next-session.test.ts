import { describe, expect, it } from 'vitest';

import { londonClock } from '@/lib/schedule/browser/london-time';
import { nextSessions, nextSessionText } from '@/lib/schedule/browser/next-session';
import type { Weekday } from '@/lib/schedule/browser/weekdays';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import type { GridDay } from '@/lib/schedule/timetable';

import { shortDayNames } from '../../../support/day-names';
import { slot } from '../../../support/grid-slot';

// A made-up week (not the gym's); 2026-06-01 is a Monday, in British Summer Time.
const session = (day: Weekday, start: string, end: string, name: string) => ({ day, start, end, name });
const sessions = [
	session('monday', '06:00', '07:00', 'Hydra'),
	session('monday', '18:00', '19:00', 'Lift'),
	session('wednesday', '12:30', '13:00', 'Desk Break'),
];
const words = { today: 'Today', tomorrow: 'Tomorrow', days: shortDayNames };
const at = (iso: string) => londonClock(new Date(iso));

describe('nextSessionText', () => {
	it.each([
		{ name: 'later today', now: '2026-06-01T04:00:00Z', text: 'Today 06:00', class: 'Hydra' },
		{ name: 'on now counts as today', now: '2026-06-01T05:30:00Z', text: 'Today 06:00', class: 'Hydra' },
		{ name: 'after the last of the day: the next day with one', now: '2026-06-01T19:00:00Z', text: 'Wed 12:30', class: 'Desk Break' },
		{ name: 'tomorrow', now: '2026-06-02T20:00:00Z', text: 'Tomorrow 12:30', class: 'Desk Break' },
		{ name: 'round the week', now: '2026-06-03T13:00:00Z', text: 'Mon 06:00', class: 'Hydra' },
	])('$name: $text', ({ now, text, class: name }) => {
		const found = nextSessionText(sessions, at(now), [], words);
		expect(found.text).toBe(text);
		expect(found.session?.name).toBe(name);
	});

	it('skips a day a closure cancels', () => {
		const closed = [{ from: '2026-06-03', to: '2026-06-03', hours: null, note: 'Closed' }];
		expect(nextSessionText(sessions, at('2026-06-02T20:00:00Z'), closed, words).text).toBe('Mon 06:00');
	});

	it('is empty for a class with no sessions', () => {
		expect(nextSessionText([], at('2026-06-01T04:00:00Z'), [], words)).toEqual({ text: '', session: undefined });
	});
});

// A made-up timetable week (not the gym's), padded with blanks as the grid is.
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

describe('nextSessions', () => {
	const hydra = weeklySessions(week, 'hydra');

	it('gives the next session later today', () => {
		// Monday 5 January 2026, 05:30 GMT.
		expect(brief(nextSessions(hydra, at('2026-01-05T05:30:00Z')))).toEqual(['2026-01-05 06:00 Hydra']);
	});

	it('gives a session that has started and not ended, marked on now', () => {
		expect(brief(nextSessions(hydra, at('2026-01-05T06:59:00Z')))).toEqual(['2026-01-05 06:00 Hydra (on now)']);
		// At its end time it is over.
		expect(brief(nextSessions(hydra, at('2026-01-05T07:00:00Z')))).toEqual(['2026-01-10 23:00 Late Hydra']);
	});

	it('crosses midnight and the end of the week', () => {
		// Sunday 11 January 2026 at 23:30: nothing more on Sunday, so Monday's early class.
		expect(brief(nextSessions(hydra, at('2026-01-11T23:30:00Z'), 2))).toEqual(['2026-01-12 06:00 Hydra', '2026-01-17 23:00 Late Hydra']);
		// Saturday a minute before midnight: the late class is still on.
		expect(brief(nextSessions(hydra, at('2026-01-10T23:58:00Z')))).toEqual(['2026-01-10 23:00 Late Hydra (on now)']);
	});

	it('comes back to today a week on when today’s only session is over', () => {
		const once = weeklySessions(week, 'lifting').filter((s) => s.day === 'monday');
		expect(brief(nextSessions(once, at('2026-01-05T20:00:00Z'), 2))).toEqual(['2026-01-12 18:00 Lifting', '2026-01-19 18:00 Lifting']);
	});

	it('reads London time on the spring clock change (GMT → BST)', () => {
		// Sunday 29 March 2026, 08:30 UTC is 09:30 BST: the 09:00 class is on, not about to start.
		const now = at('2026-03-29T08:30:00Z');
		expect(brief(nextSessions(weeklySessions(week), now, 2))).toEqual(['2026-03-29 09:00 Hydra (on now)', '2026-03-29 11:00 Lifting']);
	});

	it('reads London time on the autumn clock change (BST → GMT)', () => {
		// Sunday 25 October 2026, 09:30 UTC is 09:30 GMT (the clocks went back at 02:00 BST).
		expect(brief(nextSessions(weeklySessions(week), at('2026-10-25T09:30:00Z')))).toEqual(['2026-10-25 09:00 Hydra (on now)']);
		// Saturday 24 October 22:30 UTC is 23:30 BST.
		expect(brief(nextSessions(hydra, at('2026-10-24T22:30:00Z')))).toEqual(['2026-10-24 23:00 Late Hydra (on now)']);
	});

	it('counts days ahead, for words like today and tomorrow', () => {
		const [today, tomorrow] = nextSessions(weeklySessions(week), at('2026-01-05T19:30:00Z'), 2);
		expect([today?.daysAhead, tomorrow?.daysAhead]).toEqual([1, 1]);
		expect(nextSessions(hydra, at('2026-01-05T05:00:00Z'))[0]?.daysAhead).toBe(0);
	});

	it('gives as many as asked, past one week, and nothing for a class off the timetable', () => {
		expect(nextSessions(hydra, at('2026-01-05T05:00:00Z'), 7)).toHaveLength(7);
		expect(nextSessions([], at('2026-01-05T05:00:00Z'), 3)).toEqual([]);
		expect(nextSessions(hydra, at('2026-01-05T05:00:00Z'), 0)).toEqual([]);
	});
});

describe('nextSessions from the timetable', () => {
	it('gives the next sessions of every class, or of one', () => {
		const now = at('2026-01-06T07:10:00Z');
		expect(brief(nextSessions(weeklySessions(week), now, 2))).toEqual([
			'2026-01-06 07:00 Row Club S&C (on now)',
			'2026-01-06 12:30 Desk Break',
		]);
		expect(brief(nextSessions(weeklySessions(week, 'hydra'), now))).toEqual(['2026-01-10 23:00 Late Hydra']);
		expect(nextSessions(weeklySessions(week, 'hydra'), now)[0]?.href).toBe('/classes/hydra');
	});

	it('skips the sessions that listed days cancel: a closure, and a short day past closing', () => {
		const now = at('2026-01-06T07:10:00Z');
		const closedTuesday = [{ from: '2026-01-06', to: '2026-01-06', hours: null, note: 'Staff training' }];
		expect(brief(nextSessions(weeklySessions(week), now, 1, closedTuesday))[0]).not.toMatch(/^2026-01-06/);
		const shortTuesday = [{ from: '2026-01-06', to: '2026-01-06', hours: { open: '07:00', close: '12:00' }, note: 'Short' }];
		expect(brief(nextSessions(weeklySessions(week), now, 2, shortTuesday))).toEqual([
			'2026-01-06 07:00 Row Club S&C (on now)',
			expect.not.stringMatching(/^2026-01-06 12:30/),
		]);
	});
});
