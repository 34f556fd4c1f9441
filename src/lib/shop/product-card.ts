import { formatPrice } from '../price.ts';
import type { Product } from '../schemas/products.ts';
import { truncateAtWord } from '../text.ts';

/** Cards show this many characters of a description so every card in a row keeps the same height, then an ellipsis. */
export const productSummaryLength = 100;

export type Availability = 'InStock' | 'OutOfStock';

/** What a product card shows, with the text already cut and formatted. */
export interface ProductCardData<Image> {
	id: string;
	name: string;
	summary: string;
	price: string;
	sizes: string[];
	image: Image;
	imageAlt: string;
	checkoutUrl: string;
	availability: Availability;
}

/** The schema.org availability of a product. */
export function toAvailability(product: Pick<Product<unknown>, 'outOfStock'>): Availability {
	return product.outOfStock ? 'OutOfStock' : 'InStock';
}

/** The description as a card shows it: cut to at most 100 characters at a word boundary, plus an ellipsis. */
export function toProductSummary(description: string): string {
	return truncateAtWord(description, productSummaryLength);
}

/** Shapes a product for its card. */
export function toProductCard<Image>(product: Product<Image>): ProductCardData<Image> {
	return {
		id: product.id,
		name: product.name,
		summary: toProductSummary(product.description),
		price: formatPrice(product.price, product.currency),
		sizes: product.sizes,
		image: product.image,
		imageAlt: product.imageAlt,
		checkoutUrl: product.squareCheckoutUrl,
		availability: toAvailability(product),
	};
}
