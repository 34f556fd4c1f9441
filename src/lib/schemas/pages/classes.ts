import { z } from 'astro/zod';

import { words } from '../shared.ts';
import { template } from '../words.ts';
import { link, page } from './blocks.ts';

/** The words of /classes (content/pages/classes.yaml). */
export const classesPageSchema = z.strictObject({
	...page,
	filter: z
		.strictObject({ label: words.describe('e.g. Show'), all: words.describe('e.g. All classes') })
		.describe('The filter by kind of class over the list'),
	days: words.describe('Label of the days a class runs, e.g. Days'),
	next: words.describe('Label of when it runs next, e.g. Next session'),
	walkIn: words.describe('Instead of days and a next session for open gym, e.g. Any time we are open'),
	byArrangement: words.describe('Instead of days and a next session for a class off the timetable, e.g. By arrangement'),
	more: words.describe('Link to each class page, e.g. About the class'),
	invite: z
		.strictObject({ heading: words, body: words, link: link.describe('Its button, e.g. to /timetable') })
		.optional()
		.describe('A last card after the classes, filling the last row; leave out for none'),
	cta: z
		.strictObject({
			heading: words,
			body: template('price', 'online').describe(
				'The day pass price at the desk goes in {price}, bought online in {online}, e.g. Come in on a day pass, {price} at the desk or {online} online',
			),
			label: words.describe('Words of the button to the day pass sign-up (new tab), e.g. Try a day pass'),
			join: words.describe('Words of the button beside it, to the join sign-up (new tab), e.g. Join now'),
		})
		.describe('The band at the foot of the list: the day pass first, joining second'),
});
