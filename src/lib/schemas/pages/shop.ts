import { z } from 'astro/zod';

import type { ImageField } from '../shared.ts';
import { shopCategoryPageSchema, shopHubSchema } from '../shop-page.ts';
import { header, page } from './blocks.ts';

/** The words of /shop (content/pages/shop.yaml). */
export const shopPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({ ...page, header: header(image), shop: shopHubSchema(image) });

/** The words of a shop category page (content/pages/shop-<category>.yaml). */
export const categoryPageSchema = () => z.strictObject({ ...page, shop: shopCategoryPageSchema });
