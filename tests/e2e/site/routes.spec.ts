import { expect, test } from '@playwright/test';

import { page as pageWords } from '../../support/content';
import { settings } from '../support/site';

// Each route's own title, description, canonical, one h1 and social card: tests/dist/page-meta.test.ts.

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
