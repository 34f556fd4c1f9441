import { describe, expect, it } from 'vitest';

import ProductGrid from '@/components/shop/ProductGrid.astro';
import { toMailto } from '@/lib/navigation/links';

import { attr, email, emptyStateOf, hoodie, render, texts } from '../../support/shop-components';

describe('ProductGrid, empty categories with no products', () => {
	it.each(['shop-fitness-gear', 'shop-programs', 'shop-supplements'] as const)(
		'%s shows its empty state and e-mail button',
		async (page) => {
			const empty = emptyStateOf(page);
			const { doc } = await render(ProductGrid, { cards: [], empty, email });
			expect(texts(doc, 'h2')).toEqual([empty.heading]);
			expect(doc.querySelectorAll('article')).toHaveLength(0);
			expect(texts(doc, 'a')).toEqual(empty.contactLabel ? [empty.contactLabel] : []);
			const link = doc.querySelector('a');
			if (empty.contactLabel) expect(attr(link, 'href')).toBe(toMailto(email, empty.contactSubject));
			expect(link?.hasAttribute('target') ?? false).toBe(false);
		},
	);

	it('leaves the button out when no label is given', async () => {
		const { doc } = await render(ProductGrid, {
			cards: [],
			empty: { heading: 'Nothing on the Shelf Yet' },
			email,
		});
		expect(texts(doc, 'h2')).toEqual(['Nothing on the Shelf Yet']);
		expect(doc.querySelectorAll('a')).toHaveLength(0);
	});

	it('shows a lone product filling the row, its description cut as on every card', async () => {
		const { doc } = await render(ProductGrid, {
			cards: [hoodie],
			empty: emptyStateOf('shop-programs'),
			email,
		});
		expect(doc.querySelectorAll('article')).toHaveLength(1);
		expect(texts(doc, 'h2 + p')).toEqual([hoodie.summary]);
		expect(doc.textContent).not.toContain(emptyStateOf('shop-programs').heading);
	});

	it('shows the grid of cards, descriptions cut, when there are several products', async () => {
		const { doc } = await render(ProductGrid, {
			cards: [hoodie, { ...hoodie, id: 'second' }],
			empty: emptyStateOf('shop-programs'),
			email,
		});
		expect(doc.querySelectorAll('ul > li > article')).toHaveLength(2);
		expect(texts(doc, 'h2 + p').every((summary) => summary.endsWith('…'))).toBe(true);
		expect(doc.textContent).not.toContain(emptyStateOf('shop-programs').heading);
	});
});
