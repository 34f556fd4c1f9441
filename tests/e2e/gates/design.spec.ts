import { expect, test } from '@playwright/test';
import { designProblems } from '../support/design-checks';

// The layout checks run on every page at 375 and 1440 px, with every disclosure open, in
// tests/e2e/gates/network.spec.ts, sharing each page load with the network checks. Here: that they work.

// The checks themselves: each one reports the defect it guards against when shown one.
test('the design checks catch each defect they look for', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<div style="width: 80px">Supercalifragilistic</div>
		<p style="width: 60px">Send an e-mail today</p>
		<span style="display: inline-block; padding: 4px 8px; border: 1px solid #999; border-radius: 4px">XL</span>
		<p style="width: 150px"><span data-plan-price style="font-size: 48px">£69</span><span data-plan-period> per month</span></p>
		<a href="/x" style="display: inline-flex; text-transform: uppercase"><span style="white-space: nowrap">E-mail</span> us</a>
	</body>`);
	const found = await designProblems(page);
	expect(found.overflowing).toEqual([expect.stringContaining('Supercalifragilistic')]);
	expect(found.splitWords).toEqual([expect.stringContaining('"e-mail"')]);
	expect(found.fakeButtons).toEqual([expect.stringContaining('"XL"')]);
	expect(found.splitPrices).toEqual([expect.stringContaining('£69 per month')]);
	expect(found.joinedWords).toEqual([expect.stringContaining('"E-mail" and "us" touch')]);
});

// A badge cut by its own box ("Toda"), and one drawn past its column into the next, as the timetable's Today was.
test('the clipped-badge check catches a cut badge and one running into the next column', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<div style="display: grid; grid-template-columns: 100px 100px">
			<section><h2 style="display: flex; gap: 8px; margin: 0; font-size: 24px">Wednesday<span>Today</span></h2></section>
			<section style="background: #333">Thursday</section>
		</div>
		<span style="display: inline-block; width: 30px; overflow: hidden; white-space: nowrap">Sold out</span>
		<span style="display: inline-block; overflow: hidden; white-space: nowrap">Next</span>
		<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Read out only</span>
	</body>`);
	const found = await designProblems(page);
	expect(found.clippedBadges).toEqual([
		expect.stringContaining('"Today" runs past the edge of its column'),
		expect.stringContaining('"Sold out" is cut'),
	]);
});

test('the membership page has plan prices for the price check to measure', async ({ page }) => {
	await page.goto('/membership');
	expect(await page.locator('[data-plan-price]').count()).toBeGreaterThan(0);
	expect(await page.locator('[data-plan-period]').count()).toBe(await page.locator('[data-plan-price]').count());
});
