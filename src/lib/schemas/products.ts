import { z } from 'astro/zod';
import { altText, currencies, httpsUrl, type ImageField } from './shared';

export const productCategories = ['fitness-gear', 'programs', 'supplements'] as const;

export const productSchema = (image: ImageField) =>
	z.strictObject({
		id: z.string().min(1).describe('Stock code, e.g. tshirt-001'),
		name: z.string().min(1),
		description: z.string().min(1),
		price: z.number({ error: 'Give the price as a number, e.g. 25' }).nonnegative('A price cannot be negative'),
		currency: z.enum(currencies, { error: `Use one of ${currencies.join(', ')}` }),
		image: image(),
		imageAlt: altText,
		sizes: z.array(z.string().min(1)).default([]),
		squareCheckoutUrl: httpsUrl.describe('Square checkout link for this product'),
		category: z.enum(productCategories),
		outOfStock: z.boolean().default(false),
	});
