import { expect, test } from '@playwright/test';

import { londonInstant } from '@/lib/schedule/browser/london-time';

import { sitemapPaths } from '../../support/built-pages';
import { classPages } from '../../support/content';
import { liveOverflow } from '../support/live-overflow';
import {
	classSlugs,
	type ContentSlot,
	dateAhead,
	londonToday,
	minutesOf as minutes,
	slotsOn,
	specialDays,
	timeOf as time,
	timetable,
} from '../support/timetable-content';

// Pages that show live state (Today at the gym, the timetable's badges, a class page's next session, the
// open-now line) read differently at every hour, so they are checked at moments picked from the timetable, not at the
// hour CI happens to run: a class on now, one later today, tomorrow's and just after midnight. At each, at 320 (WCAG
// 2.2 reflow), 375 and 1440 px, nothing is wider than the screen. A closed day, a short day and a named day's classes
// after a day without any are states the content may lack: fixture-site.spec.ts checks them on its fixture.
const today = londonToday();
/** Holidays change a day's classes, so moments are picked among ordinary days only. */
const listed = (date: string) => specialDays.some((day) => day.from <= date && date <= day.to);

/** The first ordinary date from tomorrow (before an ordinary day) whose slots pass `fits`, and the London time `at` gives. */
function moment(fits: (slots: ContentSlot[], next: ContentSlot[]) => boolean, at: (slots: ContentSlot[]) => string) {
	for (let ahead = 1; ahead <= 28; ahead++) {
		const date = dateAhead(today, ahead);
		const next = dateAhead(date, 1);
		if (!listed(date) && !listed(next) && fits(slotsOn(date), slotsOn(next))) return { date, time: at(slotsOn(date)) };
	}
	throw new Error('no ordinary day in the coming four weeks has this moment: pick it on a fixture');
}
const moments = {
	'a class on now': moment(
		(slots) => slots.length > 0,
		([first]) => time(minutes(first!.start) + 5),
	),
	'a class later today': moment(
		(slots) => slots.length > 0 && minutes(slots[0]!.start) >= 60,
		([first]) => time(minutes(first!.start) - 30),
	),
	"tomorrow's classes, late in the evening": moment(
		(slots, next) => next.length > 0 && slots.every((slot) => minutes(slot.end) <= 23 * 60 + 30),
		() => '23:30',
	),
	'just after midnight': moment(
		() => true,
		() => '00:05',
	),
};
const withSessions = classPages
	.map((guide) => guide.slug)
	.filter((slug) => Object.values(timetable).some((slots) => slots.some((slot) => classSlugs.get(slot.class) === slug)));
const paths = ['/', '/timetable', ...withSessions.map((slug) => `/classes/${slug}`)];

test.describe.configure({ mode: 'parallel' });
for (const [name, at] of Object.entries(moments)) {
	test(`nothing is wider than the screen at ${name}, at 320, 375 and 1440 px`, async ({ page }) => {
		test.setTimeout(120_000);
		await page.clock.setFixedTime(new Date(londonInstant(at.date, at.time)));
		const { wide, empty } = await liveOverflow(page, paths);
		expect(wide, `${at.date} ${at.time} London`).toEqual([]);
		expect(empty, `${at.date} ${at.time} London: empty reserved boxes`).toEqual([]);
	});
}

// WCAG 2.2 reflow: every page of the sitemap, not only those with live state, fits a 320 px screen.
test('every page of the sitemap is no wider than a 320 px screen', async ({ page }) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 320, height: 900 });
	const wide: string[] = [];
	for (const path of sitemapPaths()) {
		await page.goto(path);
		const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
		if (scrollWidth > 320) wide.push(`${path} is ${scrollWidth} px wide`);
	}
	expect(sitemapPaths().length).toBeGreaterThan(0);
	expect(wide).toEqual([]);
});
