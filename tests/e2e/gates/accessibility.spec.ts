import { expect, test } from '@playwright/test';
import { axeViolations, expandDisclosures, openLightbox, openMobileMenu } from '../support/interactions';
import { gatePages } from '../support/pages';

// One load per page: axe at 375 px, with the mobile menu open, at 1280 px, then with every
// disclosure (accordions, team toggle) expanded and the lightbox open where the page has them.
for (const gatePage of gatePages()) {
	test(`axe ${gatePage.name}`, async ({ page }) => {
		const problems: string[] = [];
		// Loaded narrow, so the menu island (client:interaction at phone widths) can hydrate when tapped.
		await page.setViewportSize({ width: 375, height: 812 });
		await page.goto(gatePage.url);
		problems.push(...(await axeViolations(page, '375px')));

		const menu = await openMobileMenu(page);
		if (menu.problem) problems.push(`375px: ${menu.problem}`);
		else problems.push(...(await axeViolations(page, '375px, mobile menu open', menu.panel)));
		await page.keyboard.press('Escape');

		await page.setViewportSize({ width: 1280, height: 800 });
		problems.push(...(await axeViolations(page, '1280px')));

		const disclosureProblems = await expandDisclosures(page);
		problems.push(...disclosureProblems.map((problem) => `1280px: ${problem}`));
		const expanded = await page.locator('main [aria-expanded="true"], main details[open]').count();
		if (expanded > 0) problems.push(...(await axeViolations(page, '1280px, disclosures expanded', 'main')));

		const lightbox = await openLightbox(page);
		if (lightbox === 'open') {
			problems.push(...(await axeViolations(page, '1280px, lightbox open')));
			await page.keyboard.press('Escape');
		} else if (lightbox !== 'none') problems.push(`1280px: ${lightbox}`);

		expect(problems, `${gatePage.name} has accessibility violations`).toEqual([]);
	});
}
