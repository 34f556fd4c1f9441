import { readFileSync } from 'node:fs';

import { parse } from 'yaml';

import { pageSchemas } from '@/lib/schemas/pages';
import { productSchema } from '@/lib/schemas/products';
import { toProductCard } from '@/lib/shop/product-card';

import hoodiePhoto from '../../fixtures/shop/training-hoodie.jpg';
import { imageStub } from '../../support/image-stub';

// The fixture product lives in tests/fixtures, so it is checked like real content but never ships.
export const fixture = productSchema(imageStub).parse(
	parse(readFileSync(new URL('../../fixtures/shop/training-hoodie.yaml', import.meta.url), 'utf8')),
);
export const hoodie = toProductCard({ ...fixture, image: hoodiePhoto });
export const email = 'hello@gym.example';

/** The empty state a shop category page shows, as content/pages/ gives it. */
export const emptyStateOf = (page: 'shop-fitness-gear' | 'shop-programs' | 'shop-supplements') =>
	pageSchemas(imageStub)[page].parse(parse(readFileSync(new URL(`../../../content/pages/${page}.yaml`, import.meta.url), 'utf8'))).shop
		.empty;

// Rendered with Astro's container and the shared words, as every component test renders (component-render.ts).
export { attr, renderComponent as render, texts } from './component-render';
