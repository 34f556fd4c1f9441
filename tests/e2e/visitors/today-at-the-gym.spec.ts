import { expect, test, type Page } from '@playwright/test';
import { page as pageWords, words as sharedWords } from '../../support/content';
import { classSlugs, dateAhead, minutesOf, specialDays, timetable, weekdayNames } from '../support/timetable-content';
import { todayRows } from '../support/today-rows';

// The home page's "Today at the gym": the next classes by London's clock, whatever the device's time zone (here
// Auckland, 11 to 13 hours ahead), on either side of both clock changes. The expected list is worked out here from
// content/timetable on its own, not with the site's code.
test.use({ timezoneId: 'Pacific/Auckland' });

const words = pageWords('home')['today'] as unknown as { today: string; tomorrow: string; onNow: string; count?: number };
const count = words.count ?? 3;
const days = weekdayNames;
const minutes = minutesOf;
const capital = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** London's date, weekday (0 is Monday) and minute at a UTC instant. */
function londonAt(instant: Date) {
	const parts = new Intl.DateTimeFormat('en-GB', {
		timeZone: 'Europe/London',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		weekday: 'long',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	})
		.formatToParts(instant)
		.reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
	return {
		date: `${parts['year']}-${parts['month']}-${parts['day']}`,
		weekday: days.indexOf(String(parts['weekday']).toLowerCase()),
		minute: Number(parts['hour']) * 60 + Number(parts['minute']),
	};
}
const listedOn = (date: string) => specialDays.find((day) => day.from <= date && date <= day.to);
/** Whether a class runs on a date: on a day the content lists, only inside that day's hours. */
const runs = (slot: { start: string; end: string }, date: string) => {
	const listed = listedOn(date);
	return !listed || (listed.hours !== null && listed.hours.open <= slot.start && slot.end <= listed.hours.close);
};

/** The rows the list should show at an instant: when, class, times, and the page the class links to. */
function expected(instant: Date) {
	const now = londonAt(instant);
	const rows: { when: string; name: string; time: string; href: string }[] = [];
	for (let ahead = 0; ahead <= 7 + specialDays.length * 14 && rows.length < count; ahead++) {
		const day = days[(now.weekday + ahead) % 7] ?? '';
		const date = dateAhead(now.date, ahead);
		for (const slot of timetable[day] ?? []) {
			if (ahead === 0 && minutes(slot.end) <= now.minute) continue;
			const slug = classSlugs.get(slot.class);
			const row = { name: slot.class, time: `${slot.start}–${slot.end}`, href: slug ? `/classes/${slug}` : '/timetable' };
			if (!runs(slot, date)) {
				// A short day's cancelled classes are marked in the list; a closed day's are left out.
				if (ahead === 0 && listedOn(date)?.hours) rows.push({ ...row, when: sharedWords.specialDays.cancelled });
				continue;
			}
			const onNow = ahead === 0 && minutes(slot.start) <= now.minute;
			const when = onNow ? words.onNow : ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : capital(day);
			rows.push({ ...row, when });
		}
	}
	return rows.slice(0, count);
}

/** On a day the content lists, the first row names it; the rest are the classes, as `expected` gives them. */
const expectedNote = (instant: Date) => listedOn(londonAt(instant).date)?.note;

/** The rows as read, without the row kind, which only listed days carry (the calendar spec's). */
const shown = async (page: Page) => (await todayRows(page)).map(({ when, name, time, href }) => ({ when, name, time, href }));

const instants = {
	'a winter evening (GMT)': '2027-01-13T17:59:00Z',
	'a summer morning (BST)': '2027-07-06T05:30:00Z',
	'just after the clocks go forward': '2027-03-28T01:30:00Z',
	'just after the clocks go back': '2026-10-25T01:30:00Z',
	'late on a Saturday, into the next week': '2027-01-16T22:00:00Z',
};

for (const [when, iso] of Object.entries(instants)) {
	test(`shows the next classes by London's clock: ${when}`, async ({ page }) => {
		await page.clock.setFixedTime(new Date(iso));
		await page.goto('/');
		const rows = await shown(page);
		const note = expectedNote(new Date(iso));
		if (note) expect(rows.shift()).toMatchObject({ when: words.today, name: note, href: '/timetable' });
		expect(rows).toEqual(expected(new Date(iso)).slice(0, count - (note ? 1 : 0)));
	});
}

test('keeps its height while the week loads, so nothing below moves', async ({ page }) => {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/timetable.json', async (route) => {
		await released;
		await route.continue();
	});
	await page.goto('/');
	const section = page.locator('section[aria-labelledby="today-heading"]');
	const before = await section.boundingBox();
	release();
	await shown(page);
	expect(await section.boundingBox()).toEqual(before);
});

test('when the week cannot be fetched, the reserved rows go and the link to the timetable stays', async ({ page }) => {
	await page.route('**/timetable.json', (route) => route.abort('failed'));
	await page.goto('/');
	await expect(page.locator('[data-today-list]')).toBeHidden();
	await expect(page.locator('section[aria-labelledby="today-heading"] a[href="/timetable"]')).toBeVisible();
});

test('when the server answers the week with an error, the same', async ({ page }) => {
	await page.route('**/timetable.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
	await page.goto('/');
	await expect(page.locator('[data-today-list]')).toBeHidden();
	await expect(page.locator('section[aria-labelledby="today-heading"] a[href="/timetable"]')).toBeVisible();
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('the section is the link to the timetable, with no empty rows', async ({ page }) => {
		await page.goto('/');
		await expect(page.locator('section[aria-labelledby="today-heading"] a[href="/timetable"]')).toBeVisible();
		await expect(page.locator('[data-today-list]')).toBeHidden();
	});
});
