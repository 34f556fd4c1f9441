import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { affiliateSchema } from '@/lib/schemas/affiliates';
import { planSchema } from '@/lib/schemas/plans';
import { teamSchema } from '@/lib/schemas/team';
import { timetableDaySchema } from '@/lib/schemas/timetable';

import { imageStub } from '../../../support/image-stub';
import { describeIssues } from '../../support/content-errors';

// Each schema's own messages are tested beside it (tests/unit/lib/schemas/); here a failure of each kind goes through
// Astro's error text and back, as `npm run content:check` and the build report it to staff.

/** The lines a build would report for `data` in `file`; empty when the data is valid. */
const problems = (schema: z.ZodType, file: string, data: unknown): string[] => {
	const result = schema.safeParse(data);
	return result.success ? [] : describeIssues(file, result.error);
};

const weekdayList = 'monday, tuesday, wednesday, thursday, friday, saturday, sunday';

const member = {
	name: 'Anna Example',
	position: 'Head Coach',
	role: 'co-owner',
	photo: './anna-example.jpg',
	photoAlt: 'Anna coaching a squat',
	instagram: 'https://www.instagram.com/anna',
	order: 1,
	standIn: true,
};
const plan = {
	title: 'OPEN MAT',
	description: 'Train on your own schedule.',
	price: 69,
	priceFrom: true,
	period: 'month',
	features: ['Access during all opening hours'],
	signUp: 'join',
	order: 1,
};
const monday = {
	day: 'monday',
	slots: [
		{ start: '06:00', end: '07:00', class: 'ARCX' },
		{ start: '09:30', end: '10:30', class: 'Sturdy & Supple' },
	],
};
const affiliate = { name: 'HYDRA', logo: './hydra.png', alt: 'HYDRA logo', href: 'https://hydra.com', slot: 4 };

const team = teamSchema(imageStub);
const affiliates = affiliateSchema(imageStub);

describe('describeContentError on the schemas the build uses', () => {
	it.each([
		[
			'a missing required field',
			team,
			'content/team/anna-example.md',
			{ ...member, position: undefined },
			['content/team/anna-example.md: position: Invalid input: expected string, received undefined'],
		],
		[
			"a time '25:00'",
			timetableDaySchema,
			'content/timetable/monday.yaml',
			{ ...monday, slots: [{ start: '06:00', end: '25:00', class: 'ARCX' }] },
			['content/timetable/monday.yaml: slots.0.end: Use 24-hour time as HH:MM, e.g. 06:30'],
		],
		[
			'an end before its start',
			timetableDaySchema,
			'content/timetable/monday.yaml',
			{ ...monday, slots: [monday.slots[0], { start: '10:30', end: '09:30', class: 'Medley' }] },
			['content/timetable/monday.yaml: slots.1.end: The end time must be after the start time'],
		],
		[
			'an unknown weekday',
			timetableDaySchema,
			'content/timetable/munday.yaml',
			{ ...monday, day: 'munday' },
			[`content/timetable/munday.yaml: day: Use a weekday in lower case: ${weekdayList}`],
		],
		[
			'a price given as text',
			planSchema,
			'content/plans/open-mat.yaml',
			{ ...plan, price: '£69' },
			['content/plans/open-mat.yaml: price: Give the price as a number without a currency sign, e.g. 45'],
		],
		[
			'an unknown currency',
			planSchema,
			'content/plans/open-mat.yaml',
			{ ...plan, currency: 'JPY' },
			['content/plans/open-mat.yaml: currency: Invalid option: expected one of "GBP"|"USD"|"EUR"'],
		],
		[
			'a seventh affiliate (slot 7)',
			affiliates,
			'content/affiliates/seventh.yaml',
			{ ...affiliate, slot: 7 },
			['content/affiliates/seventh.yaml: slot: The affiliate row has 6 places: use a slot from 1 to 6'],
		],
		[
			'a misspelt key',
			team,
			'content/team/anna-example.md',
			{ ...member, instagarm: member.instagram, instagram: undefined },
			['content/team/anna-example.md: instagarm: Unknown field: check its spelling, or remove it'],
		],
	])('%s names the file, the field and what is expected', (_, schema, file, data, expected) => {
		expect(problems(schema, file, data)).toEqual(expected);
	});
});
