import { expect, type Page } from '@playwright/test';

import { settings } from './site';

/**
 * A page's closing band (CtaBand.astro) as its content words it: the heading, and its first button to the day pass in a
 * new tab (a second may stand beside it: joining, on /about-us). A page whose content leaves its `cta` out has no band.
 */
export async function expectDayPassBand(page: Page, cta: { heading: string } | undefined): Promise<void> {
	const band = page.locator('section[aria-labelledby="cta-heading"]');
	if (!cta) {
		await expect(band).toHaveCount(0);
		return;
	}
	await expect(band.getByRole('heading', { level: 2 })).toHaveText(cta.heading);
	const link = band.getByRole('link').first();
	await expect(link).toHaveAttribute('href', settings.signUp.dayPass);
	await expect(link).toHaveAttribute('target', '_blank');
}
