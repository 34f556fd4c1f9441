import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { timetableJsonPath } from '@/lib/content/entry-paths';
import { formatHeadlinePrice } from '@/lib/price';
import type { Weekday } from '@/lib/schedule/browser/weekdays';

import { page as pageWords, plans, settings, words as sharedWords } from '../../support/content';
import { classSlugs, dateAhead, minutesOf, specialDays, timetable, weekdayNames } from '../support/timetable-content';
import { todayRows } from '../support/today-rows';

// The home page's "Your first visit": its steps, then the next classes by London's clock, whatever the device's time
// zone (here Auckland, 11 to 13 hours ahead), on either side of both clock changes. The expected list is worked out
// here from content/timetable on its own, not with the site's code.
test.use({ timezoneId: 'Pacific/Auckland' });

const words = pageWords('home').today;
const { count } = words;
const days = weekdayNames;
const minutes = minutesOf;
/** A weekday's name as the list gives it (content/settings/words.yaml). */
const named = (day: string) => sharedWords.days[day as Weekday];

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
	const rows: { when: string; name: string; time: string; href: string; ahead: number }[] = [];
	for (let ahead = 0; ahead <= 7 + specialDays.length * 14 && rows.length < count; ahead++) {
		const day = days[(now.weekday + ahead) % 7] ?? '';
		const date = dateAhead(now.date, ahead);
		for (const slot of timetable[day] ?? []) {
			if (ahead === 0 && minutes(slot.end) <= now.minute) continue;
			const slug = classSlugs.get(slot.class);
			const row = { name: slot.class, time: `${slot.start}–${slot.end}`, href: slug ? `/classes/${slug}` : '/timetable', ahead };
			if (!runs(slot, date)) {
				// A short day's cancelled classes are marked in the list; a closed day's are left out.
				if (ahead === 0 && listedOn(date)?.hours) rows.push({ ...row, when: sharedWords.specialDays.cancelled });
				continue;
			}
			const onNow = ahead === 0 && minutes(slot.start) <= now.minute;
			const when = onNow ? words.onNow : ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : named(day);
			rows.push({ ...row, when });
		}
	}
	return rows.slice(0, count);
}

/** On a day the content lists, the first row names it; the rest are the classes, as `expected` gives them. */
const expectedNote = (instant: Date) => listedOn(londonAt(instant).date)?.note;
/** On a usual day with no class left, the first row says so and names the day of the next classes. */
function expectedOver(instant: Date) {
	const next = expected(instant)[0];
	if (listedOn(londonAt(instant).date) || !next || next.ahead === 0) return undefined;
	const day = next.ahead === 1 ? words.tomorrow : named(days[(londonAt(instant).weekday + next.ahead) % 7] ?? '');
	return {
		when: words.today,
		name: sharedWords.noMoreToday.note,
		time: sharedWords.noMoreToday.next.replace('{day}', day),
		href: '/timetable',
	};
}
const withoutAhead = (rows: ReturnType<typeof expected>) => rows.map(({ when, name, time, href }) => ({ when, name, time, href }));

/** The rows as read, without the row kind, which only listed days carry (the calendar spec's). */
const shown = async (page: Page) => (await todayRows(page)).map(({ when, name, time, href }) => ({ when, name, time, href }));

const instants = {
	'a winter evening (GMT)': '2027-01-13T17:59:00Z',
	'a summer morning (BST)': '2027-07-06T05:30:00Z',
	'just after the clocks go forward': '2027-03-28T01:30:00Z',
	'just after the clocks go back': '2026-10-25T01:30:00Z',
	'late on a weekend evening, into the next week': '2027-01-16T22:00:00Z',
};

for (const [when, iso] of Object.entries(instants)) {
	test(`shows the next classes by London's clock: ${when}`, async ({ page }) => {
		await page.clock.setFixedTime(new Date(iso));
		await page.goto('/');
		const rows = await shown(page);
		const note = expectedNote(new Date(iso));
		const over = expectedOver(new Date(iso));
		if (note) expect(rows.shift()).toMatchObject({ when: words.today, name: note, href: '/timetable' });
		if (over) expect(rows.shift()).toEqual(over);
		expect(rows).toEqual(withoutAhead(expected(new Date(iso))).slice(0, count - (note || over ? 1 : 0)));
	});

	test(`the hero's live line names the next class by London's clock: ${when}`, async ({ page }) => {
		await page.clock.setFixedTime(new Date(iso));
		await page.goto('/');
		const [next] = expected(new Date(iso)).filter((row) => row.when !== sharedWords.specialDays.cancelled);
		await expectLiveLine(page, next);
	});
}

/** The hero's live line for the first class of the list: "Next class", the class and when; or, for a class on now,
 * "On now", the class and its times. */
async function expectLiveLine(page: Page, next: ReturnType<typeof expected>[number] | undefined) {
	const line = page.locator('[data-hero-next]');
	const onNow = next?.when === words.onNow;
	const [label, other] = onNow ? [words.onNow, pageWords('home').nextClass] : [pageWords('home').nextClass, words.onNow];
	await expect(line.getByText(label, { exact: true })).toBeVisible();
	await expect(line.getByText(other, { exact: true })).toBeHidden();
	await expect(line.getByRole('link')).toHaveText(next?.name ?? '');
	await expect(line.getByRole('link')).toHaveAttribute('href', next?.href ?? '');
	await expect(line.locator('[data-when]')).toHaveText(onNow ? (next?.time ?? '') : `${next?.when} ${next?.time.split('–')[0]}`);
}

// Under a heading that says today, classes of another day come only after a row saying today's are over.
// The moment is found from the content: after the last class of a day with classes. A day without any is a state the
// content may lack, so fixture-site.spec.ts checks it on a fixture that has one.
const lastEnd = (day: string) => Math.max(...(timetable[day] ?? []).map((slot) => minutes(slot.end)));
const londonInstant = (date: string, minute: number) => {
	// London is on GMT or BST: try both offsets and keep the one London reads back.
	for (const offset of [0, 60]) {
		const instant = new Date(Date.parse(`${date}T00:00:00Z`) + (minute - offset) * 60_000);
		if (londonAt(instant).minute === minute && londonAt(instant).date === date) return instant;
	}
	throw new Error(`no London instant for ${date} ${minute}`);
};
const usualDate = (weekday: number) => {
	for (let ahead = 0; ; ahead++) {
		const date = dateAhead('2027-02-01', ahead);
		if (londonAt(new Date(`${date}T12:00:00Z`)).weekday === weekday && !listedOn(date) && !listedOn(dateAhead(date, 1))) return date;
	}
};
const dayWithClasses = days.findIndex((day) => (timetable[day] ?? []).length > 0 && lastEnd(day) < 24 * 60 - 5);
const overMoments: [string, Date][] = [
	[`after ${days[dayWithClasses]}'s last class`, londonInstant(usualDate(dayWithClasses), lastEnd(days[dayWithClasses] ?? '') + 1)],
];

for (const [moment, instant] of overMoments) {
	test(`says plainly that nothing more runs today, then shows the next classes: ${moment}`, async ({ page }) => {
		await page.clock.setFixedTime(instant);
		await page.goto('/');
		const rows = await shown(page);
		const over = expectedOver(instant);
		expect(over, 'the moment has no class left today').toBeDefined();
		expect(rows[0]).toEqual(over);
		expect(rows.slice(1)).toEqual(withoutAhead(expected(instant)).slice(0, count - 1));
		for (const row of rows.slice(1)) expect([words.today, words.onNow]).not.toContain(row.when);
	});
}

// A class on now is no next class: five minutes into the first class of a usual day the hero's line says it is on now.
// The label switches in place, so the class's name beside it (on a wide screen) stays where the first paint put it.
for (const width of [375, 1440])
	test(`the hero's live line says a class is on now, not next, its name unmoved: ${width} px`, async ({ page }) => {
		const day = days.findIndex((name) => (timetable[name] ?? []).length > 0);
		const first = Math.min(...(timetable[days[day] ?? ''] ?? []).map((slot) => minutes(slot.start)));
		const instant = londonInstant(usualDate(day), first + 5);
		const [next] = expected(instant);
		expect(next?.when, 'the moment is during a class').toBe(words.onNow);
		let release = () => {};
		const released = new Promise<void>((resolve) => (release = resolve));
		await page.route(`**${timetableJsonPath}`, async (route) => {
			await released;
			await route.continue();
		});
		await page.setViewportSize({ width, height: 900 });
		await page.clock.setFixedTime(instant);
		await page.goto('/');
		const name = page.locator('[data-hero-next]').getByRole('link');
		const before = await name.boundingBox();
		release();
		await expectLiveLine(page, next);
		const after = await name.boundingBox();
		expect([after?.x, after?.y]).toEqual([before?.x, before?.y]);
	});

test('the first visit is its steps in order, with the day pass prices, and the day pass in a new tab', async ({ page }) => {
	await page.goto('/');
	const section = page.locator('section[aria-labelledby="today-heading"]');
	await expect(section.getByRole('heading', { level: 2 })).toHaveText(words.heading);
	// The day pass at the desk and online, as content/plans prices it (online is the desk price when the plan gives none).
	const dayPass = plans.find((plan) => plan.signUp === 'dayPass');
	const prices = dayPass && {
		price: formatHeadlinePrice(dayPass.price, dayPass.currency),
		online: formatHeadlinePrice(dayPass.onlinePrice ?? dayPass.price, dayPass.currency),
	};
	const steps = section.locator('ol').first().locator('> li');
	await expect(steps).toHaveCount(words.steps.length);
	for (const [i, step] of words.steps.entries()) {
		await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.heading);
		await expect(steps.nth(i).locator('p')).toHaveText(prices ? fillTemplate(step.body, prices) : step.body);
	}
	const button = section.getByRole('link', { name: new RegExp(`^${pageWords('home').dayPass}`) });
	await expect(button).toHaveAttribute('href', settings.signUp.dayPass);
	await expect(button).toHaveAttribute('target', '_blank');
	await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
});

test('keeps its height while the week loads, so nothing below moves', async ({ page }) => {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	await page.route(`**${timetableJsonPath}`, async (route) => {
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
	await page.route(`**${timetableJsonPath}`, (route) => route.abort('failed'));
	await page.goto('/');
	await expect(page.locator('[data-today-list]')).toBeHidden();
	await expect(page.locator('section[aria-labelledby="today-heading"] a[href="/timetable"]')).toBeVisible();
});

test('when the server answers the week with an error, the same', async ({ page }) => {
	await page.route(`**${timetableJsonPath}`, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
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
