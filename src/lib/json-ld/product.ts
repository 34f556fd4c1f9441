import type { Product as ProductLd, WithContext } from 'schema-dts';

import type { Product } from '../schemas/products.ts';
import { toAvailability } from '../shop/product-card.ts';

/** Where the product is listed and who sells it. */
export interface ProductListing {
	/** Absolute address of the shop page that lists the product. */
	pageUrl: string;
	/** The gym's name, given as the brand. */
	brand: string;
}

/** Product with its Offer for a shop page; `image` is the photo's absolute URL. */
export function productJsonLd(product: Product<string>, listing: ProductListing): WithContext<ProductLd> {
	// Each card carries its product id as its HTML id, so the fragment points at the card.
	const url = `${listing.pageUrl}#${product.id}`;
	return {
		'@context': 'https://schema.org',
		'@type': 'Product',
		'@id': url,
		url,
		sku: product.id,
		name: product.name,
		description: product.description,
		image: product.image,
		brand: { '@type': 'Brand', name: listing.brand },
		offers: {
			'@type': 'Offer',
			price: product.price.toFixed(2),
			priceCurrency: product.currency,
			availability: `https://schema.org/${toAvailability(product)}`,
			itemCondition: 'https://schema.org/NewCondition',
			url: product.squareCheckoutUrl,
		},
	};
}
