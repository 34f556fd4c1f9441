import { expect, type Page, test } from '@playwright/test';

import { toMailto } from '@/lib/navigation/links';
import { formatPrice } from '@/lib/price';
import { toProductSummary } from '@/lib/shop/product-card';
import { escapeRegExp } from '@/lib/text';

import { page as pageWords, products, startingWith, words } from '../../support/content';
import { readBuiltPage } from '../../support/html-dom';
import { settings } from '../support/site';

// Headings, products and empty states come from content/, so the shop can change without a test changing.
const pages = (['fitness-gear', 'programs', 'supplements'] as const).map((category) => {
	const words = pageWords(`shop-${category}`);
	return {
		category,
		path: `/shop/${category}`,
		file: `shop/${category}.html`,
		empty: words.shop?.empty,
		products: products.filter((product) => product.category === category),
	};
});

const productsOn = async (page: Page) =>
	(await page.locator('script[type="application/ld+json"]').allTextContents())
		.map((text) => JSON.parse(text) as Record<string, unknown>)
		.filter((data) => data['@type'] === 'Product');

// Each shop page's own title, description, canonical and one h1 (its heading): tests/dist/page-meta.test.ts; its axe
// scan and its reading with JavaScript off: the network gate (axe) and the no-JavaScript gate.
for (const { path, file, category, products: sold } of pages) {
	test(`${path} has an intro under its heading, and the shop is the active section in the menu`, async ({ page }) => {
		await page.goto(path);
		await expect(page.locator('main header:has(h1) p').first()).toHaveText(/.{20,}/);
		await expect(
			page.getByRole('navigation', { name: words.regions.mainMenu, exact: true }).getByRole('link', { name: words.menu.shop, exact: true }),
		).toHaveAttribute('aria-current', 'page');
	});

	// A category with nothing to buy yet shows its /shop card's picture beside its heading; one that sells leads with its
	// products.
	test(`${path} shows its shop card's picture in its header only while it has nothing to buy`, async ({ page }) => {
		await page.goto(path);
		const header = page.locator('main header:has(h1) img');
		const card = pageWords('shop').shop?.categories.find((each) => each.category === category);
		if (sold.length > 0 || !card) return await expect(header).toHaveCount(0);
		await expect(header).toHaveAttribute('alt', card.imageAlt);
		await expect.poll(() => header.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
	});

	// Read from the built HTML: what runs with JavaScript is what the page ships.
	test(`${path} runs no script of its own`, () => {
		const { doc } = readBuiltPage(file);
		const scripts = doc.querySelectorAll('main script').filter((script) => script.getAttributeValue('type') !== 'application/ld+json');
		expect(scripts).toHaveLength(0);
		expect(doc.querySelectorAll('main astro-island')).toHaveLength(0);
		expect(doc.querySelectorAll('main [onclick], main [onload], main [onerror]')).toHaveLength(0);
	});
}

for (const shop of pages.filter((p) => p.products.length)) {
	test.describe(shop.path, () => {
		test.beforeEach(async ({ page }) => {
			await page.goto(shop.path);
		});

		test('shows a card per product with photo, description, price, sizes and stock', async ({ page }) => {
			const cards = page.getByRole('article');
			await expect(cards).toHaveCount(shop.products.length);
			for (const product of shop.products) {
				const card = cards.filter({ has: page.getByRole('heading', { level: 2, name: product.name, exact: true }) });
				const img = card.locator('img');
				await expect(img).toHaveAttribute('alt', /\S/);
				await expect(img).toHaveAttribute('width', /^\d+$/);
				await expect(img).toHaveAttribute('height', /^\d+$/);
				await img.scrollIntoViewIfNeeded();
				await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
				// Every card, a category's only one too, shows the description cut to 100 characters and an ellipsis.
				await expect(card.locator('h2 + p')).toHaveText(toProductSummary(product.description));
				// "Price:" is screen-reader text before the visible price.
				await expect(card.getByText(`${words.shop.price} ${formatPrice(product.price, product.currency)}`, { exact: true })).toBeVisible();
				if (product.sizes.length)
					await expect(card.getByRole('list', { name: words.shop.sizes }).getByRole('listitem')).toHaveText(product.sizes);
				await expect(card.getByText(words.shop.soldOutBanner, { exact: true })).toHaveCount(product.outOfStock ? 1 : 0);
				const buy = card.getByRole('link', { name: startingWith(words.shop.buy) });
				if (product.outOfStock) {
					await expect(buy).toHaveCount(0);
					await expect(card.getByRole('button')).toBeDisabled();
				} else {
					await expect(card.getByRole('button')).toHaveCount(0);
					await expect(buy).toHaveAccessibleName(new RegExp(escapeRegExp(product.name)));
					await expect(buy).toHaveAttribute('href', product.squareCheckoutUrl);
					await expect(buy).toHaveAttribute('target', '_blank');
					await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
				}
			}
		});

		test('carries Product structured data with an Offer per product', async ({ page }) => {
			const found = await productsOn(page);
			expect(found).toHaveLength(shop.products.length);
			for (const product of shop.products) {
				expect(found.find((data) => data['sku'] === product.id)).toMatchObject({
					'@context': 'https://schema.org',
					name: product.name,
					image: expect.stringMatching(/^https:\/\//),
					offers: {
						'@type': 'Offer',
						price: product.price.toFixed(2),
						priceCurrency: product.currency,
						availability: `https://schema.org/${product.outOfStock ? 'OutOfStock' : 'InStock'}`,
						url: product.squareCheckoutUrl,
					},
				});
			}
		});

		test('shows no empty state and no test fixture', async ({ page }) => {
			await expect(page.getByText(shop.empty?.heading ?? '', { exact: true })).toHaveCount(0);
			await expect(page.getByText('Training Hoodie')).toHaveCount(0);
		});

		test('the cards fit a 375, 800 and 1280 px wide screen', async ({ page }) => {
			for (const width of [375, 800, 1280]) {
				await page.setViewportSize({ width, height: 900 });
				for (const card of await page.getByRole('article').all()) {
					const box = await card.boundingBox();
					expect(box?.x, `${width} px`).toBeGreaterThanOrEqual(0);
					expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width);
				}
				expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
			}
		});
	});
}

for (const { path, empty } of pages.filter((p) => !p.products.length)) {
	test(`${path} shows its empty state with its e-mail button and no products`, async ({ page }) => {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 2, name: empty?.heading ?? '', exact: true })).toBeVisible();
		if (empty?.contactLabel) {
			const contact = page.getByRole('main').getByRole('link', { name: empty.contactLabel, exact: true });
			await expect(contact).toHaveAttribute('href', toMailto(settings.email, empty.contactSubject));
			await expect(contact).not.toHaveAttribute('target', /.*/);
		}
		await expect(page.getByRole('article')).toHaveCount(0);
		expect(await productsOn(page)).toEqual([]);
	});
}
