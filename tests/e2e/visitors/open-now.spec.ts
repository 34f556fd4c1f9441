import { expect, test, type Page } from '@playwright/test';
import { fillTemplate } from '../../../src/lib/schedule/browser/fill-template';
import { words } from '../../support/content';
import { firstOrdinary, london, openLineWindow } from '../support/open-line-window';
import { hours } from '../support/timetable-content';

// The device is in New York; the line must follow London's clock.
test.use({ timezoneId: 'America/New_York' });

/** The weeks the build worked the line out for, from the page itself. */
async function window(page: Page) {
	await page.goto('/');
	return openLineWindow(page);
}

// The line's words are content/settings/words.yaml's; the weekday is the calendar's, written out here.
const { open, closed, opens } = words.openNow;

test('says open until closing time, then when it opens next, on the first ordinary Monday the build covers', async ({ page }) => {
	// The build covers a fortnight or more, so it holds a Monday and a Tuesday without special hours.
	const date = firstOrdinary('monday', await window(page));
	const mon = hours.openingHours.monday;
	const tue = hours.openingHours.tuesday;
	expect(date, 'an ordinary Monday in the weeks the build covers').toBeDefined();
	if (!date) return;

	await page.clock.setFixedTime(london(date, mon.open));
	await page.reload();
	const line = page.locator('footer [data-open-now]');
	await expect(line).toHaveText(fillTemplate(open, { time: mon.close }));
	await expect(line).toHaveAttribute('data-state', 'open');

	await page.clock.setFixedTime(new Date(london(date, mon.close).getTime() - 60_000));
	await page.reload();
	await expect(line).toHaveText(fillTemplate(open, { time: mon.close }));

	await page.clock.setFixedTime(london(date, mon.close));
	await page.reload();
	await expect(line).toHaveText(`${closed} · ${fillTemplate(opens, { time: tue.open, day: 'Tuesday' })}`);
	await expect(line).toHaveAttribute('data-state', 'closed');
});

// A holiday's note on the line is checked on the fixture site, whose holidays are its own (fixture-site.spec.ts).

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
