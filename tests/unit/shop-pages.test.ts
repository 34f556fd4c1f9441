import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageSchemas } from '@/lib/schemas/pages';
import { productCategories } from '@/lib/schemas/products';
import { shopCategoryPageSchema, shopHubSchema } from '@/lib/schemas/shop-page';
import { imageStub } from './support/image-stub';

const schemas = pageSchemas(imageStub);
const yamlOf = (name: string): unknown => parse(readFileSync(new URL(`../../content/pages/${name}.yaml`, import.meta.url), 'utf8'));

// The words themselves are launch facts (tests/launch-facts); these checks hold for whatever the editors wrote.
describe('content/pages/shop.yaml', () => {
	it('has one card per shop page', () => {
		const hub = schemas.shop.parse(yamlOf('shop'));
		expect(hub.shop.categories.map((c) => c.category).sort()).toEqual([...productCategories].sort());
	});
});

describe('shop category pages', () => {
	// The page builds only with an empty state (an empty category shows an empty-state card).
	it.each(productCategories.map((category) => `shop-${category}` as const))('%s has an intro and an empty state', (name) => {
		const page = schemas[name].parse(yamlOf(name));
		expect(page.intro).toBeTruthy();
		expect(page.shop.empty.heading).toBeTruthy();
	});
});

describe('shopHubSchema', () => {
	const hub = shopHubSchema(imageStub);
	const card = (category: string) => ({ category, heading: 'H', body: 'B', image: './x.jpg', imageAlt: 'X' });
	const cardLinks = { available: 'Shop now', empty: 'Coming soon' };

	it('accepts one card per category', () => {
		expect(hub.safeParse({ categories: ['fitness-gear', 'programs', 'supplements'].map(card), cardLinks }).success).toBe(true);
	});

	it.each([
		['a missing category', ['fitness-gear', 'programs']],
		['a category twice', ['fitness-gear', 'programs', 'supplements', 'programs']],
	])('rejects %s', (_, categories) => {
		const result = hub.safeParse({ categories: categories.map(card), cardLinks });
		expect(result.error?.issues[0]?.message).toBe('List each shop page once: fitness-gear, programs, supplements');
	});

	it('needs the link words of the cards', () => {
		const result = hub.safeParse({ categories: ['fitness-gear', 'programs', 'supplements'].map(card) });
		expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cardLinks']);
	});
});

describe('shopCategoryPageSchema', () => {
	it('needs an empty state', () => {
		expect(shopCategoryPageSchema.safeParse({}).success).toBe(false);
	});

	it('rejects a misspelt empty-state key', () => {
		expect(shopCategoryPageSchema.safeParse({ empty: { heading: 'Coming Soon', buttonLabel: 'Enquire Now' } }).success).toBe(false);
	});
});
