import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { weekdayOf } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';

import { words } from '../../support/content';
import { firstOrdinary, london, openLineWindow } from '../support/open-line-window';
import { hours } from '../support/timetable-content';

// The device is in New York; the line must follow London's clock.
test.use({ timezoneId: 'America/New_York' });

/** The week the build worked the line out for, from the page itself. */
async function window(page: Page) {
	await page.goto('/');
	return openLineWindow(page);
}

// The line's words and the weekdays' names are content/settings/words.yaml's.
const { open, closed, opens } = words.openNow;

test('says open until closing time, then when it opens next, on the first ordinary day the build covers', async ({ page }) => {
	// The build covers the rest of its day and a week, and a day is ordinary when neither it nor the next has special
	// hours: the first such day of any weekday, so no holiday list staff can write (short of closing most of that week)
	// leaves none.
	const found = await window(page).then(
		(covered) =>
			weekdays
				.map((weekday) => firstOrdinary(weekday, covered))
				.filter((date) => date !== undefined)
				.sort()[0],
	);
	expect(found, 'an ordinary day, before an ordinary day, in the week the build covers').toBeDefined();
	const date = found!;
	const day = weekdays.indexOf(weekdayOf(date));
	const today = hours.openingHours[weekdays[day]!];
	const next = hours.openingHours[weekdays[(day + 1) % 7]!];

	await page.clock.setFixedTime(london(date, today.open));
	await page.reload();
	const line = page.locator('footer [data-open-now]');
	await expect(line).toHaveText(fillTemplate(open, { time: today.close }));
	await expect(line).toHaveAttribute('data-state', 'open');

	await page.clock.setFixedTime(new Date(london(date, today.close).getTime() - 60_000));
	await page.reload();
	await expect(line).toHaveText(fillTemplate(open, { time: today.close }));

	await page.clock.setFixedTime(london(date, today.close));
	await page.reload();
	await expect(line).toHaveText(`${closed} · ${fillTemplate(opens, { time: next.open, day: words.days[weekdays[(day + 1) % 7]!] })}`);
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
