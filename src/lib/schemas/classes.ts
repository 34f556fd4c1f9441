import { z } from 'astro/zod';
import { altText, type ImageField } from './shared';

/** A class guide (/classes/<file name>); the blog lists it under Class Descriptions. */
export const classGuideSchema = (image: ImageField) =>
	z.strictObject({
		heading: z.string().min(1).describe('Title banner of the class page'),
		classTitle: z.string().min(1).describe('Short class name for cards'),
		description: z.string().min(1).describe('One or two sentences for cards and search results'),
		image: image(),
		imageAlt: altText,
		hidden: z.boolean().default(false).describe('Hide from the blog lists and structured data'),
		unfinished: z.boolean().default(false).describe('Still has [placeholders]: noindex and out of the sitemap'),
		hasPage: z.boolean().default(true).describe('False for entries that only appear as cards'),
		order: z.number().int().default(100),
	});
