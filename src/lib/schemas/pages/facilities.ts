import { z } from 'astro/zod';

import { type ImageField, paragraphs, words } from '../shared.ts';
import { cta, header, link, page, section } from './blocks.ts';

/** The words of /facilities (content/pages/facilities.yaml). */
export const facilitiesPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		...page,
		header: header(image),
		highlights: z.array(z.strictObject({ value: words, label: words })).min(1),
		sections: z
			.array(
				section(image).extend({
					layout: z
						.enum(['split', 'card', 'panel', 'quote'])
						.default('split')
						.describe(
							'split: picture beside the words; card: side by side with the cards next to it; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
						),
				}),
			)
			.min(1),
		tour: z
			.strictObject({
				heading: words.describe('e.g. A look around'),
				album: words.describe('The album the photos come from: its folder under content/gallery, e.g. open-day'),
				photos: z
					.array(z.number().int().min(1))
					.min(1)
					.max(6)
					.describe("Which of the album's photos, by their place in it (1 is the first), shown with their captions"),
				link: link.describe('To the whole album, e.g. See every photo, /gallery/open-day'),
			})
			.optional()
			.describe('A few photos of the facilities under the sections; leave out for none'),
		cta: cta.optional().describe('The day-pass band under the sections; leave out for none'),
		visitHeading: words.describe('Heading over the map and visiting notes, e.g. Visiting the gym'),
		map: z
			.strictObject({
				show: words.describe('Button that loads the live map, e.g. Show interactive map'),
				directions: words.describe('Link to directions, e.g. Get directions'),
				title: words.describe('Name of the live map for screen readers; {gym} is the gym name'),
			})
			.describe('The map of the gym'),
		info: z.array(z.strictObject({ heading: words, body: paragraphs })).default([]),
	});
