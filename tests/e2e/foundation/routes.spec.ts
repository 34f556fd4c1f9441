import { expect, test } from '@playwright/test';
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
		address: { '@type': 'PostalAddress', addressLocality: 'Chelmsford' },
		geo: { '@type': 'GeoCoordinates' },
		sameAs: [settings.socials.instagram, settings.socials.facebook],
	});
	const hours = gym?.['openingHoursSpecification'] as { dayOfWeek: string; opens: string; closes: string }[];
	expect(hours.map((h) => `${h.dayOfWeek.replace('https://schema.org/', '')} ${h.opens}-${h.closes}`)).toEqual([
		'Monday 06:00-21:00',
		'Tuesday 06:00-21:00',
		'Wednesday 06:00-21:00',
		'Thursday 06:00-21:00',
		'Friday 06:00-20:00',
		'Saturday 06:30-15:00',
		'Sunday 08:00-14:00',
	]);
});

test('an unknown path shows the 404 page with status 404, noindex and the path logged', async ({ page }) => {
	const logs: string[] = [];
	page.on('console', (message) => logs.push(message.text()));
	const response = await page.goto('/nope');
	expect(response?.status()).toBe(404);
	await expect(page).toHaveTitle('404');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
	await expect(
		page.getByText("Sorry, we couldn't find the page you're looking for. The page may have been moved or doesn't exist."),
	).toBeVisible();
	await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
	await expect.poll(() => logs.some((line) => line.includes('/nope'))).toBe(true);
});
