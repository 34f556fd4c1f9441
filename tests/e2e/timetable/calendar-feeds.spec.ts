import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';

import { page as pageWords, startingWith, words } from '../../support/content';
import { settings } from '../support/site';
import { classSlugs, filledSlots } from '../support/timetable-content';

/** Events of a feed, parsed by ical.js (not the library that wrote it). */
const parse = (text: string) => {
	const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
	return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
};
const slugsOnTimetable = [...new Set(filledSlots.map((slot) => classSlugs.get(slot.class)).filter((slug) => slug !== undefined))];
const host = new URL(settings.url).host;

test('/timetable.ics holds every filled slot as a weekly London-time event', async ({ request }) => {
	const response = await request.get('/timetable.ics');
	expect(response.status()).toBe(200);
	const { calendar, events } = parse(await response.text());
	expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/London');
	expect(events).toHaveLength(filledSlots.length);
	for (const event of events) {
		expect(event.startDate.zone?.tzid ?? event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
		expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
		expect(event.location).not.toBe('');
	}
	expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
});

/** A class page folds its calendar links under one line until it is pressed, which a keyboard does with Enter. */
async function openCalendarLinks(page: Page) {
	const links = page.locator('details', { has: page.locator('a[href^="webcal:"]') });
	await expect(links).not.toHaveAttribute('open');
	await links.locator('summary').focus();
	await page.keyboard.press('Enter');
	await expect(links).toHaveAttribute('open');
}

for (const slug of slugsOnTimetable) {
	test(`/classes/${slug}.ics holds that class's slots, and its page offers it`, async ({ request, page }) => {
		const response = await request.get(`/classes/${slug}.ics`);
		expect(response.status()).toBe(200);
		const { events } = parse(await response.text());
		expect(events).toHaveLength(filledSlots.filter((slot) => classSlugs.get(slot.class) === slug).length);

		await page.goto(`/classes/${slug}`);
		await openCalendarLinks(page);
		await expect(page.getByRole('link', { name: startingWith(words.calendar.subscribe) })).toHaveAttribute(
			'href',
			`webcal://${host}/classes/${slug}.ics`,
		);
		const google = page.getByRole('link', { name: startingWith(words.calendar.google) });
		await expect(google).toHaveAttribute(
			'href',
			`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${host}/classes/${slug}.ics`)}`,
		);
		await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
	});
}

test('/timetable offers the whole week to subscribe, to Google Calendar and to download, folded under one line', async ({ page }) => {
	await page.goto('/timetable');
	const subscribe = page.getByRole('link', { name: startingWith(words.calendar.subscribe) });
	await expect(subscribe).toBeHidden();
	await page.getByRole('heading', { name: pageWords('timetable').calendar }).click();
	await expect(page.getByRole('link', { name: startingWith(words.calendar.subscribe) })).toHaveAttribute(
		'href',
		`webcal://${host}/timetable.ics`,
	);
	await expect(page.getByRole('link', { name: startingWith(words.calendar.google) })).toHaveAttribute('target', '_blank');
	await expect(page.getByRole('link', { name: startingWith(words.calendar.download) })).toHaveAttribute('href', '/timetable.ics');
});

test('class pages without slots on the timetable offer no feed', async ({ page, request }) => {
	const response = await request.get('/sitemap-0.xml');
	const classPages = [...(await response.text()).matchAll(/<loc>[^<]*\/classes\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
	const without = classPages.filter((slug) => !slugsOnTimetable.includes(slug));
	for (const slug of without) {
		await page.goto(`/classes/${slug}`);
		// Hidden or shown, no link to a feed.
		await expect(page.locator('a[href^="webcal:"], a[href$=".ics"]'), slug).toHaveCount(0);
	}
});
