import { describe, expect, it } from 'vitest';

import { productJsonLd } from '@/lib/json-ld/product';
import type { Product } from '@/lib/schemas/products';

const product: Product<string> = {
	id: 'fixture-tee-01',
	name: 'Lifting Vest',
	description: 'A soft training tee.',
	price: 25,
	currency: 'GBP',
	image: 'https://gym.example/_astro/tshirt.jpg',
	imageAlt: 'A T-shirt',
	sizes: ['S'],
	squareCheckoutUrl: 'https://square.link/u/example',
	category: 'fitness-gear',
	outOfStock: false,
	standIn: [],
};
const listing = { pageUrl: 'https://gym.example/shop/fitness-gear', brand: 'Fixture Gym' };

describe('productJsonLd', () => {
	it('describes the product with its Offer', () => {
		expect(productJsonLd(product, listing)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Product',
			'@id': 'https://gym.example/shop/fitness-gear#fixture-tee-01',
			url: 'https://gym.example/shop/fitness-gear#fixture-tee-01',
			sku: 'fixture-tee-01',
			name: 'Lifting Vest',
			description: 'A soft training tee.',
			image: 'https://gym.example/_astro/tshirt.jpg',
			brand: { '@type': 'Brand', name: 'Fixture Gym' },
			offers: {
				'@type': 'Offer',
				price: '25.00',
				priceCurrency: 'GBP',
				availability: 'https://schema.org/InStock',
				itemCondition: 'https://schema.org/NewCondition',
				url: 'https://square.link/u/example',
			},
		});
	});

	it.each([
		[false, 'https://schema.org/InStock'],
		[true, 'https://schema.org/OutOfStock'],
	])('outOfStock %s gives availability %s', (outOfStock, availability) => {
		expect(productJsonLd({ ...product, outOfStock }, listing).offers).toMatchObject({ availability });
	});

	it.each([
		[24.99, 'USD', '24.99'],
		[42.5, 'EUR', '42.50'],
	] as const)('gives price %d %s as "%s"', (price, currency, expected) => {
		expect(productJsonLd({ ...product, price, currency }, listing).offers).toMatchObject({ price: expected, priceCurrency: currency });
	});
});
