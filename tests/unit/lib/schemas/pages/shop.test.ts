import { describe, expect, it } from 'vitest';

import { shopCategoryPageSchema, shopHubSchema } from '@/lib/schemas/pages/shop';

import { imageStub } from '../../../../support/image-stub';

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
		expect(shopCategoryPageSchema.safeParse({ empty: { heading: 'Back Soon', buttonLabel: 'Enquire Now' } }).success).toBe(false);
	});
});
