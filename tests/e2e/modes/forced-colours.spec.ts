import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { affiliates, listedClasses } from '../../support/content';

// Windows High Contrast (forced colours) replaces the site's colours with the user's few system colours, in a light or
// a dark theme. Every state the site shows by colour alone must still show: by a boundary, a text mark, or colours
// kept on purpose (forced-color-adjust). Chromium's emulation paints the forced palette, so computed styles and
// screenshots read what such a user sees.

/** How an element looks once colours are forced: what can still tell two states apart. */
const look = (locator: Locator) =>
	locator.evaluate((el) => {
		const s = getComputedStyle(el);
		return [
			`background ${s.backgroundColor}`,
			`text ${s.color} ${s.textDecorationLine}`,
			`border ${s.borderLeftStyle} ${s.borderLeftWidth} ${s.borderLeftColor} ${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}`,
			`outline ${s.outlineStyle}`,
		].join('; ');
	});

/** Share of an element's pixels that stand out from its most common shade: 0 for a blank box, more for a drawn logo. */
async function drawnShare(locator: Locator): Promise<number> {
	const { data, info } = await sharp(await locator.screenshot())
		.greyscale()
		.raw()
		.toBuffer({ resolveWithObject: true });
	const counts = new Array<number>(256).fill(0);
	for (const value of data) counts[value] = (counts[value] ?? 0) + 1;
	const common = counts.indexOf(Math.max(...counts));
	let standing = 0;
	for (const value of data) if (Math.abs(value - common) > 64) standing++;
	return standing / (info.width * info.height);
}

/** How many kinds of class /classes and /blog list: they draw a filter by kind for two or more. */
const listedKinds = new Set(listedClasses.flatMap((guide) => (guide.type ? [guide.type] : []))).size;

async function force(page: Page, colorScheme: 'light' | 'dark') {
	await page.emulateMedia({ forcedColors: 'active', colorScheme });
}

for (const colorScheme of ['light', 'dark'] as const) {
	test.describe(`forced colours, ${colorScheme} theme, at 375 px`, () => {
		test.use({ viewport: { width: 375, height: 800 } });

		test('the timetable: the chosen day, today, the class on now and the next one each look different', async ({ page }) => {
			await force(page, colorScheme);
			await page.goto('/timetable');
			const today = page.locator('[data-day-link][data-today-link]');
			await expect(today).toHaveCount(1);
			// Choose a day other than today, so the strip shows both marks.
			const chosen = page.locator('[data-day-link]:not([data-today-link])').first();
			await chosen.click();
			await expect(chosen).toHaveAttribute('aria-current', 'true');
			const plain = page.locator('[data-day-link][aria-current="false"]:not([data-today-link])').first();
			const looks = { chosen: await look(chosen), today: await look(today), plain: await look(plain) };
			expect(looks.chosen, 'the chosen day looks like the others').not.toBe(looks.plain);
			expect(looks.today, 'today looks like the other days').not.toBe(looks.plain);
			expect(looks.chosen, 'the chosen day looks like today').not.toBe(looks.today);

			const cards = page.locator('[data-weekday]');
			expect(await look(cards.and(page.locator('[data-today]')))).not.toBe(
				await look(cards.and(page.locator(':not([data-today])')).first()),
			);

			// On now and Next depend on the hour: the test sets them as the page's script does, on one card's slots.
			// Three slots of the week's first class, copied within its card when the card holds fewer.
			const slots = cards.first().locator('[data-slot]:not([data-slot="blank"])');
			const first = page.locator('[data-weekday] [data-slot]:not([data-slot="blank"])').first();
			await first.evaluate(
				(el, have) => {
					const card = document.querySelector('[data-weekday]');
					for (let n = have; n < 3; n++) card?.querySelector('[data-slot]')?.parentElement?.append(el.cloneNode(true));
				},
				await slots.count(),
			);
			expect(await slots.count()).toBeGreaterThanOrEqual(3);
			await slots.nth(0).evaluate((el) => el.setAttribute('data-status', 'now'));
			await slots.nth(1).evaluate((el) => el.setAttribute('data-status', 'next'));
			await slots.nth(2).evaluate((el) => el.removeAttribute('data-status'));
			const [now, next, none] = [await look(slots.nth(0)), await look(slots.nth(1)), await look(slots.nth(2))];
			expect(new Set([now, next, none]).size, `on now: ${now}\nnext: ${next}\nneither: ${none}`).toBe(3);
		});

		// The filter chips of /classes, the timetable and the blog: the chosen one shows by more than colour. /classes
		// and /blog filter by kind, and with one kind listed draw no chips; the timetable always has its All chip, and
		// when no class has a page to filter by, a copy of it stands in for a second (the page's sheet styles any chip).
		for (const path of ['/classes', '/timetable', '/blog'])
			test(`the chosen filter chip on ${path} looks different from the others`, async ({ page }) => {
				await force(page, colorScheme);
				await page.goto(path);
				const chips = page.locator('fieldset label:has(input[type="radio"])');
				if (path !== '/timetable' && listedKinds < 2) {
					await expect(chips).toHaveCount(0);
					return;
				}
				if ((await chips.count()) === 1) await chips.first().evaluate((chip) => chip.after(chip.cloneNode(true)));
				expect(await chips.count()).toBeGreaterThanOrEqual(2);
				await chips.first().scrollIntoViewIfNeeded();
				const [chosen, other] = [await look(chips.first()), await look(chips.nth(1))];
				expect(chosen, 'the chosen chip looks like the others').not.toBe(other);
				await chips.nth(1).click();
				expect(await look(chips.nth(1))).toBe(chosen);
			});

		test('the current page in the menu and the open-now line are marked beyond colour', async ({ page }) => {
			await force(page, colorScheme);
			await page.goto('/timetable');
			await page.locator('header button[popovertarget]').click();
			const menu = page.locator('[popover] .menu-link');
			await expect(menu.first()).toBeVisible();
			expect(await look(menu.and(page.locator('[aria-current="page"]')))).not.toBe(
				await look(menu.and(page.locator(':not([aria-current])')).first()),
			);
			await page.keyboard.press('Escape');

			const line = page.locator('[data-open-now]');
			await line.evaluate((el) => el.setAttribute('data-state', 'open'));
			const open = await look(line);
			await line.evaluate((el) => el.setAttribute('data-state', 'closed'));
			expect(open, 'the open-now line looks the same open and closed').not.toBe(await look(line));
		});

		test('the header logo and the affiliate logos stay as visible as without forced colours', async ({ page }) => {
			await page.goto('/');
			// The header is a shade translucent over the home page's hero, whose picture and video are content: hidden
			// while the logos are measured, so the measure is of each logo on its own ground, whatever hero staff choose.
			await page
				.locator('[data-backdrop] > :is(picture, video)')
				.evaluateAll((media: HTMLElement[]) => media.forEach((element) => (element.style.visibility = 'hidden')));
			const logos = [page.locator('header a[href="/"] img'), ...(await page.locator('.affiliate-tile img').all())];
			expect(logos.length).toBe(1 + affiliates.length);
			// Each logo against its own background, unforced and forced: forced colours may not wash out what it draws.
			const drawn = async () => {
				const shares: number[] = [];
				for (const logo of logos) {
					await logo.scrollIntoViewIfNeeded();
					shares.push(await drawnShare(logo));
				}
				return shares;
			};
			const unforced = await drawn();
			await force(page, colorScheme);
			const forced = await drawn();
			for (const [i, logo] of logos.entries()) {
				const name = (await logo.getAttribute('alt')) || 'header';
				expect(forced[i] ?? 0, `the ${name} logo fades in forced colours`).toBeGreaterThanOrEqual(0.8 * (unforced[i] ?? 0));
			}
		});
	});
}
