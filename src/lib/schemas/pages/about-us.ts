import { z } from 'astro/zod';

import { type ImageField, words } from '../shared.ts';
import { template } from '../words.ts';
import { cta, header, page, sections } from './blocks.ts';

/** The words of /about-us (content/pages/about-us.yaml). */
export const aboutUsPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		...page,
		header: header(image),
		sections: sections(image),
		team: z.strictObject({
			heading: words,
			body: words,
			toggleLabel: words.describe('Button that shows the team cards'),
			toggleCount: template('count').describe(
				'Under that button: how many people it shows, and optionally who leads them, e.g. {count} people, led by {owners}',
			),
			toggleShow: words.describe('Beside the arrow while the team is folded away, e.g. Show the team'),
			toggleHide: words.describe('Beside the arrow once the team is shown, e.g. Hide the team'),
			coOwnersHeading: words,
			staffHeading: words,
			joinLabel: words,
			bioLabel: template('name').describe("The button that opens a member's bio on a phone, e.g. About {name}"),
		}),
		cta: cta.optional().describe('The day-pass band at the foot of the page; leave out for none'),
	});
