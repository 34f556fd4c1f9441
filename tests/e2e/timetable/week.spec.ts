import { expect, test } from '@playwright/test';

import { londonInstant, toMinutes } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';

import { classNames, literal, page as pageWords, timetable, words as sharedWords } from '../../support/content';
import { settings } from '../support/site';

const words = pageWords('timetable');

// The week as content/timetable gives it (the spec's own slots are checked by `npm run check:launch-facts`).
// Each card is headed by its day's name in content/settings/words.yaml.
const week: Record<string, [string, string, string][]> = Object.fromEntries(
	weekdays.map((day) => [
		sharedWords.days[day],
		(timetable[day] ?? [])
			.filter((slot) => slot.class.trim())
			.sort((a, b) => a.start.localeCompare(b.start))
			.map((slot) => [slot.start, slot.end, slot.class.trim()] as [string, string, string]),
	]),
);
const slugs: Record<string, string | undefined> = classNames;
const longest = Math.max(...weekdays.map((day) => timetable[day]?.length ?? 0));

test('every weekday card lists exactly the slots of content/timetable, padded to equal rows, with class links', async ({ page }) => {
	await page.goto('/timetable');
	const days = page.locator('[data-weekday]');
	await expect(days).toHaveCount(7);
	const rows = await days.first().locator('li').count();
	expect(rows).toBeGreaterThanOrEqual(longest);
	expect(await days.locator('h2').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent))).toEqual(Object.keys(week));
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

// That every class link leads to a page: the links gate (every link of every built page resolves to a built file).

test('the note and the join button are there', async ({ page }) => {
	await page.goto('/timetable');
	await expect(page.getByText(words.note?.body ?? '')).toBeVisible();
	await expect(page.getByRole('link', { name: words.note?.link.label ?? '' })).toHaveAttribute('href', words.note?.link.href ?? '');
	const join = page.locator('main').getByRole('link', { name: literal(words.cta?.label ?? '') });
	await expect(join).toHaveAttribute('href', settings.signUp.join);
	await expect(join).toHaveAttribute('target', '_blank');
	await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
});

// Without its words for the day pass, the band offers joining alone.
test('the closing band offers the day pass before joining, when its words give one', async ({ page }) => {
	await page.goto('/timetable');
	const band = page.locator('[data-band]');
	const links = band.getByRole('link');
	const hrefs = words.cta?.dayPass ? [settings.signUp.dayPass, settings.signUp.join] : [settings.signUp.join];
	await expect(links).toHaveCount(hrefs.length);
	for (const [i, href] of hrefs.entries()) {
		await expect(links.nth(i)).toHaveAttribute('href', href);
		await expect(links.nth(i)).toHaveAttribute('target', '_blank');
	}
});

test('today is marked without moving anything', async ({ page }) => {
	await page.clock.setFixedTime(new Date(londonInstant('2026-11-25', '10:00'))); // a Wednesday in Chelmsford
	await page.goto('/timetable');
	await expect(page.locator('[data-weekday="wednesday"]')).toHaveAttribute('data-today', '');
	await expect(page.locator('[data-today]')).toHaveCount(1);
});

// Side by side, the week reads across by time of day: each row of the cards lines up, and the classes in a row start
// within two hours of each other.
test('the days stand side by side in rows shared by time of day', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto('/timetable');
	const cards = await page.locator('[data-weekday]').evaluateAll((days) =>
		days.map((day) =>
			[...day.querySelectorAll('li')].map((li) => ({
				top: Math.round(li.getBoundingClientRect().top),
				height: Math.round(li.getBoundingClientRect().height),
				start: li.getAttribute('data-start'),
			})),
		),
	);
	for (const [row, first] of (cards[0] ?? []).entries()) {
		expect(
			cards.map((card) => card[row]?.top),
			`row ${row + 1}`,
		).toEqual(cards.map(() => first.top));
		expect(
			cards.map((card) => card[row]?.height),
			`row ${row + 1}`,
		).toEqual(cards.map(() => first.height));
		const starts = cards.flatMap((card) => (card[row]?.start ? [toMinutes(card[row].start)] : []));
		// A row of editors' blank slots only has no classes to compare.
		if (starts.length) expect(Math.max(...starts) - Math.min(...starts), `row ${row + 1}: ${starts.join(', ')}`).toBeLessThanOrEqual(120);
	}
});
