import { expect, test } from '@playwright/test';
import { hours } from '../support/timetable-content';

// The device is in New York; the line must follow London's clock.
test.use({ timezoneId: 'America/New_York' });

const monday = hours.openingHours['monday']!;
const tuesday = hours.openingHours['tuesday']!;
/** A London wall time on a date, as a UTC instant: GMT in January, BST (UTC+1) in July. */
const london = (date: string, time: string, bst: boolean) => new Date(new Date(`${date}T${time}:00Z`).getTime() - (bst ? 3_600_000 : 0));

for (const [season, date, bst] of [
	['winter (GMT)', '2027-01-04', false],
	['summer (BST)', '2027-07-05', true],
] as const) {
	test(`says open until closing, then when it opens next, on a Monday in ${season}`, async ({ page }) => {
		await page.clock.setFixedTime(london(date, monday.open, bst));
		await page.goto('/membership');
		const line = page.locator('footer [data-open-now]');
		await expect(line).toHaveText(`Open now · closes ${monday.close}`);

		await page.clock.setFixedTime(london(date, monday.close, bst));
		await page.reload();
		await expect(line).toHaveText(`Closed · opens ${tuesday.open} Tuesday`);
	});
}

test('the line has its room before the script fills it, and is absent without JavaScript', async ({ page, browser }) => {
	await page.goto('/');
	const line = page.locator('footer [data-open-now]');
	await expect(line).not.toBeEmpty();
	expect(await line.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBeGreaterThan(0);

	const noScript = await browser.newContext({ javaScriptEnabled: false });
	const still = await noScript.newPage();
	await still.goto('/');
	await expect(still.locator('footer [data-open-now]')).toBeHidden();
	await noScript.close();
});

test('honours the holidays the page knows about', async ({ page }) => {
	await page.goto('/');
	const known = JSON.parse((await page.locator('#opening-hours').textContent()) ?? '{}') as {
		special: { from: string; to: string; hours: null | { open: string; close: string }; note: string }[];
	};
	test.skip(known.special.length === 0, 'no holiday within four weeks of the build in content/settings/site.yaml');
	const day = known.special[0]!;
	const listed = (hours.specialHours ?? []).map((entry) => entry.note);
	expect(listed).toContain(day.note);
	await page.clock.setFixedTime(new Date(`${day.from}T11:00:00Z`));
	await page.reload();
	await expect(page.locator('footer [data-open-now]')).toContainText(day.note);
	await expect(page.locator('footer [data-special-hours]')).toContainText(day.note);
});
