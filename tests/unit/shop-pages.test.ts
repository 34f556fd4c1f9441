import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageSchema } from '@/lib/schemas/pages';
import { shopPageSchema } from '@/lib/schemas/shop-page';
import { imageStub } from './support/image-stub';

const schema = pageSchema(imageStub);
const readPage = (name: string) => schema.parse(parse(readFileSync(new URL(`../../content/pages/${name}.yaml`, import.meta.url), 'utf8')));

describe('content/pages/shop.yaml', () => {
	it('links the three shop pages under the names SPEC §2 gives', () => {
		const cards = readPage('shop').shop?.categories ?? [];
		expect(cards.map((c) => [c.category, c.heading])).toEqual([
			['fitness-gear', 'Fitness Clothing'],
			['programs', 'Programs'],
			['supplements', 'Supplements'],
		]);
	});
});

describe('shop category pages', () => {
	// SPEC §8: the exact empty-state words and buttons (§2: every empty state has a contact button).
	it.each([
		['shop-fitness-gear', 'No Products Available', 'Get In Touch'],
		['shop-programs', 'Coming Soon', 'Enquire Now'],
		['shop-supplements', 'No Supplements Available', 'Get In Touch'],
	])('%s shows "%s" when empty', (name, heading, contactLabel) => {
		const page = readPage(name);
		expect(page.intro).toBeTruthy();
		expect(page.shop?.empty?.heading).toBe(heading);
		expect(page.shop?.empty?.contactLabel).toBe(contactLabel);
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
