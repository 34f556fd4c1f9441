import { describe, expect, it } from 'vitest';

import { classFeedOf, classFeedSlugs, weekOfClass } from '@/lib/classes/class-week';
import type { GridDay } from '@/lib/schedule/timetable';

import { slot } from '../../support/grid-slot';

// A made-up week (not the gym's), padded with blanks as the grid is.
const week: GridDay[] = [
	{ day: 'monday', slots: [slot('06:00', '07:00', 'Hydra', 'hydra'), slot('12:00', '13:00', 'Open Gym'), null] },
	{ day: 'tuesday', slots: [slot('07:00', '08:00', 'Row Club', 'row-club'), slot('18:00', '19:00', 'Hydra', 'hydra'), null] },
	{ day: 'wednesday', slots: [null, null, null] },
];

describe('weekOfClass', () => {
	it.each([
		['hydra', [1, 1, 0]],
		['row-club', [0, 1, 0]],
		['absent', [0, 0, 0]],
	])('keeps every day and only the slots of %s', (slug, counts) => {
		const days = weekOfClass(week, slug);
		expect(days.map((day) => day.day)).toEqual(['monday', 'tuesday', 'wednesday']);
		expect(days.map((day) => day.slots.length)).toEqual(counts);
		expect(days.flatMap((day) => day.slots).every((s) => s?.slug === slug)).toBe(true);
	});
});

describe('classFeedSlugs', () => {
	it.each<[string, GridDay[], string[]]>([
		['a week with classes', week, ['hydra', 'row-club']],
		['a week of blank slots', [{ day: 'monday', slots: [null] }], []],
		['classes without a page only', [{ day: 'monday', slots: [slot('12:00', '13:00', 'Open Gym')] }], []],
	])('names each class with a page once, in order: %s', (_, days, slugs) => {
		expect(classFeedSlugs(days)).toEqual(slugs);
	});
});

describe('classFeedOf', () => {
	it.each([
		['a class on the timetable', 'hydra', '/classes/hydra.ics'],
		['a class off the timetable', 'absent', undefined],
		['a class on the timetable without a page', 'open-gym', undefined],
	])('%s', (_, slug, path) => {
		expect(classFeedOf(week, slug)).toBe(path);
	});
});
