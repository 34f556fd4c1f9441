import { expect, type Page, test } from '@playwright/test';

import { pageKinds } from '../../support/built-pages';

// One page of each kind (tests/support/built-pages.ts): the menu is the same component on every page.
const kinds = pageKinds();

/** Where focus is: 'button', 'menu: <link words>', or 'behind: <what>' for anything outside the open menu. */
const focusPlace = (page: Page) =>
	page.evaluate(() => {
		const active = document.activeElement;
		const words = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
		if (!active || active === document.body) return 'behind: the page itself';
		if (active.matches('button[popovertarget]')) return 'button';
		return `${active.closest(':popover-open') ? 'menu' : 'behind'}: ${words(active)}`;
	});

test.describe('the open mobile menu holds the keyboard at 375 px', () => {
	test.use({ viewport: { width: 375, height: 800 } });

	for (const [kind, { url }] of kinds) {
		test(`${kind} (${url}): Tab and Shift+Tab stay in the menu, Escape closes it and focus returns to the button`, async ({ page }) => {
			await page.goto(url);
			const button = page.locator('header button[popovertarget]');
			const panel = page.locator('[popover]');
			await button.focus();
			await page.keyboard.press('Enter');
			await expect(panel).toBeVisible();
			await expect(page.locator('main')).toHaveAttribute('inert');
			const stops = 1 + (await panel.locator('a[href], button').count());

			// Twice round the menu each way: every stop is the button or a control in the menu, each of them visited.
			for (const key of ['Tab', 'Shift+Tab']) {
				const seen: string[] = [];
				for (let i = 0; i < 2 * stops; i++) {
					await page.keyboard.press(key);
					seen.push(await focusPlace(page));
				}
				expect(
					seen.filter((place) => place !== 'button' && !place.startsWith('menu: ')),
					`${key} left the menu: ${seen.join(' → ')}`,
				).toEqual([]);
				expect(new Set(seen).size, `${key} order: ${seen.join(' → ')}`).toBe(stops);
				if (key === 'Tab') await test.info().attach(`Tab order on ${url}`, { body: seen.slice(0, stops).join(' → ') });
			}

			await panel.locator('a[href]').first().focus();
			await page.keyboard.press('Escape');
			await expect(panel).toBeHidden();
			await expect(button).toBeFocused();
			await expect(page.locator('main')).not.toHaveAttribute('inert');
		});
	}

	test('the button exposes the menu’s state once, from the browser: expanded while open, collapsed when closed', async ({ page }) => {
		const [{ url } = { url: '/' }] = kinds.values();
		await page.goto(url);
		const button = page.locator('header button[popovertarget]');
		await expect(button).not.toHaveAttribute('aria-expanded');
		const cdp = await page.context().newCDPSession(page);
		const expanded = async () => {
			const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
			const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'header button[popovertarget]' });
			const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
			return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
		};
		expect(await expanded()).toBe(false);
		await button.click();
		await expect(page.locator('[popover]')).toBeVisible();
		await expect.poll(expanded).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(expanded).toBe(false);
		await cdp.detach();
	});
});
