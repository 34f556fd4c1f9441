import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { settings } from '../support/site';

const pages = [
	{ path: '/shop/fitness-gear', heading: 'Fitness Clothing' },
	{ path: '/shop/programs', heading: 'Programs' },
	{ path: '/shop/supplements', heading: 'Supplements' },
];

const productsOn = async (page: Page) =>
	(await page.locator('script[type="application/ld+json"]').allTextContents())
		.map((text) => JSON.parse(text) as Record<string, unknown>)
		.filter((data) => data['@type'] === 'Product');

for (const { path, heading } of pages) {
	test(`${path} has its own title, description, canonical, one h1 and an intro`, async ({ page }) => {
		const response = await page.goto(path);
		expect(response?.status()).toBe(200);
		await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, settings.url).href);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
		await expect(page.locator('h1 + p')).toHaveText(/.{20,}/);
		// Shop is the active section in the menu.
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' })).toHaveAttribute(
			'aria-current',
			'page',
		);
	});

	test(`${path} runs no script of its own and reads the same with JavaScript off`, async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
		await expect(page.locator('main script:not([type="application/ld+json"]), main astro-island')).toHaveCount(0);
		await expect(page.locator('main :is([onclick], [onload], [onerror])')).toHaveCount(0);
		await context.close();
	});

	test(`${path} has no accessibility violations`, async ({ page }) => {
		await page.goto(path);
		const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	});
}

test.describe('/shop/fitness-gear', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto('/shop/fitness-gear');
	});

	test('shows the Training T-Shirt card with photo, cut description, price and sizes', async ({ page }) => {
		const cards = page.getByRole('article');
		await expect(cards).toHaveCount(1);
		const card = cards.first();
		await expect(card.getByRole('heading', { level: 2 })).toHaveText('Training T-Shirt');
		const img = card.locator('img');
		await expect(img).toHaveAttribute('alt', /T-Shirt/);
		await expect(img).toHaveAttribute('width', /^\d+$/);
		await expect(img).toHaveAttribute('height', /^\d+$/);
		await img.scrollIntoViewIfNeeded();
		await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
		const summary = (await card.locator('h2 + p').textContent()) ?? '';
		expect(summary.endsWith('…')).toBe(true);
		expect(summary.length - 1).toBeLessThanOrEqual(100);
		// Cut between words: what shows before the ellipsis is whole words of the description in content/.
		const description = (
			parse(readFileSync(new URL('../../../content/products/tshirt-001.yaml', import.meta.url), 'utf8')) as { description: string }
		).description;
		expect(`${description} `.startsWith(`${summary.slice(0, -1)} `), summary).toBe(true);
		// "Price: " is screen-reader text before the visible price.
		await expect(card.getByText('Price: £25.00', { exact: true })).toBeVisible();
		await expect(card.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
		await expect(card.getByText('OUT OF STOCK')).toHaveCount(0);
		await expect(card.getByRole('button')).toHaveCount(0);
	});

	test('Buy Now opens the checkout link in a new tab, safely', async ({ page }) => {
		const buy = page.getByRole('link', { name: /^Buy Now/ });
		await expect(buy).toHaveCount(1);
		await expect(buy).toHaveAccessibleName(/Training T-Shirt/);
		await expect(buy).toHaveAttribute('href', /^https:\/\//);
		await expect(buy).toHaveAttribute('target', '_blank');
		await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
	});

	test('carries Product structured data with an in-stock Offer', async ({ page }) => {
		const href = await page.getByRole('link', { name: /^Buy Now/ }).getAttribute('href');
		const products = await productsOn(page);
		expect(products).toHaveLength(1);
		expect(products[0]).toMatchObject({
			'@context': 'https://schema.org',
			name: 'Training T-Shirt',
			sku: 'tshirt-001',
			image: expect.stringMatching(/^https:\/\//),
			offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: href },
		});
	});

	test('shows no empty state and no test fixture', async ({ page }) => {
		await expect(page.getByText('No Products Available')).toHaveCount(0);
		await expect(page.getByText('Training Hoodie')).toHaveCount(0);
	});

	for (const width of [375, 800, 1280]) {
		test(`the card fits a ${width} px wide screen`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			const box = await page.getByRole('article').boundingBox();
			expect(box?.x).toBeGreaterThanOrEqual(0);
			expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
		});
	}
});

const emptyPages = [
	{ path: '/shop/programs', heading: 'Coming Soon', button: 'Enquire Now' },
	{ path: '/shop/supplements', heading: 'No Supplements Available', button: 'Get In Touch' },
];

for (const { path, heading, button } of emptyPages) {
	test(`${path} shows '${heading}' with a '${button}' e-mail button and no products`, async ({ page }) => {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
		const contact = page.getByRole('main').getByRole('link', { name: button, exact: true });
		await expect(contact).toHaveAttribute('href', new RegExp(`^mailto:${settings.email.replace(/\./g, '\\.')}(\\?|$)`));
		await expect(contact).not.toHaveAttribute('target', /.*/);
		await expect(page.getByRole('article')).toHaveCount(0);
		expect(await productsOn(page)).toEqual([]);
	});
}
