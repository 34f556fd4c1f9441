import { z } from 'astro/zod';
import { altText, type ImageField } from './shared';

/** A monthly post (/blog/<folder name>). */
export const postSchema = (image: ImageField) =>
	z.strictObject({
		heading: z.string().min(1),
		description: z.string().min(1),
		published: z.coerce.date({ error: 'Give the publication date as YYYY-MM-DD' }),
		authors: z.array(z.string().min(1)).min(1),
		image: image(),
		imageAlt: altText,
	});
