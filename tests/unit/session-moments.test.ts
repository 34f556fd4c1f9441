import { describe, expect, it } from 'vitest';
import { nextSessions, type WeeklySession } from '@/lib/class-sessions';
import { londonClock } from '@/lib/london-time';
import { sessionMoments } from '@/lib/session-moments';
import { sessionsAt } from '@/lib/session-moments-now';

// A made-up week (not the gym's), with sessions near midnight and in the hours the clocks change.
const sessions: WeeklySession[] = [
	{ day: 'monday', start: '06:00', end: '07:00' },
	{ day: 'monday', start: '20:00', end: '21:00' },
	{ day: 'wednesday', start: '12:30', end: '13:00' },
	{ day: 'saturday', start: '23:00', end: '23:59' },
	{ day: 'sunday', start: '00:30', end: '03:00' },
	{ day: 'sunday', start: '09:00', end: '10:00' },
];
const hour = 3_600_000;

/** What the browser would say, next to what the London clock says directly. */
const both = (buildIso: string, atMs: number, count = 3) => {
	const moments = sessionMoments(sessions, Date.parse(buildIso));
	const byMoments = sessionsAt(moments, atMs, count);
	const byClock = nextSessions(
		sessions.map((session, index) => ({ ...session, index })),
		londonClock(new Date(atMs)),
		count,
	).map(({ index, daysAhead, onNow }) => ({ index, daysAhead, onNow }));
	return { byMoments, byClock };
};

describe('sessionMoments with sessionsAt', () => {
	// Every hour for a fortnight from builds on each side of both clock changes, and in ordinary weeks.
	for (const build of ['2026-01-05T00:05:00Z', '2026-03-23T00:05:00Z', '2026-10-19T00:05:00Z', '2026-10-24T23:05:00Z']) {
		it(`agrees with the London clock for two weeks after a build at ${build}`, () => {
			const start = Date.parse(build);
			for (let at = start; at < start + 14 * 24 * hour; at += hour) {
				const { byMoments, byClock } = both(build, at);
				expect(byMoments, new Date(at).toISOString()).toEqual(byClock);
			}
		});
	}

	it('marks a session on now, and counts days by London midnights', () => {
		// Sunday 29 March 2026 08:30 UTC is 09:30 BST: the 09:00 session is on.
		const moments = sessionMoments(sessions, Date.parse('2026-03-28T12:00:00Z'));
		expect(sessionsAt(moments, Date.parse('2026-03-29T08:30:00Z'), 2)).toEqual([
			{ index: 5, daysAhead: 0, onNow: true },
			{ index: 0, daysAhead: 1, onNow: false },
		]);
	});

	it('says nothing past the weeks the build covered', () => {
		const moments = sessionMoments(sessions, Date.parse('2026-01-05T00:05:00Z'), 7);
		expect(sessionsAt(moments, Date.parse('2026-02-05T00:00:00Z'))).toEqual([]);
		expect(sessionMoments([], Date.parse('2026-01-05T00:05:00Z')).slots).toEqual([]);
	});
});
