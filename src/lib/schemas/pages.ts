import { z } from 'astro/zod';
import { altText, type ImageField } from './shared';
import { shopPageSchema } from './shop-page';

const link = z.strictObject({
	label: z.string().min(1),
	href: z.string().regex(/^(\/|https:\/\/|mailto:|#)/, 'Use a site path like /membership, or a full https:// address'),
});

const paragraphs = z.array(z.string().min(1)).min(1).describe('One entry per paragraph');

/** The words of one page (content/pages/<page>.yaml); each page uses the blocks it needs. */
export const pageSchema = (image: ImageField) =>
	z.strictObject({
		title: z.string().min(1).describe('Browser tab and search result title'),
		description: z.string().min(1).describe('Search result text; cut to 155 characters'),
		heading: z.string().min(1).describe('The main heading on the page'),
		intro: z.string().min(1).optional(),
		sections: z
			.array(
				z.strictObject({
					id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case words joined by hyphens'),
					heading: z.string().min(1),
					body: paragraphs,
					image: image().optional(),
					imageAlt: altText.optional(),
					links: z.array(link).default([]),
				}),
			)
			.default([]),
		highlights: z.array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) })).default([]),
		info: z.array(z.strictObject({ heading: z.string().min(1), body: paragraphs })).default([]),
		cta: z.strictObject({ heading: z.string().min(1), body: z.string().min(1), label: z.string().min(1) }).optional(),
		note: z.strictObject({ body: z.string().min(1), link }).optional(),
		team: z
			.strictObject({
				heading: z.string().min(1),
				body: z.string().min(1),
				toggleLabel: z.string().min(1).describe('Button that shows the team cards'),
				coOwnersHeading: z.string().min(1),
				staffHeading: z.string().min(1),
				joinLabel: z.string().min(1),
			})
			.optional(),
		discounts: z.strictObject({ heading: z.string().min(1), body: z.string().min(1), linkLabel: z.string().min(1) }).optional(),
		shop: shopPageSchema(image).optional().describe('Shop hub and category pages only'),
		feed: z
			.strictObject({
				title: z.string().min(1).describe('Name of the RSS feed in feed readers'),
				linkLabel: z.string().min(1).describe('Words of the visible link to the feed'),
			})
			.optional()
			.describe('Blog page only: the RSS feed of the monthly posts (/rss.xml)'),
	});
