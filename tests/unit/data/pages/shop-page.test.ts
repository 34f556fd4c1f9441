import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadShopPage } from '@/data/pages/shop-page';

import { clearCollections } from '../../support/content-store';
import { locals, signUp } from '../../support/loader-fixtures';
import { fillShop } from '../../support/shop-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

describe('loadShopPage', () => {
	beforeEach(() => {
		clearCollections();
		fillShop();
	});

	it('leads with the categories on sale and follows with the rest, each stated as its own page states it', async () => {
		const page = await loadShopPage(locals);
		expect(page.lead.map((card) => [card.href, card.linkLabel])).toEqual([['/shop/programs', 'Fixture buy']]);
		expect(page.rest.map((card) => [card.href, card.linkLabel, card.status.label])).toEqual([
			['/shop/fitness-gear', 'Fixture ask', 'No fitness-gear yet'],
			['/shop/supplements', 'Fixture ask', 'No supplements yet'],
		]);
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
	});
});
