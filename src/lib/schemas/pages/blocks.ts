import { z } from 'astro/zod';

import { altText, type ImageField, paragraphs, titleText, withRole, words } from '../shared.ts';

/** A link staff write: its words and a site path, a full https:// address, a mailto: or an anchor. */
export const link = z.strictObject({
	label: words,
	href: z.string().regex(/^(\/|https:\/\/|mailto:|#)/, 'Use a site path like /membership, or a full https:// address'),
});

/** The id of a section, as it appears after # in an address. */
export const anchor = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case words joined by hyphens');

/** A section of words, with a picture and links, drawn in one of a few layouts. */
export const section = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		id: anchor.describe('The address of the section, e.g. /privacy#cookies'),
		heading: words,
		body: paragraphs,
		image: withRole(image(), { slot: 'feature' }).optional(),
		imageAlt: altText.optional(),
		links: z.array(link).default([]),
		layout: z
			.enum(['split', 'panel', 'quote'])
			.default('split')
			.describe(
				'split: picture beside the words; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
			),
	});

/** A page's sections, at least one. */
export const sections = <I extends z.ZodType>(image: ImageField<I>) => z.array(section(image)).min(1);

/** A band that asks the visitor to act: a heading, a sentence and a button. */
export const cta = z.strictObject({ heading: words, body: words, label: words.describe('Words of the button') });

/** Every page has these: the browser tab, the search result and the page's own heading. */
export const page = {
	title: withRole(titleText, { pageTitle: true }).describe('Browser tab and search result title'),
	description: withRole(words, { pageDescription: true }).describe('Search result text; cut to 155 characters'),
	heading: words.describe('The main heading on the page'),
	intro: words.optional(),
};

/** A picture behind a page's heading, or none. */
export const header = <I extends z.ZodType>(image: ImageField<I>) =>
	z
		.strictObject({ image: image(), alt: altText })
		.optional()
		.describe('A picture behind the page heading, full width; leave out for a plain heading band');
