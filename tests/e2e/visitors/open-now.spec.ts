import { expect, test, type Page } from '@playwright/test';
import { hours } from '../support/timetable-content';

// The device is in New York; the line must follow London's clock.
test.use({ timezoneId: 'America/New_York' });

/** The weeks the build worked the line out for, from the page itself. */
async function window(page: Page) {
	await page.goto('/');
	const data = JSON.parse((await page.locator('#open-line').textContent()) ?? '{}') as { from: number; steps: number[] };
	const minutes = data.steps.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
	return { from: data.from * 60_000, until: (data.from + minutes) * 60_000 };
}
/** The UTC instant of a London wall time (November to March is GMT, so UTC; otherwise BST). */
const london = (date: string, time: string) => {
	const utc = new Date(`${date}T${time}:00Z`);
	const bst = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' }).format(utc).endsWith('BST');
	return new Date(utc.getTime() - (bst ? 3_600_000 : 0));
};
const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
const holidayDates = new Set(
	(hours.specialHours ?? []).flatMap((day) => {
		const dates: string[] = [];
		for (let d = isoDay(day.from); d <= isoDay(day.to ?? day.from); d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10))
			dates.push(d);
		return dates;
	}),
);

test('says open until closing time, then when it opens next, on the first ordinary Monday the build covers', async ({ page }) => {
	const { from, until } = await window(page);
	let monday = new Date(from + 86_400_000);
	while (monday.getUTCDay() !== 1 || holidayDates.has(isoDay(monday)) || holidayDates.has(isoDay(new Date(monday.getTime() + 86_400_000))))
		monday = new Date(monday.getTime() + 86_400_000);
	const date = isoDay(monday);
	const mon = hours.openingHours['monday']!;
	const tue = hours.openingHours['tuesday']!;
	test.skip(london(date, '23:59').getTime() > until, 'no ordinary Monday in the weeks the build covers');

	await page.clock.setFixedTime(london(date, mon.open));
	await page.reload();
	const line = page.locator('footer [data-open-now]');
	await expect(line).toHaveText(`Open now · closes ${mon.close}`);
	await expect(line).toHaveAttribute('data-state', 'open');

	await page.clock.setFixedTime(new Date(london(date, mon.close).getTime() - 60_000));
	await page.reload();
	await expect(line).toHaveText(`Open now · closes ${mon.close}`);

	await page.clock.setFixedTime(london(date, mon.close));
	await page.reload();
	await expect(line).toHaveText(`Closed · opens ${tue.open} Tuesday`);
	await expect(line).toHaveAttribute('data-state', 'closed');
});

test('honours the holidays in content/settings/site.yaml that fall in the weeks the build covers', async ({ page }) => {
	const { from, until } = await window(page);
	const coming = (hours.specialHours ?? []).filter((day) => {
		const noon = london(isoDay(day.from), '12:00').getTime();
		return noon > from && noon < until;
	});
	test.skip(coming.length === 0, 'no holiday within three weeks of the build');
	for (const day of coming) {
		await page.clock.setFixedTime(london(isoDay(day.from), '12:00'));
		await page.reload();
		await expect(page.locator('footer [data-open-now]')).toContainText(day.note);
	}
});

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
