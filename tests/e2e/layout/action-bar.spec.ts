import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { formatHeadlinePrice } from '@/lib/price';

import { classPages, plans, settings, words } from '../../support/content';

// On a phone, once the first screen has scrolled away, a slim bar keeps the day pass and joining in reach: a quarter
// of the screen at most, never over the open menu or the focused element, never on a wide screen or on paper.

const dayPass = plans.find((plan) => plan.signUp === 'dayPass');
const phone = { width: 375, height: 667 };
/** The bar's day pass words (content/settings/words.yaml, with the day pass plan's title and its prices at the desk and online). */
const barLabel = () =>
	fillTemplate(words.actionBar.dayPass, {
		plan: dayPass?.title.toLowerCase() ?? '',
		price: formatHeadlinePrice(dayPass?.price ?? 0, dayPass?.currency ?? 'GBP'),
		online: formatHeadlinePrice(dayPass?.onlinePrice ?? dayPass?.price ?? 0, dayPass?.currency ?? 'GBP'),
	});
/** The bar: the box around its two links (a closing band may offer the same two). */
const bar = (page: Page) =>
	page
		.locator('main div:has(> a):not([data-band] *)')
		.filter({ has: page.getByRole('link', { name: barLabel() }) })
		.last();
const scrollBy = (page: Page, screens: number) => page.evaluate((n) => scrollTo(0, innerHeight * n), screens);

test.describe('a phone', () => {
	test.use({ viewport: phone, hasTouch: true, isMobile: true });

	// Pages longer than two screens whatever the day: the phone timetable shows one day at a time, as short as that day.
	for (const path of ['/about-us', '/membership', `/classes/${classPages[0]?.slug ?? ''}`])
		test(`${path}: the bar comes once the first screen has gone, slim, with the day pass and join links`, async ({ page }) => {
			expect(dayPass, 'a plan for the day pass').toBeDefined();
			await page.goto(path);
			await expect(bar(page)).not.toBeInViewport();
			await scrollBy(page, 2);
			await expect(bar(page)).toBeInViewport({ ratio: 1 });
			const box = (await bar(page).boundingBox())!;
			expect(box.y + box.height, 'at the foot of the screen').toBeCloseTo(phone.height, 0);
			expect(box.height, 'a quarter of the screen at most').toBeLessThanOrEqual(phone.height / 4);
			const links = bar(page).getByRole('link');
			await expect(links).toHaveCount(2);
			await expect(links.first()).toHaveAttribute('href', settings.signUp.dayPass);
			await expect(links.last()).toHaveAttribute('href', settings.signUp.join);
			await expect(links.last()).toContainText(words.actionBar.join);
			for (const link of await links.all()) {
				await expect(link).toHaveAttribute('target', '_blank');
				await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
			}
		});

	// The closing band offers the same two links: it slides over the bar as it comes up, and the bar parks under its foot.
	test('the closing band covers the bar, as it comes up and at the foot of the page, until a key reaches the bar', async ({ page }) => {
		await page.goto('/membership');
		const band = page.locator('main [data-band]').last();
		/** What the screen shows at the middle of the bar: part of the band, or of the bar. */
		const onTop = () =>
			bar(page).evaluate((el) => {
				const box = el.getBoundingClientRect();
				const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
				return shown?.closest('[data-band]') ? 'band' : el.contains(shown) ? 'bar' : 'other';
			});
		await scrollBy(page, 2);
		expect(await onTop()).toBe('bar');
		await band.evaluate((el) => scrollTo(0, scrollY + el.getBoundingClientRect().top - innerHeight / 2));
		await expect(bar(page)).toBeInViewport();
		expect(await onTop()).toBe('band');
		// The band's foot, then the footer, at the foot of the screen: the bar has parked under the band.
		for (const below of [0, 200]) {
			await band.evaluate((el, px) => scrollTo(0, scrollY + el.getBoundingClientRect().bottom - innerHeight + px), below);
			await expect(bar(page)).toBeInViewport();
			expect(await onTop()).toBe('band');
		}
		await bar(page).getByRole('link').first().focus();
		expect(await onTop()).toBe('bar');
	});

	test('on a page without a closing band the bar parks below the last words', async ({ page }) => {
		await page.goto('/privacy');
		await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
		const barTop = (await bar(page).boundingBox())!.y;
		const lastBottom = await page.evaluate(() => {
			const track = document.querySelector('main > :last-child');
			const last = track?.previousElementSibling;
			return last ? last.getBoundingClientRect().bottom : 0;
		});
		expect(barTop).toBeGreaterThanOrEqual(lastBottom - 1);
	});

	test('the bar never covers the element that has focus', async ({ page }) => {
		await page.goto('/timetable');
		const hidden: string[] = [];
		for (let i = 0; i < 80; i++) {
			await page.keyboard.press('Tab');
			const found = await page.evaluate(() => {
				const focused = document.activeElement;
				const barBox = [...document.querySelectorAll<HTMLElement>('*')].find(
					(el) => getComputedStyle(el).position === 'sticky' && getComputedStyle(el).bottom !== 'auto',
				);
				if (!focused || focused === document.body || !barBox || barBox.contains(focused)) return null;
				const a = focused.getBoundingClientRect();
				const b = barBox.getBoundingClientRect();
				const covered = a.bottom > b.top && a.top < b.bottom && b.top < innerHeight;
				return covered ? `${focused.tagName} "${(focused.textContent ?? '').trim().slice(0, 30)}"` : null;
			});
			if (found) hidden.push(found);
		}
		expect(hidden, 'focused elements under the bar').toEqual([]);
	});

	test('the open menu has the screen to itself', async ({ page }) => {
		await page.goto('/timetable');
		await scrollBy(page, 2);
		await expect(bar(page)).toBeVisible();
		await page.getByRole('button', { name: words.menuButton }).click();
		await expect(page.locator('[popover]:popover-open')).toHaveCount(1);
		await expect(bar(page)).toBeHidden();
	});

	test('the bar is not printed', async ({ page }) => {
		await page.goto('/timetable');
		await scrollBy(page, 2);
		await page.emulateMedia({ media: 'print' });
		await expect(bar(page)).toBeHidden();
	});
});

test.describe('where the bar does not belong', () => {
	for (const viewport of [
		{ width: 1440, height: 900 },
		// 400 % zoom of a 1280x1024 screen: the bars that stay put keep to a third of the view.
		{ width: 320, height: 256 },
	])
		test(`${viewport.width}x${viewport.height}: no bar`, async ({ page }) => {
			await page.setViewportSize(viewport);
			await page.goto('/timetable');
			await scrollBy(page, 2);
			await expect(bar(page)).toBeHidden();
		});
});
