import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { type HtmlElement, HtmlValidate, Parser, StaticConfigLoader } from 'html-validate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import ProductCard from '@/components/shop/ProductCard.astro';
import ProductGrid from '@/components/shop/ProductGrid.astro';
import { toProductCard } from '@/lib/shop/product-card';
import { toMailto } from '@/lib/links';
import { pageSchemas } from '@/lib/schemas/pages';
import { words } from '../../../support/content';
import { productSchema } from '@/lib/schemas/products';
import { imageStub } from '../../../support/image-stub';
import hoodiePhoto from '../../../fixtures/shop/training-hoodie.jpg';

// The fixture product lives in tests/fixtures, so it is checked like real content but never ships.
const fixture = productSchema(imageStub).parse(
	parse(readFileSync(new URL('../../../fixtures/shop/training-hoodie.yaml', import.meta.url), 'utf8')),
);
const hoodie = toProductCard({ ...fixture, image: hoodiePhoto });
const email = 'hello@gym.example';

const shopWords = words.shop;

// A new-tab link reads its hint from the shared words, which the content layer serves only in a build.
vi.mock('@/data/words', () => ({ loadWords: async () => (await import('../../../support/content')).words }));
const emptyStateOf = (page: 'shop-fitness-gear' | 'shop-programs' | 'shop-supplements') =>
	pageSchemas(imageStub)[page].parse(parse(readFileSync(new URL(`../../../../content/pages/${page}.yaml`, import.meta.url), 'utf8'))).shop
		.empty;

let container: AstroContainer;
let parser: Parser;
beforeAll(async () => {
	container = await AstroContainer.create();
	// html-validate (already a dev dependency) parses the output into a tree with querySelector.
	parser = new Parser(await new HtmlValidate(new StaticConfigLoader({ extends: [] })).getConfigFor('card.html'));
});

/** Renders a component, without the dev-only source attributes Astro adds under Vitest, and parses it. */
const render = async (component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) => {
	const html = (await container.renderToString(component, { props })).replace(/\s?data-astro-source-(?:file|loc)="[^"]*"/g, '');
	return { html, doc: parser.parseHtml(html) };
};

const attr = (element: HtmlElement | null, name: string): string | undefined => {
	const value = element?.getAttribute(name)?.value;
	return typeof value === 'string' ? value : undefined;
};
const texts = (doc: HtmlElement, selector: string): string[] =>
	doc.querySelectorAll(selector).map((el) => el.textContent.replace(/\s+/g, ' ').trim());

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

	it('dims the photo, which keeps its alt text and size', async () => {
		const img = (await render(ProductCard, { card: hoodie })).doc.querySelector('img');
		expect(attr(img, 'alt')).toBe('Test artwork of a hoodie');
		// The dimming is a Tailwind opacity utility on the photo.
		expect(attr(img, 'class')).toMatch(/\bopacity-40\b/);
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
		expect(attr(doc.querySelector('img'), 'class')).not.toMatch(/opacity/);
	});
});

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

	it('shows a lone product filling the row, with its whole description', async () => {
		const { doc } = await render(ProductGrid, {
			cards: [hoodie],
			empty: emptyStateOf('shop-programs'),
			email,
		});
		expect(doc.querySelectorAll('article')).toHaveLength(1);
		expect(texts(doc, 'h2 + p')).toEqual([fixture.description]);
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
