import { describe, expect, it } from 'vitest';

import {
	agreesWithTimetable,
	describeRuns,
	findClassFrequencies,
	findStatedFrequencies,
	findTimetablePointer,
	type TimetableRuns,
} from '@/lib/schedule/stated-frequency';

describe('findStatedFrequencies', () => {
	it.each([
		['Sessions run twice per week.', [{ phrase: 'twice per week', unit: 'times', count: 2 }]],
		['It runs twice a week.', [{ phrase: 'twice a week', unit: 'times', count: 2 }]],
		['Once a week, on Fridays.', [{ phrase: 'Once a week', unit: 'times', count: 1 }]],
		['Sessions run 4 days a week.', [{ phrase: '4 days a week', unit: 'days', count: 4 }]],
		['Open seven days a week.', [{ phrase: 'seven days a week', unit: 'days', count: 7 }]],
		['3 times a week, 60 minutes.', [{ phrase: '3 times a week', unit: 'times', count: 3 }]],
		['three sessions each week', [{ phrase: 'three sessions each week', unit: 'times', count: 3 }]],
		['It runs every weekday.', [{ phrase: 'every weekday', unit: 'weekdays', count: 5 }]],
		['Monday to Friday at 6am', [{ phrase: 'Monday to Friday', unit: 'weekdays', count: 5 }]],
		['We train every day.', [{ phrase: 'every day', unit: 'days', count: 7 }]],
		['Twice a month we run a social.', []],
		['A 60-minute class for all levels.', []],
		[
			'Twice a week in winter, 3 days a week in summer.',
			[
				{ phrase: 'Twice a week', unit: 'times', count: 2 },
				{ phrase: '3 days a week', unit: 'days', count: 3 },
			],
		],
	])('%s', (text, expected) => {
		expect(findStatedFrequencies(text)).toEqual(expected);
	});
});

describe('findClassFrequencies', () => {
	it.each([
		// A sentence about the class: it names it, or says it runs, or speaks of sessions or classes.
		['Kettle Club runs twice a week.', 1],
		['A lunchtime session, twice per week.', 1],
		['Kettle Club, 3 times a week.', 1],
		// About the gym, not the class.
		['With the doors open seven days a week, training fits around you.', 0],
		['Consistency beats everything. The doors are open seven days a week. Kettle Club is short.', 0],
	])('%s', (text, count) => {
		expect(findClassFrequencies(text, 'Kettle Club')).toHaveLength(count);
	});
});

describe('agreesWithTimetable and describeRuns', () => {
	const runs = (days: TimetableRuns['days'], sessions = days.length): TimetableRuns => ({ days, sessions });
	const weekdaysOnly = runs(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
	it.each([
		['twice a week', runs(['tuesday', 'thursday']), true],
		['twice a week', weekdaysOnly, false],
		// Two sessions on one day is also "twice a week".
		['twice a week', runs(['saturday'], 2), true],
		['4 days a week', runs(['monday', 'tuesday', 'wednesday', 'thursday']), true],
		['4 days a week', runs(['monday', 'tuesday'], 4), false],
		['every weekday', weekdaysOnly, true],
		['every weekday', runs(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']), true],
		['every weekday', runs(['monday', 'wednesday', 'friday']), false],
		['every weekday', runs([]), false],
	])('"%s" against %j: %s', (text, timetable, agrees) => {
		const [stated] = findStatedFrequencies(text);
		expect(stated && agreesWithTimetable(stated, timetable)).toBe(agrees);
	});

	it.each([
		[runs([]), 'is not on the timetable'],
		[runs(['thursday']), 'runs on 1 day (Thursday)'],
		[runs(['thursday', 'tuesday']), 'runs on 2 days (Tuesday, Thursday)'],
		[weekdaysOnly, 'runs on 5 days (Monday to Friday)'],
		[runs(['saturday', 'monday', 'sunday'], 4), 'runs on 3 days (Monday, Saturday, Sunday), 4 sessions'],
	])('%j → %s', (timetable, words) => {
		expect(describeRuns(timetable)).toBe(words);
	});
});

describe('findTimetablePointer', () => {
	it.each([
		['Check the timetable for the next session.', 'Check the timetable'],
		['Pick a weekday session on the timetable and come along.', 'Pick a weekday session on the timetable'],
		['Come on a Saturday, or see the timetable for the rest of the week.', 'see the timetable'],
		['The timetable lists every class.', undefined],
		['Book by e-mail. The timetable is for classes.', undefined],
	])('%s', (text, phrase) => {
		expect(findTimetablePointer(text)).toBe(phrase);
	});
});
