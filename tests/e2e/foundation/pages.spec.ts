import { expect, test } from '@playwright/test';
import { settings } from '../support/site';

test.describe('home', () => {
	test('shows the sections in spec order, the call to action and six affiliates', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		const headings = await page.locator('main h2').allTextContents();
		expect(headings.slice(0, 5)).toEqual([
			'Open Gym',
			'Classes',
			'Powerlifting & Olympic Weight Lifting',
			'Physiotherapy',
			'Personal Training',
		]);
		await expect(page.locator('#open-gym').getByRole('link')).toHaveAttribute('href', '/membership');
		await expect(page.locator('#classes').getByRole('link')).toHaveAttribute('href', '/timetable');
		await expect(page.locator('#lifting').getByRole('link')).toHaveAttribute('href', '/facilities');
		await expect(
			page
				.locator('main')
				.getByRole('link', { name: /JOIN NOW/ })
				.first(),
		).toHaveAttribute('href', settings.signUp.join);
		const affiliates = page.getByRole('region', { name: 'Our affiliates' }).getByRole('listitem');
		await expect(affiliates).toHaveCount(6);
		for (const name of ['ATHX', 'BLK BOX', 'British Powerlifting', 'HYROX', '4ZA', 'A7UK']) {
			const link = page.getByRole('link', { name: new RegExp(name) });
			await expect(link).toHaveAttribute('target', '_blank');
			await expect(link).toHaveAttribute('href', /^https:\/\//);
		}
	});

	test('the hero video is muted, looping and inline with a poster', async ({ page }) => {
		await page.goto('/');
		const video = page.locator('video[data-hero-video]');
		for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline', 'poster']) await expect(video).toHaveAttribute(attribute);
	});

	test('the playing hero video can be paused and played again from the keyboard', async ({ page }) => {
		await page.goto('/');
		const video = page.locator('video[data-hero-video]');
		const toggle = page.getByRole('button', { name: 'Pause the background video' });
		await expect(toggle).toBeVisible();
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: 'Play the background video' })).toBeFocused();
		expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
		await page.keyboard.press('Enter');
		await expect(toggle).toBeFocused();
		expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
	});

	test('falls back to the still image when the video cannot load', async ({ page }) => {
		await page.route(/\/media\/hero\.(webm|mp4)$/, (route) => route.abort());
		await page.goto('/');
		await expect(page.locator('video[data-hero-video]')).toBeHidden();
		await expect(page.locator('[data-hero-toggle]')).toBeHidden();
		const still = page.locator('main picture img').first();
		await expect(still).toBeVisible();
		expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
	});

	test('never requests the video when the visitor prefers reduced motion', async ({ browser }) => {
		const context = await browser.newContext({ reducedMotion: 'reduce' });
		const page = await context.newPage();
		const media: string[] = [];
		page.on('request', (request) => {
			if (/\/media\/hero\./.test(request.url())) media.push(request.url());
		});
		await page.goto('/', { waitUntil: 'networkidle' });
		expect(media).toEqual([]);
		await expect(page.locator('main picture img').first()).toBeVisible();
		await expect(page.locator('[data-hero-toggle]')).toBeHidden();
		await context.close();
	});
});

test.describe('about us', () => {
	test('links to the facilities and lifting classes and toggles the team', async ({ page }) => {
		await page.goto('/about-us');
		for (const href of ['/facilities', '/classes/powerlifting', '/classes/olympic-lifting']) {
			await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
		}
		const toggle = page.getByRole('button', { name: 'Meet Our Team' });
		// The toggle's island sleeps until it is used; the first click both wakes it and opens the team.
		await expect(page.locator('astro-island:has(#team-members)')).toHaveAttribute('ssr');
		const panel = page.locator('#team-members');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(panel).toBeHidden();
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(panel).toBeVisible();
		await expect(panel.getByRole('region', { name: 'Co-Owners' }).getByRole('article')).toHaveCount(3);
		await expect(panel.getByRole('region', { name: 'Staff' }).getByRole('article')).toHaveCount(9);
		const card = panel.getByRole('article').first();
		await expect(card.getByRole('heading')).not.toBeEmpty();
		await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
		await expect(card.getByRole('link', { name: /Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
		await toggle.click();
		await expect(panel).toBeHidden();
		const join = page.getByRole('link', { name: /Join Our Community/ });
		await expect(join).toHaveAttribute('href', settings.signUp.join);
		await expect(join).toHaveAttribute('target', '_blank');
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
		await expect(page.locator('#team-members').getByRole('article')).toHaveCount(12);
		await expect(page.locator('#team-members').getByRole('article').first()).toBeVisible();
		await context.close();
	});
});

test.describe('membership', () => {
	test('shows the four plans with their prices, the popular mark and the right links', async ({ page }) => {
		await page.goto('/membership');
		const plans = page.locator('main article');
		await expect(plans).toHaveCount(4);
		const expected = [
			['OPEN GYM', 'from £69 per month'],
			['CLASS & OPEN GYM', 'from £94 per month'],
			['CLASS BLOCKS', 'from £10 per block'],
			['DAY PASS', '£12 per session'],
		];
		for (const [i, [title, price]] of expected.entries()) {
			await expect(plans.nth(i).getByRole('heading')).toHaveText(title!);
			await expect(plans.nth(i)).toContainText(price!);
		}
		await expect(plans.nth(1)).toContainText('Most Popular');
		await expect(page.getByText('Most Popular')).toHaveCount(1);
		await expect(plans.nth(1)).toContainText('Unlimited classes');
		await expect(plans.nth(3)).toContainText('£13 if bought online');
		for (const i of [0, 1, 2]) await expect(plans.nth(i).getByRole('link')).toHaveAttribute('href', settings.signUp.join);
		await expect(plans.nth(3).getByRole('link')).toHaveAttribute('href', settings.signUp.dayPass);
		for (const i of [0, 1, 2, 3]) await expect(plans.nth(i).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
		await expect(page.getByText(/contract length/)).toBeVisible();
	});

	test('the Student & Blue Light box offers an e-mail enquiry', async ({ page }) => {
		await page.goto('/membership');
		const box = page.getByRole('complementary', { name: 'Student & Blue Light discounts' });
		await expect(box).toContainText('front desk');
		await expect(box.getByRole('link')).toHaveAttribute('href', new RegExp(`^mailto:${settings.email}`));
	});
});

test.describe('facilities', () => {
	test('shows the three areas, the highlights, visiting information and the day pass link', async ({ page }) => {
		await page.goto('/facilities');
		for (const area of ['Class Area', 'Powerlifting Area', 'Personal Training / Accessory Machine Room']) {
			await expect(page.getByRole('heading', { name: area })).toBeVisible();
		}
		const highlights = await page
			.locator('main dl > div')
			.evaluateAll((items) => items.map((item) => `${item.querySelector('dd')?.textContent} ${item.querySelector('dt')?.textContent}`));
		expect(highlights).toEqual(['5 competition racks', '1000+ kg calibrated plates', '2 deadlift platforms']);
		await expect(page.getByText(/3 hours/)).toBeVisible();
		await expect(page.getByText(/pay-and-display/)).toBeVisible();
		await expect(page.getByText(/reserved for staff/)).toBeVisible();
		await expect(page.getByText(/three unisex bathrooms and one unisex shower/)).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Refreshments' })).toBeVisible();
		const dayPass = page.getByRole('link', { name: /Get A Day Pass/ });
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
		await page.getByRole('button', { name: 'Show interactive map' }).click();
		await expect(page.locator('[data-map] iframe')).toHaveAttribute('src', /openstreetmap\.org/);
		await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('rel', 'noopener noreferrer');
	});
});
