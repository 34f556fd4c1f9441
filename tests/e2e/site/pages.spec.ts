import { expect, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { required } from '@/lib/content/required';
import { leadWithPopular } from '@/lib/membership/plans';

import { affiliates, literal, page as pageWords, plans, team, words } from '../../support/content';
import { expectDayPassBand } from '../support/day-pass-band';
import { settings } from '../support/site';

// Expected words and figures come from content/; the spec's own values are checked by `npm run check:launch-facts`.
const home = pageWords('home');
const about = pageWords('about-us');
const membership = pageWords('membership');
const facilities = pageWords('facilities');

// A plan's price as its card shows it, written out here from the display rules: the currency's symbol, whole pounds
// without pence (else two decimals), "from" when the plan says so, and what the price buys, in words.yaml's words.
const symbols = { GBP: '£', USD: '$', EUR: '€' } as const;
const priceOf = (plan: (typeof plans)[number]) =>
	`${symbols[plan.currency]}${Number.isInteger(plan.price) ? plan.price : plan.price.toFixed(2)}`;
const priceLine = (plan: (typeof plans)[number]) =>
	[plan.priceFrom ? words.planPrice.from : '', priceOf(plan), fillTemplate(words.planPrice.period, { period: words.periods[plan.period] })]
		.filter(Boolean)
		.join(' ');

test.describe('home', () => {
	test('shows the sections of content/pages/home.yaml in order, the call to action and the affiliates', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
		const sections = home.sections ?? [];
		// the spec's sections keep their order; the proof strip and "Today at the gym" sit among them.
		const headings = await page.locator('main h2').allTextContents();
		const names = sections.map((section) => section.heading);
		expect(headings.filter((heading) => names.includes(heading))).toEqual(names);
		for (const section of sections) {
			const block = page.locator(`#${section.id}`);
			const links = block.getByRole('link');
			await expect(links, section.id).toHaveCount((section.links?.length ?? 0) + (section.enquiry ? 1 : 0));
			for (const [i, link] of (section.links ?? []).entries()) await expect(links.nth(i)).toHaveAttribute('href', link.href);
			// An offer with an enquiry asks by e-mail, about itself.
			if (section.enquiry)
				await expect(links.last()).toHaveAttribute('href', `mailto:${settings.email}?subject=${encodeURIComponent(section.heading)}`);
			// An offer that names a plan quotes its price.
			const plan = plans.find((each) => each.id === section.plan);
			if (plan) await expect(block).toContainText(priceOf(plan));
		}
		// Two ways in: JOIN NOW, and the day pass.
		const hero = page.locator('section[aria-labelledby="hero-heading"]');
		await expect(hero.getByRole('link', { name: literal(home.dayPass ?? '') })).toHaveAttribute('href', settings.signUp.dayPass);
		await expect(
			page
				.locator('main')
				.getByRole('link', { name: literal(home.cta?.label ?? '') })
				.first(),
		).toHaveAttribute('href', settings.signUp.join);
		// The row keeps its places (the spec: at most 6), showing 'Coming soon' in the empty ones.
		const row = page
			.getByRole('region', { name: required(home.affiliates, 'content/pages/home.yaml: affiliates').heading })
			.getByRole('listitem');
		await expect(row).toHaveCount(6);
		for (const affiliate of affiliates) {
			const link = row.getByRole('link', { name: literal(affiliate.alt) });
			await expect(link).toHaveAttribute('target', '_blank');
			await expect(link).toHaveAttribute('href', affiliate.href);
		}
	});

	// No poster attribute: the still behind it is the first frame, in the screen's cut (home/hero.spec.ts).
	test('the hero video is muted, looping and inline', async ({ page }) => {
		await page.goto('/');
		const video = page.locator('video[data-hero-video]');
		for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) await expect(video).toHaveAttribute(attribute);
	});

	test('the playing hero video can be paused and played again from the keyboard', async ({ page }) => {
		await page.goto('/');
		const video = page.locator('video[data-hero-video]');
		const toggle = page.getByRole('button', { name: required(home.video, 'content/pages/home.yaml: video').pause });
		await expect(toggle).toBeVisible();
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: required(home.video, 'content/pages/home.yaml: video').play })).toBeFocused();
		expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
		await page.keyboard.press('Enter');
		await expect(toggle).toBeFocused();
		expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
	});

	test('falls back to the still image when the video cannot load', async ({ page }) => {
		await page.route(/\.(webm|mp4)$/, (route) => route.abort());
		await page.goto('/');
		await expect(page.locator('video[data-hero-video]')).toBeHidden();
		await expect(page.locator('[data-hero-toggle]')).toBeHidden();
		const still = page.locator('main picture img').first();
		await expect(still).toBeVisible();
		expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
	});

	// Reduced motion (no video request, the still shown, no pause button): the network gate, on every page with a video.
});

test.describe('about us', () => {
	// A fragment the page cannot decode (a mistyped or cut link) matches nothing: the islands still wake and work.
	test('toggles the team when the address ends in a malformed fragment', async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (error) => errors.push(error.message));
		await page.goto('/about-us#%E0');
		const toggle = page.getByRole('button', { name: about.team?.toggleLabel ?? '' });
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(page.locator('#team-members')).toBeVisible();
		expect(errors).toEqual([]);
	});

	test('links where its words link, and toggles the team', async ({ page }) => {
		await page.goto('/about-us');
		// Every address content/pages/about-us.yaml links to, whichever they are.
		const hrefs = [...JSON.stringify(about).matchAll(/"href":"([^"]+)"/g)].map((match) => match[1] ?? '');
		expect(hrefs.length, 'links in content/pages/about-us.yaml').toBeGreaterThan(0);
		for (const href of hrefs) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
		const toggle = page.getByRole('button', { name: about.team?.toggleLabel ?? '' });
		// The toggle's island sleeps until it is used; the first click both wakes it and opens the team.
		await expect(page.locator('astro-island:has([aria-controls="team-members"])')).toHaveAttribute('ssr');
		const panel = page.locator('#team-members');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(panel).toBeHidden();
		// The button says what pressing does before it is pressed, and who leads the team where its words name them.
		await expect(toggle).toContainText(about.team?.toggleShow ?? '');
		if (about.team?.toggleCount.includes('{owners}'))
			for (const member of team.filter((m) => m.role === 'co-owner')) await expect(toggle).toContainText(member.name);
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(panel).toBeVisible();
		await expect(toggle).toContainText(about.team?.toggleHide ?? '');
		const coOwners = team.filter((m) => m.role === 'co-owner');
		const staff = team.filter((m) => m.role === 'staff');
		const cards = (name = '') => panel.getByRole('region', { name, exact: true }).getByRole('article');
		await expect(cards(about.team?.coOwnersHeading).getByRole('heading')).toHaveText(coOwners.map((m) => m.name));
		await expect(cards(about.team?.staffHeading).getByRole('heading')).toHaveText(staff.map((m) => m.name));
		for (const [i, member] of [...coOwners, ...staff].entries())
			await expect(panel.getByRole('article').nth(i)).toContainText(member.position);
		await expect(panel.getByRole('article').first().locator('img')).toHaveAttribute('alt', /.+/);
		// Each member with an Instagram address has a link to it, opening in a new tab; one without has none.
		for (const [i, member] of [...coOwners, ...staff].entries()) {
			const links = panel.getByRole('article').nth(i).locator('a[href*="instagram.com"]');
			if (member.instagram) await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
			else await expect(links).toHaveCount(0);
		}
		await toggle.click();
		await expect(panel).toBeHidden();
		const join = page.getByRole('link', { name: literal(about.team?.joinLabel ?? '') });
		await expect(join).toHaveAttribute('href', settings.signUp.join);
		await expect(join).toHaveAttribute('target', '_blank');
		await expectDayPassBand(page, about.cta);
	});

	test('find-in-page reaches the folded team: a link to a name in it shows the team, and the toggle agrees', async ({ page }) => {
		const toggle = page.getByRole('button', { name: about.team?.toggleLabel ?? '' });
		await page.goto('/about-us');
		const toggleText = (await toggle.textContent()) ?? '';
		// A name only the panel holds (the toggle may name the co-owners), found as find-in-page finds it: by a link to
		// that passage, which Chromium treats the same way.
		const member = team.find((m) => !toggleText.includes(m.name));
		if (!member) throw new Error('content/team has no member the team toggle does not already name');
		await page.goto(`/about-us#:~:text=${encodeURIComponent(member.name)}`);
		const panel = page.locator('#team-members');
		await expect(panel).toBeVisible();
		await expect(panel.getByRole('heading', { name: member.name })).toBeInViewport();
		// The island was asleep when the browser showed the panel; once it wakes, the button says the team is open.
		await toggle.hover();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(toggle).toContainText(about.team?.toggleHide ?? '');
		await toggle.click();
		await expect(panel).toBeHidden();
	});

	test('opens the team when linked to #team', async ({ page }) => {
		await page.goto('/about-us#team');
		await expect(page.locator('#team')).toBeVisible();
		await expect(page.locator('#team-members')).toBeVisible();
	});

	test('shows the team without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/about-us');
		await expect(page.locator('#team-members').getByRole('article')).toHaveCount(team.length);
		await expect(page.locator('#team-members').getByRole('article').first()).toBeVisible();
		await context.close();
	});
});

test.describe('membership', () => {
	test('shows the plans of content/plans, the popular one first, with prices, features, the popular mark and their sign-up links', async ({
		page,
	}) => {
		await page.goto('/membership');
		const cards = page.locator('main article');
		await expect(cards).toHaveCount(plans.length);
		for (const [i, plan] of leadWithPopular(plans, (p) => p.popular).entries()) {
			const card = cards.nth(i);
			await expect(card.getByRole('heading')).toHaveText(plan.title);
			await expect(card).toContainText(priceLine(plan));
			for (const feature of plan.features) await expect(card).toContainText(feature);
			if (plan.note) await expect(card).toContainText(plan.note);
			// A plan that costs more bought online says so under its price, as its button buys it online.
			if (plan.onlinePrice !== undefined)
				await expect(card).toContainText(fillTemplate(words.onlinePrice, { price: priceOf({ ...plan, price: plan.onlinePrice }) }));
			await expect(
				card.getByText(required(pageWords('membership').popularLabel, 'content/pages/membership.yaml: popularLabel'), { exact: true }),
			).toHaveCount(plan.popular ? 1 : 0);
			await expect(card.getByRole('link')).toHaveAttribute('href', settings.signUp[plan.signUp]);
			await expect(card.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
		}
		if (membership.intro) await expect(page.getByText(membership.intro)).toBeVisible();
	});

	test('the Student & Blue Light box offers an e-mail enquiry', async ({ page }) => {
		await page.goto('/membership');
		const box = page.getByRole('complementary', { name: membership.discounts?.heading ?? '' });
		await expect(box).toContainText(membership.discounts?.body ?? '');
		await expect(box.getByRole('link')).toHaveAttribute('href', new RegExp(`^mailto:${settings.email}`));
	});

	// Plans side by side compare at a glance: their prices, lists and buttons stand on shared lines, whichever plan's name
	// runs to two lines.
	for (const width of [640, 1024, 1440])
		test(`plans side by side line up their prices, lists and buttons at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto('/membership');
			await page.evaluate(() => document.fonts.ready);
			const cards = await page.locator('main article:has([data-plan-price])').evaluateAll((all) =>
				all.map((card) => {
					const top = (selector: string) => Math.round(card.querySelector(selector)?.getBoundingClientRect().top ?? -1);
					const { top: at } = card.getBoundingClientRect();
					return { card: Math.round(at), price: top('[data-plan-price]'), list: top(':scope > ul'), button: top(':scope > a') };
				}),
			);
			const rows = Object.values(Object.groupBy(cards, (card) => card.card));
			expect(
				rows.some((row) => (row?.length ?? 0) > 1),
				'plans side by side',
			).toBe(true);
			for (const row of rows)
				for (const part of ['price', 'list', 'button'] as const)
					expect(new Set(row?.map((card) => card[part])).size, `${part}s in a row of ${row?.length} plans`).toBe(1);
		});
});

test.describe('facilities', () => {
	test('shows the areas, the highlights, visiting information and the day pass link', async ({ page }) => {
		await page.goto('/facilities');
		for (const area of facilities.sections ?? [])
			await expect(page.getByRole('heading', { name: area.heading, exact: true })).toBeVisible();
		const highlights = await page
			.locator('main [data-stat]')
			.evaluateAll((items) =>
				items.map(
					(item) =>
						`${item.querySelector('[data-figure]')?.textContent?.trim()} ${item.querySelector('[data-label]')?.textContent?.trim()}`,
				),
			);
		expect(highlights).toEqual(facilities.highlights?.map((h) => `${h.value} ${h.label}`));
		for (const info of facilities.info ?? []) {
			await expect(page.getByRole('heading', { name: info.heading, exact: true })).toBeVisible();
			for (const paragraph of info.body) await expect(page.getByText(paragraph)).toBeVisible();
		}
		const dayPass = page.getByRole('link', { name: literal(facilities.cta?.label ?? '') });
		await expect(dayPass).toHaveAttribute('href', settings.signUp.dayPass);
		await expect(dayPass).toHaveAttribute('target', '_blank');
	});

	test('loads the embedded map only when the visitor asks for it', async ({ page }) => {
		const thirdParty: string[] = [];
		page.on('request', (request) => {
			if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
		});
		// Keep the test offline: answer the map frame locally.
		await page.route(/openstreetmap\.org/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
		await page.goto('/facilities');
		await page.locator('[data-map]').scrollIntoViewIfNeeded();
		await expect(page.locator('[data-map] iframe')).toHaveCount(0);
		expect(thirdParty).toEqual([]);
		await page.getByRole('button', { name: required(pageWords('facilities').map, 'content/pages/facilities.yaml: map').show }).click();
		await expect(page.locator('[data-map] iframe')).toHaveAttribute('src', /openstreetmap\.org/);
		await expect(
			page.getByRole('link', { name: literal(required(pageWords('facilities').map, 'content/pages/facilities.yaml: map').directions) }),
		).toHaveAttribute('rel', 'noopener noreferrer');
	});
});
