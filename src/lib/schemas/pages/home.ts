import { z } from 'astro/zod';

import { folderOf } from '../../content/content-layout.ts';
import { groupSections } from '../../lists/sections.ts';
import { type ImageField, words } from '../shared.ts';
import { template } from '../words.ts';
import { anchor, cta, link, page, section } from './blocks.ts';

/** An offer on the home page: a section that may quote a plan's price and ask for an e-mail enquiry. */
const offer = <I extends z.ZodType>(image: ImageField<I>) =>
	section(image).extend({
		layout: z
			.enum(['split', 'wide', 'card', 'panel', 'quote'])
			.default('split')
			.describe(
				'split: picture beside the words; wide: a picture strip across the page; card: side by side with the next cards; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
			),
		plan: z
			.string()
			.regex(/^[a-z0-9-]+$/, `Use the file name of a plan in ${folderOf('plans')}, without .yaml, e.g. student-monthly`)
			.optional()
			.describe('A plan whose price the section quotes, e.g. student-monthly'),
		enquiry: words.optional().describe('Words of a button that e-mails the gym about this offer, e.g. E-mail us'),
	});

/** The words of the home page (content/pages/home.yaml). */
export const homePageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z
		.strictObject({
			...page,
			dayPass: words.describe('Words of the second button in the hero, to the day pass sign-up, e.g. Try a day pass'),
			nextClass: words.describe("The hero's live line before the next class on the timetable, e.g. Next class"),
			proof: z
				.strictObject({
					heading: words.describe('Over the band of figures under the hero, e.g. Proof, not promises'),
					founded: template('year').optional().describe('The year the gym was founded goes in {year}; leave out to skip this figure'),
					classes: template('count')
						.optional()
						.describe("The number of classes on the week's timetable goes in {count}; leave out to skip this figure"),
					classesSource: words.optional().describe('Under the class count, the words of its link to the timetable, e.g. The timetable'),
					days: template('count')
						.optional()
						.describe('The number of days a week the gym opens goes in {count}; leave out to skip this figure'),
					facts: z
						.array(
							z.strictObject({
								figure: words.describe('The figure, large, e.g. 80 or £2,400'),
								label: words.describe('What it counts, e.g. members, double the year before'),
								source: link.optional().describe('Where the figure was reported, e.g. a monthly post'),
							}),
						)
						.max(3)
						.default([])
						.describe("Figures from the posts (members, events, money raised, results), after the gym's own"),
				})
				.describe('The band of figures under the hero: any of the year founded, classes a week and days open, then figures from the posts'),
			today: z
				.strictObject({
					heading: words.describe('e.g. Your first visit'),
					steps: z
						.array(
							z.strictObject({
								heading: words.describe('e.g. Get a day pass'),
								body: words.describe('{price} and {online} become the day pass prices at the desk and online'),
							}),
						)
						.min(1)
						.max(4)
						.describe('What a first visit takes, in order, beside the next classes'),
					next: words.describe('Over the next classes on the timetable, e.g. Next classes'),
					link: words.describe('Words of the link to /timetable'),
					today: words,
					tomorrow: words,
					onNow: words.describe('Over a class that has started and is not over, e.g. On now'),
					after: anchor
						.optional()
						.describe('The id of the section this one follows, e.g. classes; leave out to put it straight under the figures'),
					count: z.number().int().min(1).max(6).default(3).describe('How many of the next classes to show'),
				})
				.describe('"Your first visit": its steps and the next classes on the timetable'),
			priceFrom: template('price', 'period').describe('How an offer quotes its plan, e.g. From {price} a {period}'),
			sections: z.array(offer(image)).min(1),
			stories: z
				.strictObject({
					heading: words.describe(`Over the member stories (${folderOf('stories')}), shown once there is one`),
					after: anchor
						.optional()
						.describe('The id of the section the stories follow, e.g. classes; leave out to put them after the last section'),
				})
				.optional()
				.describe("Members' own words, once staff add the first; leave out for none"),
			cta: cta.optional().describe('The join band under the sections; leave out for none'),
			video: z.strictObject({ pause: words, play: words }).describe('Names of the button that pauses and plays the hero video'),
			affiliates: z
				.strictObject({ heading: words, comingSoon: words.describe('Words on an empty tile, e.g. Coming soon') })
				.describe('The row of affiliate logos'),
		})
		.superRefine((home, ctx) => {
			// "Your first visit" and the member stories each follow a section drawn on its own, not one of a row of cards.
			const anchors = groupSections(home.sections).flatMap((group) => (Array.isArray(group) ? [] : [group.id]));
			for (const field of ['today', 'stories'] as const) {
				const after = home[field]?.after;
				if (after !== undefined && !anchors.includes(after))
					ctx.addIssue({
						code: 'custom',
						path: [field, 'after'],
						message: `"${after}" is not a section shown on its own; use one of ${anchors.join(', ')}`,
					});
			}
		});
