import { expect, test } from '@playwright/test';
import { page as pageWords } from '../../support/content';
import { settings } from '../support/site';

const routes = ['/', '/about-us', '/membership', '/timetable', '/facilities'];

test('each foundation route answers 200 with its own title, description, canonical and one h1', async ({ page }) => {
	const titles = new Set<string>();
	const descriptions = new Set<string>();
	for (const route of routes) {
		const response = await page.goto(route);
		expect(response?.status(), route).toBe(200);
		const title = await page.title();
		const description = await page.locator('meta[name="description"]').getAttribute('content');
		expect(title.length, route).toBeGreaterThan(0);
		expect(description?.length ?? 0, route).toBeGreaterThan(40);
		expect(description?.length ?? 0, route).toBeLessThanOrEqual(156);
		titles.add(title);
		descriptions.add(description ?? '');
		await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute('href', new URL(route, settings.url).href);
		await expect(page.locator('h1'), route).toHaveCount(1);
		await expect(page.locator('meta[property="og:image"]'), route).toHaveAttribute('content', /^https:\/\//);
		await expect(page.locator('meta[name="twitter:card"]'), route).toHaveAttribute('content', 'summary_large_image');
	}
	expect(titles.size).toBe(routes.length);
	expect(descriptions.size).toBe(routes.length);
});

test('the home page carries ExerciseGym structured data with address, geo, hours and profiles', async ({ page }) => {
	await page.goto('/');
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
	const gym = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'ExerciseGym');
	expect(gym).toBeDefined();
	expect(gym).toMatchObject({
		'@context': 'https://schema.org',
		address: { '@type': 'PostalAddress', addressLocality: settings.address.town },
		geo: { '@type': 'GeoCoordinates' },
		sameAs: [settings.socials.instagram, settings.socials.facebook],
	});
	const hours = gym?.['openingHoursSpecification'] as { dayOfWeek: string; opens: string; closes: string }[];
	expect(hours.map((h) => `${h.dayOfWeek.replace('https://schema.org/', '').toLowerCase()} ${h.opens}-${h.closes}`)).toEqual(
		Object.entries(settings.openingHours).map(([day, { open, close }]) => `${day} ${open}-${close}`),
	);
});

test('an unknown path shows the 404 page with status 404, noindex and the path logged', async ({ page }) => {
	const logs: string[] = [];
	page.on('console', (message) => logs.push(message.text()));
	const response = await page.goto('/nope');
	expect(response?.status()).toBe(404);
	const notFound = pageWords('not-found');
	await expect(page).toHaveTitle(notFound.title);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
	await expect(page.getByText(notFound.intro ?? '')).toBeVisible();
	await expect(page.getByRole('link', { name: notFound.cta?.label ?? '' })).toHaveAttribute('href', '/');
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
	await expect.poll(() => logs.some((line) => line.includes('/nope'))).toBe(true);
});
