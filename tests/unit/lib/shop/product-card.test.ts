import { describe, expect, it } from 'vitest';

import type { Product } from '@/lib/schemas/products';
import { productSummaryLength, toAvailability, toProductCard, toProductSummary } from '@/lib/shop/product-card';

const product: Product<string> = {
	id: 'fixture-tee-01',
	name: 'Lifting Vest',
	description: 'A soft training tee.',
	price: 25,
	currency: 'GBP',
	image: 'fixture-tee-01.jpg',
	imageAlt: 'A T-shirt',
	sizes: ['S', 'M', 'L', 'XL', 'XXL'],
	squareCheckoutUrl: 'https://square.link/u/example',
	category: 'fitness-gear',
	outOfStock: false,
	standIn: [],
};

describe('toProductSummary', () => {
	const exactly100 = 'a'.repeat(100);
	it.each([
		['a short description stays whole', 'Soft cotton tee.', 'Soft cotton tee.'],
		['exactly 100 characters stay whole', exactly100, exactly100],
		['one 101-character word is cut to 100 plus an ellipsis', `${exactly100}b`, `${exactly100}…`],
		['a cut inside a word goes back to the word before', `${'a'.repeat(95)} bcdefghij`, `${'a'.repeat(95)}…`],
		['a cut right after a word keeps that word', `${'a'.repeat(96)} bcd efg`, `${'a'.repeat(96)} bcd…`],
		['punctuation at the cut gives way to the ellipsis', `${'a'.repeat(90)}, bcdefghijklmnop`, `${'a'.repeat(90)}…`],
		['a space at the cut is not kept before the ellipsis', `${'a'.repeat(99)} bcd`, `${'a'.repeat(99)}…`],
		['line breaks and runs of spaces fold to one space', 'Soft\n  cotton   tee.', 'Soft cotton tee.'],
	])('%s', (_, description, expected) => {
		expect(toProductSummary(description)).toBe(expected);
	});

	it('never shows more than 100 characters of text, nor half a word', () => {
		const summary = toProductSummary('strength '.repeat(20));
		expect(productSummaryLength).toBe(100);
		expect(summary.endsWith('…')).toBe(true);
		expect(summary.length - 1).toBeLessThanOrEqual(100);
		expect(
			summary
				.slice(0, -1)
				.split(' ')
				.every((word) => word === 'strength'),
		).toBe(true);
	});
});

describe('toProductCard', () => {
	it.each([
		[25, 'GBP', '£25.00'],
		[25, 'USD', '$25.00'],
		[25, 'EUR', '€25.00'],
		[24.99, 'GBP', '£24.99'],
		[42.5, 'EUR', '€42.50'],
		[0, 'USD', '$0.00'],
		[1250, 'GBP', '£1250.00'],
	] as const)('shows %d %s as %s', (price, currency, expected) => {
		expect(toProductCard({ ...product, price, currency }).price).toBe(expected);
	});

	it('carries the card fields', () => {
		expect(toProductCard(product)).toEqual({
			id: 'fixture-tee-01',
			name: 'Lifting Vest',
			summary: 'A soft training tee.',
			price: '£25.00',
			sizes: ['S', 'M', 'L', 'XL', 'XXL'],
			image: 'fixture-tee-01.jpg',
			imageAlt: 'A T-shirt',
			checkoutUrl: 'https://square.link/u/example',
			availability: 'InStock',
		});
	});

	it('cuts a long description on the card', () => {
		expect(toProductCard({ ...product, description: 'x'.repeat(150) }).summary).toBe(`${'x'.repeat(100)}…`);
	});
});

describe('toAvailability', () => {
	it.each([
		[false, 'InStock'],
		[true, 'OutOfStock'],
	])('outOfStock %s is %s', (outOfStock, expected) => {
		expect(toAvailability({ outOfStock })).toBe(expected);
	});
});
