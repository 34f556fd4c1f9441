import { describe, expect, it } from 'vitest';

import { classAccess, classActions, guideRuns, sessionsHeading } from '@/lib/classes/class-access';

const words = {
	tryClass: 'Try it',
	seeTimes: 'Times',
	tryDayPass: 'Day pass',
	seeHours: 'Hours',
	tryOnDayPass: 'Come on a pass',
	ask: 'Write to book',
};
const links = { dayPass: 'https://example.test/pass', mailto: 'mailto:desk@example.test', when: '#when' };

describe('classAccess', () => {
	it.each([
		{ name: 'sessions on the timetable', input: { sessions: 3, type: 'engine' as const }, access: 'timetable' },
		{ name: 'an open gym with sessions is still booked by them', input: { sessions: 1, type: 'open' as const }, access: 'timetable' },
		{ name: 'open gym, no sessions', input: { sessions: 0, type: 'open' as const }, access: 'walk-in' },
		{ name: 'a class of another kind with no sessions', input: { sessions: 0, type: 'lifting' as const }, access: 'arrangement' },
		{ name: 'no kind, no sessions', input: { sessions: 0 }, access: 'arrangement' },
	])('$name: $access', ({ input, access }) => {
		expect(classAccess(input)).toBe(access);
	});
});

describe('classActions', () => {
	it.each([
		{
			access: 'timetable' as const,
			actions: {
				primary: { label: 'Try it', href: links.dayPass, external: true },
				secondary: { label: 'Times', href: '#when', external: false },
			},
		},
		{
			access: 'walk-in' as const,
			actions: {
				primary: { label: 'Day pass', href: links.dayPass, external: true },
				secondary: { label: 'Hours', href: '#when', external: false },
			},
		},
		{
			access: 'arrangement' as const,
			actions: {
				primary: { label: 'Come on a pass', href: links.dayPass, external: true },
				secondary: { label: 'Write to book', href: links.mailto, external: false },
			},
		},
	])('$access', ({ access, actions }) => {
		expect(classActions(access, links, words)).toEqual(actions);
	});
});

describe('guideRuns', () => {
	it.each([
		{ name: 'its own line first', data: { runs: 'Sundays', session: { schedule: 'Weekly' } }, runs: 'Sundays' },
		{ name: 'else its What to Expect card', data: { session: { schedule: 'Weekly' } }, runs: 'Weekly' },
		{ name: 'else nothing', data: { session: {} }, runs: undefined },
		{ name: 'no card', data: {}, runs: undefined },
	])('$name', ({ data, runs }) => {
		expect(guideRuns(data)).toBe(runs);
	});
});

describe('sessionsHeading', () => {
	const headings = { sessions: 'When {class} runs', walkIn: 'Walk in', byArrangement: 'By arrangement' };
	it.each([
		{ name: 'on the timetable', access: 'timetable' as const, runs: undefined, heading: 'When Row Club runs' },
		{ name: 'on the timetable, its own line aside', access: 'timetable' as const, runs: 'Sundays', heading: 'When Row Club runs' },
		{ name: 'open gym', access: 'walk-in' as const, runs: undefined, heading: 'Walk in' },
		{ name: 'by arrangement', access: 'arrangement' as const, runs: undefined, heading: 'By arrangement' },
		{
			name: 'off the timetable with a line on when it runs',
			access: 'arrangement' as const,
			runs: 'Sundays',
			heading: 'When Row Club runs',
		},
	])('$name: $heading', ({ access, runs, heading }) => {
		expect(sessionsHeading(access, 'Row Club', runs, headings)).toBe(heading);
	});
});
