import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageSchema } from '@/lib/schemas/pages';
import { productCategories } from '@/lib/schemas/products';
import { shopPageSchema } from '@/lib/schemas/shop-page';
import { imageStub } from './support/image-stub';

const schema = pageSchema(imageStub);
const readPage = (name: string) => schema.parse(parse(readFileSync(new URL(`../../content/pages/${name}.yaml`, import.meta.url), 'utf8')));

// The words themselves are launch facts (tests/launch-facts); these checks hold for whatever the editors wrote.
describe('content/pages/shop.yaml', () => {
	it('has one card per shop page', () => {
		expect(
			readPage('shop')
				.shop?.categories?.map((c) => c.category)
				.sort(),
		).toEqual([...productCategories].sort());
	});
});

describe('shop category pages', () => {
	// The page builds only with an empty state (SPEC §2: an empty category shows an empty-state card).
	it.each(productCategories.map((category) => `shop-${category}`))('%s has an intro and an empty state', (name) => {
		const page = readPage(name);
		expect(page.intro).toBeTruthy();
		expect(page.shop?.empty?.heading).toBeTruthy();
	});
});

describe('shopPageSchema', () => {
	const shop = shopPageSchema(imageStub);
	const card = (category: string) => ({ category, heading: 'H', body: 'B', image: './x.jpg', imageAlt: 'X' });

	it('accepts one card per category', () => {
		expect(shop.safeParse({ categories: ['fitness-gear', 'programs', 'supplements'].map(card) }).success).toBe(true);
	});

	it.each([
		['a missing category', ['fitness-gear', 'programs']],
		['a category twice', ['fitness-gear', 'programs', 'supplements', 'programs']],
	])('rejects %s', (_, categories) => {
		const result = shop.safeParse({ categories: categories.map(card) });
		expect(result.error?.issues[0]?.message).toBe('List each shop page once: fitness-gear, programs, supplements');
	});

	it('rejects a misspelt empty-state key', () => {
		expect(shop.safeParse({ empty: { heading: 'Coming Soon', buttonLabel: 'Enquire Now' } }).success).toBe(false);
	});
});
