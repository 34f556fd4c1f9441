import { expect, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { weekdays } from '@/lib/schedule/browser/weekdays';

import { albums, literal, words } from '../../support/content';
import { watchPage } from '../support/page-watch';
import { settings } from '../support/site';

// The seven sections in the spec's order, each at the route the spec gives it, named as content/settings/words.yaml
// names them.
const sections = (['about-us', 'membership', 'timetable', 'facilities', 'gallery', 'blog', 'shop'] as const).map(
	(key) => [`/${key}`, words.menu[key]] as const,
);

test.describe('navigation bar at 1280 px', () => {
	test.use({ viewport: { width: 1280, height: 900 } });

	test('marks the current section with aria-current, nested routes included', async ({ page }) => {
		// An album's page is nested under /gallery: the first album content/gallery holds.
		const album = albums[0]?.path ?? '';
		expect(album, 'an album in content/gallery').not.toBe('');
		for (const [path, label] of [...sections.slice(0, 4), [album, words.menu.gallery] as const]) {
			await page.goto(path);
			const nav = page.getByRole('navigation', { name: words.regions.mainMenu, exact: true });
			await expect(nav.getByRole('link', { name: label }), path).toHaveAttribute('aria-current', 'page');
			await expect(nav.locator('[aria-current="page"]'), path).toHaveCount(1);
		}
		await page.goto('/');
		await expect(page.getByRole('navigation', { name: words.regions.mainMenu, exact: true }).locator('[aria-current]')).toHaveCount(0);
	});

	test('has the logo link home, the seven links and the join button in a new tab', async ({ page }) => {
		await page.goto('/membership');
		await expect(page.getByRole('link', { name: fillTemplate(words.homeLink, { name: settings.name }), exact: true })).toHaveAttribute(
			'href',
			'/',
		);
		const nav = page.getByRole('navigation', { name: words.regions.mainMenu, exact: true });
		for (const [path, label] of sections) await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', path);
		const join = page
			.locator('header')
			.getByRole('link', { name: literal(words.join) })
			.first();
		await expect(join).toHaveAttribute('href', settings.signUp.join);
		await expect(join).toHaveAttribute('target', '_blank');
		await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
	});

	// That a wide screen never loads the mobile menu's code, pointer and keyboard used: the network gate at 1280 px.
	test('offsets the content below the fixed bar', async ({ page }) => {
		await page.goto('/membership');
		const bar = await page.locator('body > header').boundingBox();
		const heading = await page.locator('h1').boundingBox();
		expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
	});

	test('the skip link is the first focus stop and moves focus to the main content', async ({ page }) => {
		await page.goto('/membership');
		await page.keyboard.press('Tab');
		const skip = page.getByRole('link', { name: words.skipLink });
		await expect(skip).toBeFocused();
		await expect(skip).toBeVisible();
		await page.keyboard.press('Enter');
		await expect(page.locator('main')).toBeFocused();
	});

	test('the footer shows the address, opening hours, socials, app badges and copyright', async ({ page }) => {
		await page.goto('/');
		const footer = page.locator('body > footer');
		await expect(footer.locator('address')).toContainText(settings.address.town);
		const rows = await footer
			.locator('dt')
			.evaluateAll((terms) => terms.map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`));
		// Each row names a day or a run of days ("Monday – Thursday", in content/settings/words.yaml's names); read back
		// day by day, they are the week in order, each with its hours from content/settings/site.yaml.
		const names = weekdays.map((day) => words.days[day]);
		const days = rows.flatMap((row) => {
			const [, from = '', to = from, hours = ''] = /^(.+?)(?: – (.+?))? (\S+)$/.exec(row) ?? [];
			return names.slice(names.indexOf(from), names.indexOf(to) + 1).map((name) => `${name} ${hours}`);
		});
		expect(days).toEqual(
			weekdays.map((day) => `${words.days[day]} ${settings.openingHours[day].open}–${settings.openingHours[day].close}`),
		);
		await expect(footer.getByRole('link', { name: literal(words.socials.instagram) })).toHaveAttribute('href', settings.socials.instagram);
		await expect(footer.getByRole('link', { name: literal(words.socials.facebook) })).toHaveAttribute('href', settings.socials.facebook);
		await expect(footer.getByRole('link', { name: literal(words.footer.appStore.name) })).toHaveAttribute('target', '_blank');
		await expect(footer.getByRole('link', { name: literal(words.footer.googlePlay.name) })).toHaveAttribute('rel', 'noopener noreferrer');
		await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
	});

	test("the footer's links hold every section of the menu, and the list of classes after the timetable", async ({ page }) => {
		await page.goto('/');
		const explore = page.locator('body > footer').getByRole('navigation', { name: words.regions.footerLinks });
		const links = await explore.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
		const sections = Object.keys(words.menu).map((section) => `/${section}`);
		expect(links.filter((href) => href !== '/classes')).toEqual(sections);
		expect(links.indexOf('/classes')).toBe(links.indexOf('/timetable') + 1);
		await expect(explore.getByRole('link', { name: words.footer.classes, exact: true })).toHaveAttribute('href', '/classes');
	});
});

// The app badges: each of a badge's lines on one line, the badges one height, and inside the footer's column, from the
// narrowest phone through the widths where the footer has two columns (368 px up) to a desktop.
for (const width of [320, 360, 368, 375, 1440])
	test(`the footer's app badges keep their lines whole, one height, inside their column at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 });
		await page.goto('/');
		const footer = page.locator('body > footer');
		const badges = footer
			.getByRole('link', { name: literal(words.footer.appStore.name) })
			.or(footer.getByRole('link', { name: literal(words.footer.googlePlay.name) }));
		await expect(badges).toHaveCount(2);
		const found = await badges.evaluateAll((links) =>
			links.map((link) => {
				const column = link.closest('ul')?.parentElement?.getBoundingClientRect();
				const box = link.getBoundingClientRect();
				const lines = [...link.querySelectorAll('span span')].map((line) => {
					const range = document.createRange();
					range.selectNodeContents(line);
					return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
				});
				return {
					height: Math.round(box.height),
					lines,
					inside: !!column && box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
				};
			}),
		);
		for (const { lines, inside } of found) {
			expect(lines, 'each line of a badge on one line').toEqual([1, 1]);
			expect(inside, 'the badge inside its column').toBe(true);
		}
		expect(new Set(found.map(({ height }) => height)).size, 'the badges one height').toBe(1);
	});

test.describe('mobile menu at 375 px', () => {
	test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

	test('opens, closes on Escape with focus back on the button, and closes on link tap', async ({ page }) => {
		await page.goto('/membership');
		const button = page.getByRole('button', { name: words.menuButton });
		const panel = page.locator('#mobile-menu');
		await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
		await expect(panel).toBeHidden();

		// The browser reports the expanded state of a popover's button; ARIA in HTML forbids aria-expanded beside it.
		await expect(button).not.toHaveAttribute('aria-expanded');
		await button.click();
		await expect(panel).toBeVisible();
		// The page behind goes inert while the menu is open; the island sets it, so this also proves it hydrated.
		await expect(page.locator('main')).toHaveAttribute('inert');
		await expect(panel.getByRole('link', { name: words.menu['membership'] })).toHaveAttribute('aria-current', 'page');

		await panel.getByRole('link', { name: words.menu['timetable'] }).focus();
		await page.keyboard.press('Escape');
		await expect(panel).toBeHidden();
		await expect(page.locator('main')).not.toHaveAttribute('inert');
		await expect(button).toBeFocused();

		await button.click();
		await expect(panel).toBeVisible();
		// Keep the page here so the test sees the menu react to the tap itself.
		await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
		await panel.getByRole('link', { name: words.menu['facilities'] }).tap();
		await expect(panel).toBeHidden();
		await expect(page.locator('main')).not.toHaveAttribute('inert');
	});

	test('loads its code only when the visitor reaches for it', async ({ page }) => {
		const scripts: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(request.url());
		});
		const watch = await watchPage(page);
		await page.goto('/membership');
		await watch.settle();
		expect(scripts).toEqual([]);
		await page.getByRole('button', { name: words.menuButton }).tap();
		await expect.poll(() => scripts.length).toBeGreaterThan(0);
	});
});

test('a page opened wide and then narrowed gets the full mobile menu', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	const watch = await watchPage(page);
	await page.goto('/membership');
	await watch.settle();
	await page.setViewportSize({ width: 375, height: 800 });
	const button = page.getByRole('button', { name: words.menuButton });
	await button.click();
	await expect(page.locator('#mobile-menu')).toBeVisible();
	// The page behind goes inert by the island's hand, so this proves the island hydrated after the narrowing.
	await expect(page.locator('main')).toHaveAttribute('inert');
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

	test('the mobile menu still opens', async ({ page }) => {
		await page.goto('/');
		await page.getByRole('button', { name: words.menuButton }).click();
		await expect(page.locator('#mobile-menu').getByRole('link', { name: words.menu['timetable'] })).toBeVisible();
	});
});
