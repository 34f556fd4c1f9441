import { z } from 'astro/zod';

import { type ImageField, words } from '../shared.ts';
import { cta, header, page } from './blocks.ts';

/** The words of /membership (content/pages/membership.yaml). */
export const membershipPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		...page,
		header: header(image),
		popularLabel: words.describe('The badge on the plan marked popular, e.g. Most Popular'),
		discounts: z.strictObject({ heading: words, body: words, linkLabel: words }),
		faq: z
			.strictObject({
				heading: words,
				items: z
					.array(z.strictObject({ question: words, answer: words }))
					.min(1)
					.max(6)
					.describe('Answer only with what the plans and this page already say: prices stay on the plan cards'),
			})
			.describe('Questions at the end of /membership'),
		cta: cta.optional().describe('The join band at the foot of the page; leave out for none'),
	});
