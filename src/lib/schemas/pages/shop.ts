import { z } from 'astro/zod';

import type { ImageField } from '../shared.ts';
import { shopCategoryPageSchema, shopHubSchema } from '../shop-page.ts';
import { cta, header, page } from './blocks.ts';

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
