import { describe, expect, it } from 'vitest';

import ProductCard from '@/components/shop/ProductCard.astro';

import { words } from '../../../support/content';
import { attr, fixture, hoodie, render, texts } from '../../support/shop-components';

const shopWords = words.shop;

describe('ProductCard, out of stock', () => {
	it('shows the banner, a disabled button and no checkout link', async () => {
		const { html, doc } = await render(ProductCard, { card: hoodie });
		expect(attr(doc.querySelector('article'), 'data-availability')).toBe('OutOfStock');
		expect(texts(doc, 'p')).toContain(shopWords.soldOutBanner);
		expect(texts(doc, 'button')).toEqual([shopWords.soldOut]);
		expect(doc.querySelector('button')?.hasAttribute('disabled')).toBe(true);
		expect(doc.querySelectorAll('a')).toHaveLength(0);
		expect(html).not.toContain('square.link');
		expect(doc.textContent).not.toContain(shopWords.buy);
	});

	it('keeps the photo, its alt text and size, in the card marked out of stock', async () => {
		const img = (await render(ProductCard, { card: hoodie })).doc.querySelector('img');
		// The card's state, not a class, is what the test holds: the dimmed look follows from it.
		expect(attr(img?.closest('article') ?? null, 'data-availability')).toBe('OutOfStock');
		expect(attr(img, 'alt')).toBe('Test artwork of a hoodie');
		expect(attr(img, 'width')).toMatch(/^\d+$/);
		expect(attr(img, 'height')).toMatch(/^\d+$/);
	});

	it('shows name, cut description, price and sizes', async () => {
		const { doc } = await render(ProductCard, { card: hoodie });
		expect(texts(doc, 'h2')).toEqual(['Training Hoodie']);
		const [summary = ''] = texts(doc, 'h2 + p');
		expect(summary.endsWith('…')).toBe(true);
		expect(summary.length - 1).toBeLessThanOrEqual(100);
		// Cut between words: the text before the ellipsis is whole words of the description.
		expect(`${fixture.description} `.startsWith(`${summary.slice(0, -1)} `)).toBe(true);
		expect(texts(doc, 'p')).toContain(`${shopWords.price} €42.50`);
		expect(texts(doc, 'li')).toEqual(['M', 'L']);
	});

	it('ships no script', async () => {
		const { doc } = await render(ProductCard, { card: hoodie });
		expect(doc.querySelectorAll('script, astro-island')).toHaveLength(0);
	});
});

describe('ProductCard, in stock', () => {
	it('links the buy button to the checkout in a new tab', async () => {
		const { doc } = await render(ProductCard, { card: { ...hoodie, availability: 'InStock' } });
		const links = doc.querySelectorAll('a');
		expect(links).toHaveLength(1);
		expect(texts(doc, 'a')[0]?.startsWith(shopWords.buy)).toBe(true);
		expect(attr(links[0] ?? null, 'href')).toBe('https://square.link/u/fixture-training-hoodie');
		expect(attr(links[0] ?? null, 'target')).toBe('_blank');
		expect(attr(links[0] ?? null, 'rel')).toBe('noopener noreferrer');
		expect(doc.querySelectorAll('button')).toHaveLength(0);
		expect(doc.textContent).not.toContain(shopWords.soldOutBanner);
		expect(attr(doc.querySelector('article'), 'data-availability')).toBe('InStock');
	});
});
