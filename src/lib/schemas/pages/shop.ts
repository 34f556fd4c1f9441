import { z } from 'astro/zod';

import { productCategories } from '../products.ts';
import { altText, type ImageField, withRole, words } from '../shared.ts';
import { cta, header, page } from './blocks.ts';

/** Shown on a shop page when none of its products are listed. */
const shopEmptyStateSchema = z.strictObject({
	status: words.describe(
		"The category's state while it lists nothing, in a few words, e.g. 'Coming soon': shown on its card in the shop and on this page",
	),
	heading: words.describe("Shown when the category has no products, e.g. 'Coming Soon'"),
	body: words.optional().describe('A sentence under the heading'),
	contactLabel: words.optional().describe('Label of the e-mail button; leave out for no button'),
	contactSubject: words.optional().describe('Subject line the e-mail starts with'),
});
export type ShopEmptyState = z.infer<typeof shopEmptyStateSchema>;

const categoryCard = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		category: z.enum(productCategories, { error: `Use one of ${productCategories.join(', ')}` }).describe('Which shop page the card opens'),
		heading: words.describe('Card title, e.g. Fitness Clothing'),
		body: words.describe('A sentence about the category'),
		image: withRole(image(), { slot: 'categoryCard' }),
		imageAlt: altText,
	});

/** The shop hub's words: one card per category page, and the link words at the foot of each card. */
export const shopHubSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		categories: z
			.array(categoryCard(image))
			.refine(
				(cards) => productCategories.every((c) => cards.filter((card) => card.category === c).length === 1),
				`List each shop page once: ${productCategories.join(', ')}`,
			)
			.describe('One card per shop page, in the order shown'),
		cardLinks: z
			.strictObject({
				available: words.describe('Link words on a card whose page lists products, e.g. Shop now'),
				empty: words.describe('Link words on a card whose page has none yet, e.g. Find out more'),
			})
			.describe('The words at the foot of each category card, by whether the category has products'),
	});

/** A shop category page's words: what shows while it lists no product. */
export const shopCategoryPageSchema = z.strictObject({
	empty: shopEmptyStateSchema.describe('What shows when no product is listed'),
});

/** The words of /shop (content/pages/shop.yaml). */
export const shopPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		...page,
		header: header(image),
		shop: shopHubSchema(image),
		cta: cta.optional().describe('The day-pass band at the foot of /shop and of each category page; leave out for none'),
	});

/** The words of a shop category page (content/pages/shop-<category>.yaml). */
export const categoryPageSchema = () => z.strictObject({ ...page, shop: shopCategoryPageSchema });
