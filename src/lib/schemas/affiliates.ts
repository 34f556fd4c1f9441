import { z } from 'astro/zod';

import { altText, httpsUrl, type ImageField, withRole, words } from './shared.ts';

/** The row has six places; `slot` pins each partner to one, so a seventh cannot fit. */
export const maxAffiliates = 6;

export const affiliateSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		name: withRole(words, { listedAs: 'name' }),
		logo: image(),
		alt: altText,
		href: httpsUrl,
		slot: z
			.number()
			.int()
			.min(1)
			.max(maxAffiliates, `The affiliate row has ${maxAffiliates} places: use a slot from 1 to ${maxAffiliates}`),
	});
