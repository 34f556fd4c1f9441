import { getCollection } from 'astro:content';

import { toProducts } from '@/lib/shop/shop';

/** The shop's products (content/products), each checked against its file name. */
export async function loadProducts() {
	return toProducts(await getCollection('products'));
}
