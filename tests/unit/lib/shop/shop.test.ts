import { describe, expect, it } from 'vitest';

import { shopPath } from '@/lib/content/entry-paths';
import { categoryStatus, emptyCategoryHeader, leadOnSale, productsIn, shopCategoryPaths, shopPageId, toProducts } from '@/lib/shop/shop';

describe('shop paths', () => {
	it.each([
		['fitness-gear', '/shop/fitness-gear', 'shop-fitness-gear'],
		['programs', '/shop/programs', 'shop-programs'],
		['supplements', '/shop/supplements', 'shop-supplements'],
	] as const)('%s is served at %s with words from %s', (category, path, pageId) => {
		expect(shopPath(category)).toBe(path);
		expect(shopPageId(category)).toBe(pageId);
	});

	it('builds one page per category', () => {
		expect(shopCategoryPaths().map((p) => p.params.category)).toEqual(['fitness-gear', 'programs', 'supplements']);
	});
});

describe('productsIn', () => {
	const products = [
		{ name: 'Lifting Vest', category: 'fitness-gear' },
		{ name: 'Whey Protein', category: 'supplements' },
		{ name: 'Hoodie', category: 'fitness-gear' },
	] as const;

	it.each([
		['fitness-gear', ['Hoodie', 'Lifting Vest']],
		['supplements', ['Whey Protein']],
		['programs', []],
	] as const)('lists %s by name', (category, names) => {
		expect(productsIn(products, category).map((p) => p.name)).toEqual(names);
	});
});

describe('toProducts', () => {
	it('unwraps entries whose file name matches the id', () => {
		expect(toProducts([{ id: 'fixture-tee-01', data: { id: 'fixture-tee-01' } }])).toEqual([{ id: 'fixture-tee-01' }]);
	});

	it('names the file when its id differs', () => {
		expect(() => toProducts([{ id: 'shirt', data: { id: 'fixture-tee-01' } }])).toThrow(
			'content/products/shirt.yaml: id is "fixture-tee-01"; rename the file to fixture-tee-01.yaml or set id: shirt',
		);
	});
});

describe('categoryStatus', () => {
	const words = { inStock: 'IN', empty: 'EMPTY' };
	it('gives the in-stock words to a category with products', () => {
		expect(categoryStatus(1, words)).toEqual({ available: true, label: 'IN' });
	});
	it("gives an empty category its page's state", () => {
		expect(categoryStatus(0, words)).toEqual({ available: false, label: 'EMPTY' });
	});
});

describe('leadOnSale', () => {
	const on = (id: string) => ({ id, status: { available: true } });
	const off = (id: string) => ({ id, status: { available: false } });

	it.each([
		['some on sale', [off('a'), on('b'), off('c')], [on('b')], [off('a'), off('c')]],
		['all on sale', [on('a'), on('b')], [on('a'), on('b')], []],
		['none on sale', [off('a'), off('b')], [off('a'), off('b')], []],
		['no cards', [], [], []],
	])('%s', (_, cards, lead, rest) => {
		expect(leadOnSale(cards)).toEqual({ lead, rest });
	});
});

describe('emptyCategoryHeader', () => {
	const card = { image: 'kit.jpg', imageAlt: 'Kettlebells on a rack' };

	it.each([
		[0, card, { image: 'kit.jpg', alt: 'Kettlebells on a rack' }],
		[3, card, undefined],
		[0, undefined, undefined],
	])('%i products', (count, each, expected) => {
		expect(emptyCategoryHeader(count, each)).toEqual(expected);
	});
});
