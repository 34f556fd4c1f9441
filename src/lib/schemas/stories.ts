import { z } from 'astro/zod';

import { altText, type ImageField, order, type SiteImage, withRole, words } from './shared.ts';

/**
 * A member's story or quote (content/stories/<name>.yaml), in their own words. Only real members, with their
 * agreement; the home page shows nothing here until the first one is added.
 */
export const storySchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		name: withRole(words, { listedAs: 'name' }).describe('The member, as they agreed to be named, e.g. Sam T.'),
		quote: words.max(400).describe('Their words, as they said them; at most 400 characters'),
		detail: words.describe('What they train for or since when, e.g. Member since 2021, marathon runner'),
		photo: image().optional().describe('Their photo, with their agreement'),
		photoAlt: altText.optional(),
		order: order(),
	});

export type Story = z.infer<ReturnType<typeof storySchema<SiteImage>>>;
