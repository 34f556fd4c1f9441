import { z } from 'astro/zod';

import { words } from '../shared.ts';
import { template } from '../words.ts';
import { cta, link, page } from './blocks.ts';

/** The words of /timetable (content/pages/timetable.yaml). */
export const timetablePageSchema = z.strictObject({
	...page,
	note: z.strictObject({ body: words, link }).optional().describe('A line above the timetable; leave out for none'),
	classesLink: link
		.optional()
		.describe('A link to the list of classes under the heading, e.g. Every class explained, /classes; leave out for none'),
	filter: z
		.strictObject({
			label: words.describe('e.g. Show'),
			all: words.describe('e.g. All classes'),
			none: words.describe('On a day without the chosen kind of class, e.g. Not on this day'),
		})
		.describe('The filter by kind of class above the timetable'),
	today: words.describe("Beside today's name, e.g. Today"),
	now: words.describe('Badge on the class running now, e.g. On now'),
	next: words.describe('Badge on the next class today, e.g. Next'),
	finished: words.describe('Read out on a class already over today, which is greyed and struck through, e.g. Finished'),
	calendar: words.describe('Opens the ways to take the week into a calendar app, under the week, e.g. The timetable in your calendar'),
	noPage: words.describe('Beside a class with no class page, so every entry says where to ask, e.g. Ask at the front desk'),
	printed: template('date').describe(
		"On the printed timetable, under the gym's name and address; the day the site was last published goes in {date}, e.g. Timetable valid from {date}",
	),
	cta: cta.extend({
		label: words.describe('Words of the join button, e.g. JOIN NOW'),
		dayPass: words
			.optional()
			.describe(
				'Words of a day-pass button before the join button; {plan}, {price} and {online} take the day pass plan, e.g. {plan} {online}; leave out for none',
			),
	}),
});
