import { expect, test, type Page } from '@playwright/test';
import { nextSessions } from '../../../src/lib/schedule/class-sessions';
import { londonClock } from '../../../src/lib/schedule/london-time';
import { fillTemplate } from '../../../src/lib/text';
import { dayName } from '../../../src/lib/schedule/timetable';
import type { Weekday } from '../../../src/lib/schedule/weekdays';
import { classPages, settings, words } from '../../support/content';
import { describeWhen } from '../../../src/lib/schedule/open-status';
import { classSlugs, specialDays, timetable } from '../support/timetable-content';
import { layoutShiftSoFar } from '../support/layout-shift';

const labels = words.classes;
/** Each class page's weekly sessions, read from content/timetable under every name that links to the page. */
const sessionsOf = (slug: string) =>
	Object.entries(timetable).flatMap(([day, slots]) =>
		slots.filter((slot) => classSlugs.get(slot.class) === slug).map((slot) => ({ day: day as Weekday, start: slot.start, end: slot.end })),
	);
const withSessions = classPages.find((guide) => sessionsOf(guide.slug).length > 0);
const without = classPages.find((guide) => sessionsOf(guide.slug).length === 0);

// London wall time counts, whatever the device's zone: set to one where the date differs from London's.
test.use({ timezoneId: 'Pacific/Auckland' });
// Moments soon after now, where the content's own holidays may fall (closures and short days are the calendar spec's,
// on a fixture). Worked out inside each test: a title must not change with the time.
const hour = 3_600_000;
const moments = { 'in two hours': 2, 'in three days': 3 * 24 + 7, 'in six days': 6 * 24 + 19.5 };
const momentAfterNow = (hours: number) => new Date(Math.floor(Date.now() / hour) * hour + hours * hour);

/** The list as read: "Monday 20:00–21:00", one line per session. */
const listed = (page: Page) =>
	page
		.locator('[data-session]')
		.evaluateAll((rows) =>
			rows.map((row) => `${row.closest('div')?.querySelector('dt')?.textContent?.trim()} ${row.textContent?.replace(/\s+/g, '')}`),
		);

test.describe('a class on the timetable', () => {
	test.skip(!withSessions, 'no class page has sessions on the timetable');
	const { slug, heading } = withSessions!;
	const sessions = sessionsOf(slug);

	test('lists every weekly session, by day', async ({ page }) => {
		await page.goto(`/classes/${slug}`);
		await expect(page.getByRole('heading', { name: fillTemplate(labels.sessions, { class: heading }) })).toBeVisible();
		const order = (s: { day: Weekday; start: string }) => `${Object.keys(dayNames).indexOf(s.day)} ${s.start}`;
		expect(await listed(page)).toEqual(
			[...sessions].sort((a, b) => order(a).localeCompare(order(b))).map((s) => `${dayName(s.day)} ${s.start}–${s.end}`),
		);
		await expect(page.getByRole('heading', { name: fillTemplate(labels.calendar, { class: heading }) })).toBeVisible();
	});

	for (const [when, hours] of Object.entries(moments)) {
		test(`marks the next session in London time ${when}`, async ({ page }) => {
			const at = momentAfterNow(hours);
			await page.clock.setFixedTime(at);
			await page.goto(`/classes/${slug}`);
			const [next] = nextSessions(sessions, londonClock(at), 1, specialDays);
			const day = [labels.today, labels.tomorrow][next!.daysAhead] ?? describeWhen(next!.date, next!.daysAhead, '', 7);
			await expect(page.locator('[data-next-kind]')).toHaveText(next!.onNow ? labels.onNow : labels.nextSession);
			await expect(page.locator('[data-next-when]')).toHaveText(`${day} · ${next!.start}–${next!.end}`);
			await expect(page.locator('[data-session][data-status]')).toHaveCount(1);
			await expect(page.locator('[data-session][data-status]')).toHaveAttribute('data-start', next!.start);
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

test('a class off the timetable says how to book or ask, with no calendar links', async ({ page }) => {
	test.skip(!without, 'every class page has sessions on the timetable');
	await page.goto(`/classes/${without!.slug}`);
	const card = page.locator('#when');
	await expect(card).toContainText(fillTemplate(labels.noSessions, { class: without!.heading }));
	await expect(card.getByRole('link', { name: labels.ask })).toHaveAttribute('href', new RegExp(`^mailto:${settings.email}`));
	await expect(page.getByRole('link', { name: new RegExp(`^${words.calendar.subscribe}`) })).toHaveCount(0);
});

const dayNames = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 };
