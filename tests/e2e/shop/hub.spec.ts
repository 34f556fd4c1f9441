import { expect, type Page, test } from '@playwright/test';

import { page as pageWords, products, words } from '../../support/content';

const hub = pageWords('shop');
const listed = (hub.shop?.categories ?? []).map((card) => ({
	path: `/shop/${card.category}`,
	name: card.heading,
	pageHeading: pageWords(`shop-${card.category}`).heading,
	onSale: products.some((product) => product.category === card.category),
	inStock: products
		.filter((product) => product.category === card.category && !product.outOfStock)
		.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
}));
// The categories on sale lead; the rest follow in a smaller row. With none on sale, all lead. Every card has its
// picture.
const anyOnSale = listed.some((card) => card.onSale);
const leading = listed.filter((card) => card.onSale || !anyOnSale);
const following = listed.filter((card) => !leading.includes(card));
const categories = [...leading, ...following];

// The hub's own title, description, canonical and one h1: tests/dist/page-meta.test.ts; its axe scan: the network gate
// (axe on every page).
test('the shop is the active section in the menu of the hub', async ({ page }) => {
	await page.goto('/shop');
	await expect(
		page.getByRole('navigation', { name: words.regions.mainMenu, exact: true }).getByRole('link', { name: words.menu['shop'] }),
	).toHaveAttribute('aria-current', 'page');
});

// A card is an item of the hub's lists that holds a heading; the products a card names are items of a list in it.
const hubCards = (page: Page) =>
	page
		.getByRole('main')
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 2 }) });

test('the hub shows a card per shop page, those on sale first, each in the order written', async ({ page }) => {
	await page.goto('/shop');
	const cards = hubCards(page);
	await expect(cards).toHaveCount(categories.length);
	for (const [i, { path, name, inStock }] of categories.entries()) {
		const card = cards.nth(i);
		await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
		await expect(card.getByRole('link')).toHaveCount(1 + Math.min(inStock.length, 3));
		await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
		const img = card.locator('img');
		await expect(img).toHaveAttribute('alt', /.+/);
		await expect(img).toHaveAttribute('width', /^\d+$/);
		await expect(img).toHaveAttribute('height', /^\d+$/);
	}
});

// The hub names what a visitor can buy: a card on sale lists its first three products in stock, by name, each with its
// price and a link to its card on the category's page.
test('a card on sale names its products in stock, with their prices and links to them', async ({ page }) => {
	await page.goto('/shop');
	for (const [i, { path, inStock }] of categories.entries()) {
		const offers = hubCards(page).nth(i).getByRole('listitem');
		await expect(offers).toHaveCount(Math.min(inStock.length, 3));
		for (const [j, product] of inStock.slice(0, 3).entries()) {
			const offer = offers.nth(j);
			await expect(offer.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', `${path}#${product.id}`);
			await expect(offer).toContainText(product.price.toFixed(2));
			await page.goto(`${path}#${product.id}`);
			await expect(page.locator(`article#${product.id}`)).toContainText(product.name);
			await page.goto('/shop');
		}
	}
});

// One state language: each card states its category in the words and look its page uses (no "Coming soon" card
// over a page that says the category is sold at the front desk).
test('each card states its category as the category page does', async ({ page }) => {
	await page.goto('/shop');
	const states = await hubCards(page).locator('[data-shop-status]').allTextContents();
	expect(states).toHaveLength(categories.length);
	for (const [i, { path }] of categories.entries()) {
		await page.goto(path);
		const status = page.locator('header [data-shop-status]');
		await expect(status).toHaveCount(1);
		expect((await status.textContent())?.trim()).toBe(states[i]?.trim());
	}
});

for (const { path, name, pageHeading } of categories) {
	test(`clicking anywhere on the ${name} card opens ${path}`, async ({ page }) => {
		await page.goto('/shop');
		// The link covers the card, so a click away from its heading (on the photo, or on a compact card's corner)
		// navigates too.
		const card = hubCards(page).filter({ hasText: name });
		await card.scrollIntoViewIfNeeded();
		const box = await ((await card.locator('img').count()) > 0 ? card.locator('img') : card).boundingBox();
		await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) - 8);
		await expect(page).toHaveURL(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading);
	});
}

test('the hub cards stack on phones; on desktops those on sale share a row, and the rest a row under it', async ({ page }) => {
	const tops = async () => hubCards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
	await page.setViewportSize({ width: 375, height: 800 });
	await page.goto('/shop');
	const phone = await tops();
	for (const i of phone.keys()) if (i > 0) expect(phone[i - 1]).toBeLessThan(phone[i]!);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
	await page.setViewportSize({ width: 1280, height: 800 });
	const desktop = await tops();
	expect(new Set(desktop.slice(0, leading.length)).size).toBe(1);
	expect(new Set(desktop.slice(leading.length)).size).toBeLessThanOrEqual(1);
	if (following.length > 0) expect(desktop[leading.length]).toBeGreaterThan(desktop[0]!);
});
