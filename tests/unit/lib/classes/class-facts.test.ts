import { describe, expect, it } from 'vitest';

import { classFacts, formatDays } from '@/lib/classes/class-facts';

import { shortDayNames } from '../../support/day-names';

const words = {
	duration: 'Length',
	level: 'Level',
	days: 'Days',
	coach: 'Coach',
	price: 'Price',
	minutes: '{minutes} mins',
	dayPass: '{price}, {plan}',
	unknown: 'Ask',
	notGiven: '-',
	anyCoach: 'The team',
	byArrangement: 'On request',
	shortDays: shortDayNames,
};
const base = { openDays: [], coaches: [], dayPass: { plan: 'drop-in', price: '£9', online: '£10' } } as const;
const terms = ['Length', 'Level', 'Days', 'Coach', 'Price'];

describe('formatDays', () => {
	it.each([
		{ days: ['friday', 'monday', 'monday', 'wednesday'] as const, text: 'Mon, Wed, Fri' },
		{ days: ['tuesday', 'thursday'] as const, text: 'Tue, Thu' },
		{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const, text: 'Mon–Fri' },
		{ days: ['monday', 'wednesday', 'thursday', 'friday', 'sunday'] as const, text: 'Mon, Wed–Fri, Sun' },
		{ days: ['saturday', 'sunday'] as const, text: 'Sat, Sun' },
		{ days: [] as const, text: '' },
	])('$text', ({ days, text }) => {
		expect(formatDays(days, shortDayNames)).toBe(text);
	});

	it('names the days in the words it is given', () => {
		const names = { ...shortDayNames, monday: 'Lun', wednesday: 'Mer', saturday: 'Sam' };
		expect(formatDays(['monday', 'tuesday', 'wednesday', 'saturday'], names)).toBe('Lun–Mer, Sam');
	});
});

describe('classFacts', () => {
	it.each([
		{
			name: 'every field from the content, the guide before the timetable',
			input: {
				...base,
				access: 'timetable' as const,
				session: { length: '30 minutes' },
				level: 'All levels',
				sessions: [
					{ day: 'thursday', start: '07:00', end: '07:30' },
					{ day: 'tuesday', start: '07:00', end: '07:30' },
				] as const,
				coaches: ['Ann Lee', 'Bo Day'],
			},
			values: ['30 minutes', 'All levels', 'Tue, Thu', 'Ann Lee, Bo Day', '£9, drop-in'],
		},
		{
			name: 'no session card: the length from the timetable, the fallbacks for the rest',
			input: {
				...base,
				access: 'timetable' as const,
				sessions: [
					{ day: 'monday', start: '18:00', end: '19:00' },
					{ day: 'sunday', start: '11:00', end: '13:00' },
					{ day: 'tuesday', start: '18:00', end: '19:00' },
				] as const,
			},
			values: ['60–120 mins', 'Ask', 'Mon, Tue, Sun', 'The team', '£9, drop-in'],
		},
		{
			name: 'one session length',
			input: { ...base, access: 'timetable' as const, sessions: [{ day: 'friday', start: '06:00', end: '07:00' }] as const },
			values: ['60 mins', 'Ask', 'Fri', 'The team', '£9, drop-in'],
		},
		{
			name: 'walk-in: the opening days and the day pass',
			input: {
				...base,
				access: 'walk-in' as const,
				session: { length: 'Any time' },
				sessions: [],
				openDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const,
			},
			values: ['Any time', 'Ask', 'Mon–Sun', 'The team', '£9, drop-in'],
		},
		{
			name: 'by arrangement: asked once, then a dash; the day pass',
			input: { ...base, access: 'arrangement' as const, sessions: [], coaches: ['Cy Oh'] },
			values: ['Ask', '-', 'On request', 'Cy Oh', '£9, drop-in'],
		},
		{
			name: 'by arrangement, the guide saying when it runs',
			input: { ...base, access: 'arrangement' as const, sessions: [], runs: 'Sundays at noon', session: { length: '2 hours' } },
			values: ['2 hours', 'Ask', 'Sundays at noon', 'The team', '£9, drop-in'],
		},
		{
			name: 'the price bought online, where the words give it',
			input: { ...base, access: 'timetable' as const, sessions: [{ day: 'friday', start: '06:00', end: '07:00' }] as const },
			dayPassWords: '{price} or {online} online',
			values: ['60 mins', 'Ask', 'Fri', 'The team', '£9 or £10 online'],
		},
	])('$name', ({ input, values, dayPassWords }) => {
		// The fallback links to where to ask.
		expect(classFacts({ ...input, ask: 'mailto:desk@example.com' }, { ...words, dayPass: dayPassWords ?? words.dayPass })).toEqual(
			terms.map((term, i) =>
				values[i] === words.unknown ? { term, value: words.unknown, href: 'mailto:desk@example.com' } : { term, value: values[i] },
			),
		);
	});
});
