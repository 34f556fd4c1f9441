import { z } from 'astro/zod';
import { altText, type ImageField } from './shared';

/** A gallery album (content/gallery/<album>/index.yaml) with its photos alongside. */
export const albumSchema = (image: ImageField) =>
	z.strictObject({
		title: z.string().min(1),
		description: z.string().min(1),
		cover: image(),
		coverAlt: altText,
		listed: z.boolean().default(true).describe('Show the album on the gallery index'),
		order: z.number().int().default(100),
		photos: z.array(z.strictObject({ alt: altText, caption: z.string().min(1).optional() })),
	});
