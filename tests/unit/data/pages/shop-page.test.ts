import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadShopPage } from '@/data/pages/shop-page';

import { clearCollections } from '../../support/content-store';
import { fill, locals, signUp } from '../../support/loader-fixtures';
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
		expect(page.lead[0]?.offers).toEqual([{ name: 'Zz Band', price: '£12.00', href: '/shop/programs#zz-band' }]);
		expect(page.rest.map((card) => card.offers)).toEqual([[], []]);
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
	});

	it('names at most three products in stock on a card, by name, and leaves out those sold out', async () => {
		const product = (name: string, outOfStock: boolean) =>
			[
				name,
				{
					id: name,
					name: `Zz ${name}`,
					description: 'A thing.',
					price: 5,
					currency: 'GBP',
					image: `/fixtures/${name}.jpg`,
					imageAlt: 'A thing',
					squareCheckoutUrl: `https://pay.example/${name}`,
					category: 'supplements',
					outOfStock,
				},
			] as const;
		fill('products', [product('e', false), product('d', true), product('c', false), product('b', false), product('a', false)]);
		const { lead } = await loadShopPage(locals);
		expect(lead[0]?.offers.map((offer) => offer.href)).toEqual(['/shop/supplements#a', '/shop/supplements#b', '/shop/supplements#c']);
	});
});
