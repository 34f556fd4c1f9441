import { z } from 'astro/zod';

import { altText, httpsUrl, type ImageField, order, withRole, words } from './shared.ts';

export const teamSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		name: withRole(words, { listedAs: 'name' }),
		position: words.describe('Job title shown under the name'),
		role: z.enum(['co-owner', 'staff']).describe('Which heading the card appears under'),
		photo: withRole(image(), { slot: 'teamCard' }),
		photoAlt: altText.describe('What the photo shows, for screen readers'),
		instagram: httpsUrl.optional().describe('Instagram profile address'),
		order: order(),
		standIn: z.boolean().default(false).describe('True while the entry is made up; the build warns'),
	});
