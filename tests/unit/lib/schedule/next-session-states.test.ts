import { describe, expect, it } from 'vitest';

import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';
import { shownAt } from '@/lib/schedule/browser/live-list-lookup';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';
import type { WeeklySession } from '@/lib/schedule/class-sessions';
import { classNextData, classNextStates } from '@/lib/schedule/next-session-states';

// A made-up class, in the order its page lists the sessions: Sunday 09:00 and Thursday 19:00.
const sessions: WeeklySession[] = [
	{ day: 'thursday', start: '19:00', end: '20:00' },
	{ day: 'sunday', start: '09:00', end: '10:00' },
];
// A made-up gym's listed days: a Sunday closure and a short Thursday, in December 2026.
const special: SpecialDay[] = [
	{ from: '2026-12-13', to: '2026-12-13', hours: null, note: 'Staff training' },
	{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
	{ from: '2026-12-25', to: '2027-01-03', hours: null, note: 'Christmas' },
];
const states = classNextStates(sessions, special, '2026-12-01');
/** The next session at a UTC instant, read in London as the page's script reads it. */
const nextAt = (iso: string) => {
	const now = londonClock(new Date(iso));
	return shownAt(states, now.date, weekdays.indexOf(now.weekday), now.minutes);
};

/** The next session as the states hold it: on now (1) or not (0), its row, and when. */
const next = (onNow: 0 | 1, row: number, when: number | string) => ({ onNow: onNow === 1, row, when });

describe('classNextStates', () => {
	it('gives the session on now, or the next by its row, with days ahead', () => {
		// Thursday 10 December 2026.
		expect(nextAt('2026-12-10T12:00:00Z')).toEqual(next(0, 0, 0));
		expect(nextAt('2026-12-10T19:30:00Z')).toEqual(next(1, 0, 0));
	});

	it('never offers a session on a closed day: past the closed Sunday to the Thursday after', () => {
		expect(nextAt('2026-12-10T20:30:00Z')).toEqual(next(0, 0, 7));
		expect(nextAt('2026-12-13T00:05:00Z')).toEqual(next(0, 0, 4));
	});

	it('skips a session a short day cancels, and names the date past a long closure', () => {
		// From the evening of Sunday 20 December: Christmas Eve's 19:00 is past closing, then closed until 3 January.
		expect(nextAt('2026-12-20T12:00:00Z')).toEqual(next(0, 0, '7 January'));
	});

	it('is the usual week again after the last listed day, for as long as the content lists none', () => {
		expect(Object.keys(states.dates).every((date) => date <= '2027-01-03')).toBe(true);
		expect(nextAt('2027-08-01T07:30:00Z')).toEqual(next(0, 1, 0));
		expect(nextAt('2027-08-01T08:30:00Z')).toEqual(next(1, 1, 0));
	});

	it('reads London time on both sides of a clock change', () => {
		// Sunday 28 March 2027: 08:30 UTC is 09:30 BST, during the 09:00 session.
		expect(nextAt('2027-03-28T08:30:00Z')).toEqual(next(1, 1, 0));
		// Sunday 31 October 2027: 09:30 UTC is 09:30 GMT.
		expect(nextAt('2027-10-31T09:30:00Z')).toEqual(next(1, 1, 0));
	});

	it('has no next session for a class without sessions', () => {
		expect(shownAt(classNextStates([], special, '2026-12-01'), '2026-12-10', 3, 0)).toBeNull();
	});
});

describe('classNextData', () => {
	// Made-up words for the page's script.
	const words = { nextSession: 'Up next', onNow: 'Happening', today: 'This day', tomorrow: 'Next day' };
	// The same class's sessions as the timetable might give them: Sunday's first, not in the list's order.
	const data = classNextData(
		[sessions[1], sessions[0]].filter((s) => s !== undefined),
		special,
		'2026-12-01',
		words,
	);

	it("names each session by its row in the page's list, Monday first, whatever order the sessions came in", () => {
		// Thursday 10 December 2026, 12:00: Thursday's session is row 0, as the list puts Thursday before Sunday.
		expect(shownAt(data.upcoming, '2026-12-10', 3, 12 * 60)).toEqual(next(0, 0, 0));
		expect(data.upcoming).toEqual(states);
	});

	it("carries the script's words", () => {
		expect(data.words).toEqual({ next: 'Up next', onNow: 'Happening', today: 'This day', tomorrow: 'Next day' });
	});
});
