import { expect, test } from '@playwright/test';
import { settings } from '../support/site';

// SPEC §9, slot by slot.
const week: Record<string, [string, string, string][]> = {
	Monday: [
		['06:00', '07:00', 'ATHX'],
		['09:30', '10:30', 'Strong & Conditioned'],
		['12:30', '13:00', 'Conditioning Club'],
		['18:00', '19:00', 'Olympic Lifting'],
		['19:00', '20:00', 'Metcon'],
		['20:00', '21:00', 'Hyrox'],
	],
	Tuesday: [
		['07:00', '07:30', 'Run Club S&C'],
		['09:30', '10:30', 'Strong & Conditioned'],
		['12:30', '13:00', 'Conditioning Club'],
		['18:00', '19:00', 'Hyrox'],
		['20:00', '21:00', 'Hyrox'],
	],
	Wednesday: [
		['06:00', '07:00', 'Hyrox'],
		['09:30', '10:30', 'Strong & Conditioned'],
		['12:30', '13:00', 'Conditioning Club'],
		['18:00', '19:00', 'Junior S&C'],
		['19:00', '20:00', 'ATHX'],
	],
	Thursday: [
		['07:00', '07:30', 'Run Club S&C'],
		['09:30', '10:30', 'Strong & Conditioned'],
		['12:30', '13:00', 'Conditioning Club'],
		['18:00', '19:00', 'Hyrox'],
		['19:00', '20:00', 'Off The Pitch S&C'],
	],
	Friday: [
		['06:00', '07:00', 'Hyrox'],
		['09:30', '10:30', 'Strong & Conditioned'],
		['12:30', '13:00', 'Conditioning Club'],
		['18:30', '19:30', 'ATHX'],
	],
	Saturday: [
		['07:30', '08:30', 'Hyrox'],
		['08:30', '09:30', 'Hyrox'],
		['09:30', '10:30', 'Metcon'],
	],
	Sunday: [
		['09:00', '10:00', 'Hyrox'],
		['11:00', '13:00', 'Olympic Lifting'],
	],
};
const slugs: Record<string, string | undefined> = {
	ATHX: 'athx',
	'Conditioning Club': 'conditioning-club',
	'Olympic Lifting': 'olympic-lifting',
	Metcon: 'metcon',
	Hyrox: 'hyrox',
	'Run Club S&C': 'run-club',
	'Off The Pitch S&C': 'off-the-pitch',
	'Strong & Conditioned': undefined,
	'Junior S&C': undefined,
};

test('every weekday card lists exactly the slots of the spec, padded to equal rows, with class links', async ({ page }) => {
	await page.goto('/timetable');
	const days = page.locator('[data-weekday]');
	await expect(days).toHaveCount(7);
	expect(await days.locator('h2').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent))).toEqual(Object.keys(week));
	const rows = Math.max(...Object.values(week).map((slots) => slots.length));
	for (const [day, slots] of Object.entries(week)) {
		const card = days.filter({ has: page.getByRole('heading', { name: new RegExp(`^${day}`) }) });
		await expect(card.locator('li'), day).toHaveCount(rows);
		await expect(card.locator('li[data-slot="blank"]'), day).toHaveCount(rows - slots.length);
		const filled = card.locator('li[data-slot=""]');
		await expect(filled, day).toHaveCount(slots.length);
		for (const [i, [start, end, name]] of slots.entries()) {
			const slot = filled.nth(i);
			await expect(slot, `${day} ${start}`).toContainText(`${start}–${end}`);
			await expect(slot, `${day} ${start}`).toContainText(name);
			const slug = slugs[name];
			if (slug) await expect(slot.getByRole('link', { name }), `${day} ${start}`).toHaveAttribute('href', `/classes/${slug}`);
			else await expect(slot.getByRole('link'), `${day} ${start}`).toHaveCount(0);
		}
	}
	await expect(page.locator('main a[href="#"]')).toHaveCount(0);
});

test('every class link on the timetable leads to a class page', async ({ page, request }) => {
	await page.goto('/timetable');
	const hrefs = new Set(await page.locator('[data-weekday] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')));
	for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

test('the Open Gym note and JOIN NOW are there', async ({ page }) => {
	await page.goto('/timetable');
	await expect(page.getByText('Open Gym runs during all opening hours and needs no booking.')).toBeVisible();
	await expect(page.getByRole('link', { name: 'About Open Gym' })).toHaveAttribute('href', '/classes/open-gym');
	const join = page.locator('main').getByRole('link', { name: /JOIN NOW/ });
	await expect(join).toHaveAttribute('href', settings.signUp.join);
	await expect(join).toHaveAttribute('target', '_blank');
	await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
});

test('today is marked without moving anything', async ({ page }) => {
	await page.clock.setFixedTime(new Date('2026-11-25T10:00:00')); // a Wednesday
	await page.goto('/timetable');
	await expect(page.locator('[data-weekday="wednesday"]')).toHaveAttribute('data-today', '');
	await expect(page.locator('[data-today]')).toHaveCount(1);
});
