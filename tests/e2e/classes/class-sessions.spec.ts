import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { londonInstant } from '@/lib/schedule/browser/london-time';
import { type Weekday, weekdays } from '@/lib/schedule/browser/weekdays';

import { classPages, settings, words } from '../../support/content';
import { layoutShiftSoFar } from '../support/layout-shift';
import { classSlugs, dateAhead, londonToday, minutesOf, specialDays, timeOf, timetable, weekdayOfDate } from '../support/timetable-content';

const labels = words.classes;
/** Each class page's weekly sessions, read from content/timetable under every name that links to the page. */
const sessionsOf = (slug: string) =>
	Object.entries(timetable).flatMap(([day, slots]) =>
		slots.filter((slot) => classSlugs.get(slot.class) === slug).map((slot) => ({ day: day as Weekday, start: slot.start, end: slot.end })),
	);
const withSessions = classPages.find((guide) => sessionsOf(guide.slug).length > 0);

// London wall time counts, whatever the device's zone: set to one where the date differs from London's.
test.use({ timezoneId: 'Pacific/Auckland' });
// Moments around the class's first session of a day, on an ordinary day soon (closures and short days are the calendar
// spec's, on a fixture), each with the words written out here: during it, half an hour before, and the evening before.
const listedOn = (date: string) => specialDays.some((day) => day.from <= date && date <= day.to);

/** The list as read: "Monday 20:00–21:00", one line per session. */
const listed = (page: Page) =>
	page
		.locator('[data-session]')
		.evaluateAll((rows) =>
			rows.map((row) => `${row.closest('div')?.querySelector('dt')?.textContent?.trim()} ${row.textContent?.replace(/\s+/g, '')}`),
		);

test.describe('a class on the timetable', () => {
	// The fixture site needs such a class too (fixture-site.spec.ts); a timetable lists classes.
	const { slug, heading } = withSessions ?? { slug: '', heading: '' };
	test.beforeEach(() => expect(withSessions, 'a class page with sessions on the timetable').toBeDefined());
	const sessions = sessionsOf(slug);

	test('lists every weekly session, by day', async ({ page }) => {
		await page.goto(`/classes/${slug}`);
		await expect(page.getByRole('heading', { name: fillTemplate(labels.sessions, { class: heading }) })).toBeVisible();
		const order = (s: { day: Weekday; start: string }) => `${weekdays.indexOf(s.day)} ${s.start}`;
		expect(await listed(page)).toEqual(
			[...sessions].sort((a, b) => order(a).localeCompare(order(b))).map((s) => `${words.days[s.day]} ${s.start}–${s.end}`),
		);
		await expect(page.getByRole('heading', { name: fillTemplate(labels.calendar, { class: heading }) })).toBeVisible();
	});

	// An ordinary day with a session that starts after 00:30, after an ordinary day; its first session.
	const date = Array.from({ length: 28 }, (_, n) => dateAhead(londonToday(), n + 1)).find(
		(day) =>
			!listedOn(day) &&
			!listedOn(dateAhead(day, -1)) &&
			sessions.some((s) => s.day === weekdayOfDate(day)) &&
			sessions.every((s) => s.day !== weekdayOfDate(day) || minutesOf(s.start) >= 30),
	);
	const first = sessions.filter((s) => s.day === weekdayOfDate(date ?? '')).sort((a, b) => a.start.localeCompare(b.start))[0];
	const moments = first && [
		{ when: 'during it', date, time: timeOf(minutesOf(first.start) + 5), kind: labels.onNow, day: labels.today },
		{ when: 'half an hour before', date, time: timeOf(minutesOf(first.start) - 30), kind: labels.nextSession, day: labels.today },
		{ when: 'the evening before', date: dateAhead(date ?? '', -1), time: '23:59', kind: labels.nextSession, day: labels.tomorrow },
	];

	test('has an ordinary day with a class in the coming four weeks', () => {
		expect(first, `${slug}'s sessions on an ordinary day`).toBeDefined();
	});

	for (const moment of moments ?? []) {
		// The title leaves the date out: every worker must read the same titles.
		test(`marks the next session in London time ${moment.when}`, async ({ page }) => {
			await page.clock.setFixedTime(new Date(londonInstant(moment.date ?? '', moment.time)));
			await page.goto(`/classes/${slug}`);
			await expect(page.locator('[data-next-kind]')).toHaveText(moment.kind);
			await expect(page.locator('[data-next-when]')).toHaveText(`${moment.day} · ${first!.start}–${first!.end}`);
			await expect(page.locator('[data-session][data-status]')).toHaveCount(1);
			await expect(page.locator('[data-session][data-status]')).toHaveAttribute('data-start', first!.start);
		});
	}

	for (const viewport of [
		{ width: 375, height: 812 },
		{ width: 1440, height: 900 },
	]) {
		test(`nothing shifts when the next session is filled in and marked at ${viewport.width} px (CLS 0)`, async ({ page }) => {
			await page.setViewportSize(viewport);
			await page.goto(`/classes/${slug}`);
			await expect(page.locator('[data-next-when]')).not.toBeEmpty();
			expect(await layoutShiftSoFar(page)).toBe(0);
			// On a slow phone the script can run after the first paint, so marking the session must move nothing: every
			// time in the list sits where it sat unmarked.
			const boxes = await page.locator('[data-session]').evaluateAll((rows) => {
				const marked = rows.find((row) => row.hasAttribute('data-status'));
				const status = marked?.getAttribute('data-status') ?? '';
				const measure = () =>
					[...document.querySelectorAll('[data-session] time')].map((time) => JSON.stringify(time.getBoundingClientRect()));
				const before = measure();
				marked?.removeAttribute('data-status');
				const unmarked = measure();
				marked?.setAttribute('data-status', status);
				return { marked: Boolean(marked), before, unmarked };
			});
			expect(boxes.marked).toBe(true);
			expect(boxes.before).toEqual(boxes.unmarked);
		});
	}

	test('without JavaScript the list reads in full and no empty next-session box shows', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/classes/${slug}`);
		await expect(page.locator('[data-session]')).toHaveCount(sessions.length);
		await expect(page.locator('[data-next-when]')).toBeHidden();
		await context.close();
	});
});

// Every class page off the timetable, as content/ has them today; the fixture site adds one of its own
// (fixture-site.spec.ts), so the by-arrangement page is checked whatever the timetable holds.
const offTimetable = classPages.filter((guide) => sessionsOf(guide.slug).length === 0);

test('a class off the timetable says when its guide has it run, or is by arrangement, or is open gym with the opening hours', async ({
	page,
}) => {
	for (const guide of offTimetable) {
		await page.goto(`/classes/${guide.slug}`);
		const card = page.locator('#when');
		if (guide.type === 'open') {
			await expect(card.getByRole('heading', { level: 2 })).toHaveText(labels.walkIn);
			await expect(card).toContainText(fillTemplate(labels.walkInNote, { class: guide.heading }));
			for (const day of Object.values(settings.openingHours))
				await expect(card.locator('[data-walk-in-hours]')).toContainText(`${day.open}–${day.close}`);
		} else {
			// Its header offers the day pass and an e-mail to book (class-pages.spec.ts); the card says when, if the guide does.
			const runs = guide.runs ?? guide.session?.schedule;
			await expect(card.getByRole('heading', { level: 2 })).toHaveText(
				runs ? fillTemplate(labels.sessions, { class: guide.heading }) : labels.byArrangement,
			);
			if (runs) await expect(card).toContainText(runs);
			await expect(card).toContainText(fillTemplate(runs ? labels.runsNote : labels.noSessions, { class: guide.heading }));
			await expect(page.locator('main header:has(h1)').getByRole('link', { name: labels.ask })).toHaveAttribute(
				'href',
				new RegExp(`^mailto:${settings.email}`),
			);
			// No calendar feed, folded away or shown.
			await expect(page.locator('a[href^="webcal:"]')).toHaveCount(0);
			await expect(page.locator('main header:has(h1) a[href="/timetable"]')).toHaveCount(0);
		}
	}
});
