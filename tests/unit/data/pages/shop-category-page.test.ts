import { beforeEach, describe, expect, it, vi } from 'vitest';

import { categoryPaths, loadShopCategoryPage } from '@/data/pages/shop-category-page';

import { clearCollections } from '../../support/content-store';
import { locals, signUp } from '../../support/loader-fixtures';
import { fillShop } from '../../support/shop-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

describe('a shop category page', () => {
	beforeEach(() => {
		clearCollections();
		fillShop();
	});

	it('gives each category its path', () => {
		expect(categoryPaths().map((path) => path.params.category)).toEqual(['fitness-gear', 'programs', 'supplements']);
	});

	it("leads a category on sale with its products' cards and structured data, and closes with the shop's band", async () => {
		const page = await loadShopCategoryPage(locals, 'programs');
		expect(page.cards.map((card) => card.name)).toEqual(['Zz Band']);
		expect(page.header).toBeUndefined();
		expect(JSON.stringify(page.jsonLd)).toContain('https://gym.example/fixtures/zz-band.jpg');
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
	});

	it("shows an empty category its /shop card's picture and its empty state", async () => {
		const page = await loadShopCategoryPage(locals, 'supplements');
		expect(page.cards).toEqual([]);
		expect(page.header).toEqual({ image: '/fixtures/supplements.jpg', alt: 'Some supplements' });
		expect(page.status.label).toBe('No supplements yet');
		expect(page.email).toBe('desk@gym.example');
	});
});
