import { z } from 'astro/zod';

import { altText, currencies, httpsUrl, type ImageField, price, type SiteImage, standInFields, withRole, words } from './shared.ts';

/** The three shop pages, in the order the hub lists them; each is served at /shop/<category>. */
export const productCategories = ['fitness-gear', 'programs', 'supplements'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** One shop item (content/products/<id>.yaml). */
export const productSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		id: withRole(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens, e.g. hoodie-002'), {
			namesFile: true,
		}).describe('Stock code, e.g. hoodie-002; a new product’s file is named after it'),
		name: withRole(words, { listedAs: 'name' }).describe('Product name shown on its card'),
		description: words.describe('Full description; cards show the first 100 characters'),
		price: price('25 or 24.99'),
		currency: z.enum(currencies, { error: `Use one of ${currencies.join(', ')}` }),
		image: withRole(image(), { slot: 'productCard' }),
		imageAlt: altText.describe('What the product photo shows, for screen readers; rewrite it when a real photo replaces the stand-in'),
		sizes: z
			.array(words)
			.default([])
			.refine((sizes) => new Set(sizes).size === sizes.length, 'List each size once')
			.describe('Sizes in the order shown, e.g. [S, M, L]; leave empty for one-size items'),
		squareCheckoutUrl: httpsUrl.describe('Square checkout link for this product (https:// only)'),
		category: z.enum(productCategories, { error: `Use one of ${productCategories.join(', ')}` }).describe('Which shop page lists it'),
		outOfStock: z.boolean().default(false).describe('True shows an OUT OF STOCK banner instead of the Buy Now link'),
		standIn: standInFields,
	});

/** A product as the schema outputs it, with the image in whatever form the caller's `image()` gives. */
export type Product<Image = ImageMetadata> = Omit<z.infer<ReturnType<typeof productSchema<SiteImage>>>, 'image'> & { image: Image };
