import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { parseDocument } from 'yaml';

import { fillTemplate } from '@/lib/browser/fill-template';
import { londonInstant } from '@/lib/schedule/browser/london-time';
import type { Weekday } from '@/lib/schedule/browser/weekdays';

import { albums, classPages, page as pageWords, settings, words } from '../../support/content';
import { type FixtureSite, servedFixtureSite } from '../../support/fixture-site';
import { liveOverflow } from '../support/live-overflow';
import {
	classSlugs,
	type ContentSlot,
	dateAhead,
	londonToday,
	minutesOf as minutes,
	slotsOn,
	timeOf as time,
	weekdayOfDate as weekdayOf,
} from '../support/timetable-content';
import { todayRows } from '../support/today-rows';

// The browser tests that need content of their own share one fixture site, since its build is the slow part: a copy of
// the project with the edits of both groups below, built once and served by `astro preview`.
// - Calendar days: a closure and a short day reach every place that speaks of the gym's days.
// - A day without classes (every day of the content may have some): what Today at the gym says on it and the evening before.
// - Content injection: fields that try to close their script element and start one of their own.
// Their edits touch different days (the injected holiday is today; the test's closure and short day come after
// tomorrow), so neither group reads the other's.
test.describe.configure({ mode: 'serial' });

// A class off the timetable: a class guide of the fixture's own, with a page and no timetable name linking to it.
const offTimetable = { slug: 'zz-fixture-off-timetable', heading: 'Fixture Class Without Slots' };

/**
 * Adds the off-timetable guide, copied from the first guide with a page that is not open gym (which is walked into,
 * not booked), under the fixture's own name, without any words on when it runs: a class by arrangement.
 */
function addOffTimetableGuide(site: FixtureSite) {
	const model = classPages.find((guide) => guide.type !== 'open');
	if (!model) throw new Error('content/classes has no class guide with a page, other than open gym, to copy');
	const text = readFileSync(join(site.dir, `content/classes/${model.slug}.mdx`), 'utf8')
		.replace(/^heading: .*$/m, `heading: ${offTimetable.heading}`)
		.replace(/^classTitle: .*$/m, `classTitle: ${offTimetable.heading}`)
		.replace(/^(runs| {2}schedule): .*\n/gm, '');
	writeFileSync(join(site.dir, `content/classes/${offTimetable.slug}.mdx`), text);
}

// A photo without a caption: the copy takes the caption off the first photo of the first album that has one.
const captionedAlbum = albums.find((album) => album.photos[0]?.caption);

/** Takes the caption off the first photo of `captionedAlbum` in the copy. */
function uncaptionFirstPhoto(site: FixtureSite) {
	if (!captionedAlbum) throw new Error('content/gallery has no album whose first photo has a caption');
	const file = join(site.dir, `content/gallery/${captionedAlbum.folder}/index.yaml`);
	const doc = parseDocument(readFileSync(file, 'utf8'));
	doc.deleteIn(['photos', 0, 'caption']);
	writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

// Calendar days: the closure and the short day are the test's own, added to the copy's holiday list on dates picked
// from now by what the timetable holds: the closure on the next day (from the day after tomorrow, inside the week the
// open-now line covers) with a class that has a page, the short day on the next later day with two classes where the
// first ends before the last starts. The browser's clock is then pinned on those days, in a zone far from London's,
// so only London's calendar can give the right answers.
const today = londonToday();
const withPages = new Set(classPages.map((guide) => guide.slug));
const hasPage = (slot: ContentSlot) => withPages.has(classSlugs.get(slot.class) ?? '');

function pickDays() {
	let closed = '';
	for (let ahead = 2; !closed && ahead < 8; ahead++) if (slotsOn(dateAhead(today, ahead)).some(hasPage)) closed = dateAhead(today, ahead);
	let short = '';
	for (let ahead = 1; !short && ahead < 8; ahead++) {
		const date = dateAhead(closed, ahead);
		const slots = slotsOn(date);
		const [first] = slots;
		// The short day keeps the first class's hours, so every later class with a page is one it cancels.
		if (first && slots.some((slot) => minutes(first.end) <= minutes(slot.start) && hasPage(slot))) short = date;
	}
	return { closed, short };
}
const { closed, short } = pickDays();
const shortSlots = slotsOn(short);
const firstShort = shortSlots[0]!;
const shortHours = { open: firstShort.start, close: firstShort.end };
const cancelledOnShort = shortSlots.filter(
	(slot) => minutes(slot.start) < minutes(shortHours.open) || minutes(slot.end) > minutes(shortHours.close),
);
const closure = { note: 'Fixture staff training', closedWord: words.openNow.closed };
const shortNote = 'Fixture short day';
const homeToday = pageWords('home').today;

// A day without classes: the copy empties the timetable of one weekday, picked so that the day, the day before (whose
// classes end by 23:00) and the day after (which has classes) are ordinary days on weekdays none of the calendar
// days above fall on.
function pickEmpty() {
	const busy = new Set([today, closed, short].map(weekdayOf));
	for (let ahead = 2; ahead < 14; ahead++) {
		const date = dateAhead(today, ahead);
		const [before, after] = [dateAhead(date, -1), dateAhead(date, 1)];
		if ([before, date, after].some((day) => busy.has(weekdayOf(day)))) continue;
		if (slotsOn(after).length > 0 && slotsOn(before).length > 0 && slotsOn(before).every((slot) => minutes(slot.end) <= 23 * 60))
			return date;
	}
	return '';
}
const empty = pickEmpty();
const timetableWords = pageWords('timetable');

// Content injection: an editor's field that tries to end its script element and start one of its own (a leaked token,
// a pasted snippet) is shown as text and never runs: JSON data blocks escape `<`, and each page's policy allows only
// the scripts the build wrote. The copy builds without the active-markup check, which refuses such fields outright
// (active-markup-site.test.ts), to prove the pages hold on their own.

/**
 * A script that marks the page if it ever runs; `field` says which field it came from. Backticks, since JSON would
 * turn double quotes into \" (a syntax error, which would hide a script that got through) and YAML doubles single ones.
 * Written without spaces, one word longer than a phone's screen: the holiday note is in the footer of every page the
 * calendar-days group measures at 320 px, so it also shows that such a word breaks instead of widening the page.
 */
const injection = (field: string) => `Fixture </script><script>document.documentElement.dataset.injected=\`${field}\`</script>`;
const quoted = (field: string) => `'${injection(field)}'`;
let classPage = '';

/** The injected fields besides the holiday note: descriptions and a team position, each in the first entry by name. */
function injectFields(site: FixtureSite) {
	const first = (folder: string, end: string) =>
		readdirSync(join(site.dir, folder))
			.filter((name) => name.endsWith(end))
			.sort()[0] ?? '';
	site.edit('content/settings/site.yaml', /^description: .*$/m, `description: ${quoted('site description')}`);
	site.edit(`content/plans/${first('content/plans', '.yaml')}`, /^description: .*$/m, `description: ${quoted('plan')}`);
	site.edit(`content/team/${first('content/team', '.md')}`, /^position: .*$/m, `position: ${quoted('team position')}`);
	const guide = first('content/classes', '.mdx');
	site.edit(`content/classes/${guide}`, /^description: .*$/m, `description: ${quoted('class description')}`);
	classPage = `/classes/${guide.replace(/\.mdx$/, '')}`;
	for (const post of readdirSync(join(site.dir, 'content/blog')))
		site.edit(`content/blog/${post}/index.mdx`, /^description: .*$/m, `description: ${quoted('post description')}`);
	// Without the check that refuses these fields (a no-op on a site that has none).
	const config = join(site.dir, 'astro.config.mjs');
	writeFileSync(config, readFileSync(config, 'utf8').replace(/^\s*activeMarkup\(\),\n/m, ''));
}

let server: { url: string; close: () => void };

test.beforeAll(async () => {
	test.setTimeout(240_000);
	expect(closed, 'a day with a class that has a page, from the day after tomorrow').not.toBe('');
	expect(short, 'a later day with two classes, the first over before a later one with a page starts').not.toBe('');
	expect(empty, 'a weekday apart from the calendar days, between two days with classes').not.toBe('');
	const listed = [
		// Today, so the injected note is inside the window the footer and the open-now line show.
		`  - { from: ${today}, closed: true, note: ${quoted('note')} }`,
		`  - { from: ${closed}, closed: true, note: ${closure.note} }`,
		`  - { from: ${short}, open: '${shortHours.open}', close: '${shortHours.close}', note: ${shortNote} }`,
	].join('\n');
	server = await servedFixtureSite('fixture-site-', (site) => {
		site.edit('content/settings/site.yaml', /^specialHours:.*\n(?:[ \t]+.*\n)*/m, `specialHours:\n${listed}\n`);
		injectFields(site);
		writeFileSync(join(site.dir, `content/timetable/${weekdayOf(empty)}.yaml`), `day: ${weekdayOf(empty)}\nslots: []\n`);
		addOffTimetableGuide(site);
		uncaptionFirstPhoto(site);
	});
});

test.afterAll(() => server?.close());

test.describe('calendar days', () => {
	test.use({ timezoneId: 'Pacific/Auckland' });

	/** Opens a page of the fixture build with the browser's clock pinned at a London wall time. */
	async function open(page: Page, path: string, date: string, at: string) {
		await page.clock.setFixedTime(new Date(londonInstant(date, at)));
		await page.goto(`${server.url}${path}`);
	}

	for (const at of ['00:05', '10:30']) {
		test(`on the closed day at ${at}, the home page's list of today's classes says closed and why, then classes on later days only`, async ({
			page,
		}) => {
			await open(page, '/', closed, at);
			const [first, ...rest] = await todayRows(page);
			expect(first).toMatchObject({ when: homeToday.today, name: closure.note, kind: 'closed' });
			expect(first?.time).toContain(closure.closedWord);
			expect(rest.length).toBeGreaterThan(0);
			for (const row of rest) expect([homeToday.today, homeToday.onNow]).not.toContain(row.when);
		});

		test(`on the closed day at ${at}, the timetable says closed on that day's card, with no badge for the class on now or next`, async ({
			page,
		}) => {
			await open(page, '/timetable', closed, at);
			const card = page.locator(`[data-weekday="${weekdayOf(closed)}"]`);
			await expect(card).toHaveAttribute('data-today', '');
			await expect(card.locator('[data-day-note]')).toHaveText(`${closure.closedWord} · ${closure.note}`);
			await expect(card.locator('[data-slot][data-status="now"], [data-slot][data-status="next"]')).toHaveCount(0);
			await expect(card.locator('[data-slot]:not([data-slot="blank"])')).toHaveCount(slotsOn(closed).length);
			await expect(card.locator('[data-slot][data-status="cancelled"]')).toHaveCount(slotsOn(closed).length);
			await expect(card.locator('[data-slot-status]').first()).toHaveText(words.specialDays.cancelled);
			await expect(page.locator('main [data-special-hours]')).toContainText(closure.note);
		});
	}

	test('on the closed day and the short day, nothing is wider than a 320 px screen', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 800 });
		const slug = classSlugs.get(slotsOn(closed).find(hasPage)!.class);
		const wide: string[] = [];
		for (const [date, at] of [
			[closed, '10:30'],
			[short, firstShort.start],
		] as const) {
			for (const path of ['/', '/timetable', `/classes/${slug}`]) {
				await open(page, path, date, at);
				await page.waitForLoadState('load');
				const width = await page.evaluate(() => document.documentElement.scrollWidth);
				if (width > 320) wide.push(`${path} on ${date} at ${at}: ${width} px`);
			}
		}
		expect(wide).toEqual([]);
	});

	test('on the closed day, the open-now line says closed and gives the holiday note', async ({ page }) => {
		await open(page, '/', closed, '12:00');
		await expect(page.locator('footer [data-open-now]')).toContainText(closure.note);
		await expect(page.locator('footer [data-open-now]')).toHaveAttribute('data-state', 'closed');
	});

	test('the day before the closure, in the evening, the home page’s list of today’s classes offers nothing on the closed day', async ({
		page,
	}) => {
		await open(page, '/', dateAhead(closed, -1), '23:00');
		const rows = await todayRows(page);
		const closedDay = weekdayOf(closed);
		for (const row of rows) expect(row.when.toLowerCase()).not.toBe(closedDay);
		expect(rows.find((row) => row.kind !== 'over')?.when).not.toBe(words.classes.tomorrow);
	});

	test('a class page never offers a class time on the closed day', async ({ page }) => {
		const slot = slotsOn(closed).find(hasPage)!;
		await open(page, `/classes/${classSlugs.get(slot.class)}`, closed, '00:05');
		const when = page.locator('[data-next-when]');
		await expect(when).not.toBeEmpty();
		await expect(when).not.toHaveText(new RegExp(`^${words.classes.today}`));
		await expect(page.locator('[data-session][data-status]')).toHaveCount(1);
	});

	test('on the short day, the first class runs and the classes past its hours show as cancelled', async ({ page }) => {
		const during = time(minutes(firstShort.start) + 5);
		await open(page, '/timetable', short, during);
		const card = page.locator(`[data-weekday="${weekdayOf(short)}"]`);
		await expect(card.locator('[data-day-note]')).toHaveText(`${shortNote} · ${fillTemplate(words.specialDays.hours, shortHours)}`);
		await expect(card.locator(`[data-start="${firstShort.start}"]`).first()).toHaveAttribute('data-status', 'now');
		await expect(card.locator(`[data-start="${firstShort.start}"] [data-slot-status]`).first()).toHaveText(timetableWords.now);
		await expect(card.locator('[data-slot][data-status="cancelled"]')).toHaveCount(cancelledOnShort.length);
		await expect(card.locator('[data-slot][data-status="next"]')).toHaveCount(0);

		await open(page, '/', short, during);
		const [note, ...rows] = await todayRows(page);
		expect(note).toMatchObject({
			when: homeToday.today,
			name: shortNote,
			kind: 'short',
			time: fillTemplate(words.specialDays.hours, shortHours),
		});
		expect(rows[0]).toMatchObject({ when: homeToday.onNow, name: firstShort.class });
		const cancelledRows = rows.filter((row) => row.kind === 'cancelled');
		expect(cancelledRows.length).toBeGreaterThan(0);
		for (const row of cancelledRows) {
			expect(row.when).toBe(words.specialDays.cancelled);
			expect(cancelledOnShort.map((slot) => slot.class)).toContain(row.name);
		}
	});

	test('a class page skips a class time the short day cancels', async ({ page }) => {
		const slot = cancelledOnShort.find(hasPage);
		expect(slot, 'a class with a page that the short day cancels (picked above)').toBeDefined();
		await open(page, `/classes/${classSlugs.get(slot!.class)}`, short, firstShort.start);
		await expect(page.locator('[data-next-when]')).not.toBeEmpty();
		await expect(page.locator('[data-next-when]')).not.toHaveText(new RegExp(`^${words.classes.today} · ${slot!.start}`));
	});

	/** A feed's occurrences over the coming weeks, as a calendar app expands it: "YYYY-MM-DDTHH:MM Class". */
	async function occurrences(path: string) {
		const response = await fetch(`${server.url}${path}`);
		expect(response.status).toBe(200);
		const text = await response.text();
		const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
		for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
		const until = dateAhead(short, 14);
		const found = calendar.getAllSubcomponents('vevent').flatMap((component) => {
			const event = new ICAL.Event(component);
			const list: string[] = [];
			const iterator = event.iterator();
			for (let next = iterator.next(); next && next.toString() < until; next = iterator.next())
				list.push(`${next.toString().slice(0, 16)} ${event.summary}`);
			return list;
		});
		return { text, found };
	}

	test('the week feed leaves out the closed day and the short day’s cancelled classes, by EXDATE in London time', async () => {
		const { text, found } = await occurrences('/timetable.ics');
		expect(found.filter((line) => line.startsWith(closed))).toEqual([]);
		const onShort = found.filter((line) => line.startsWith(short)).map((line) => line.slice(11));
		expect(onShort).toContain(`${firstShort.start} ${firstShort.class}`);
		for (const slot of cancelledOnShort) expect(onShort).not.toContain(`${slot.start} ${slot.class}`);
		// The week after, every class is back.
		expect(found.filter((line) => line.startsWith(dateAhead(closed, 7)))).toHaveLength(slotsOn(closed).length);
		expect(text).toMatch(new RegExp(`EXDATE;TZID=Europe/London:[^\\r\\n]*${closed.replaceAll('-', '')}T`));
	});

	test('each class feed leaves out the closed day', async () => {
		for (const slug of new Set(
			slotsOn(closed)
				.filter(hasPage)
				.map((slot) => classSlugs.get(slot.class)),
		)) {
			const { found } = await occurrences(`/classes/${slug}.ics`);
			expect(found.length, slug).toBeGreaterThan(0);
			expect(
				found.filter((line) => line.startsWith(closed)),
				slug,
			).toEqual([]);
		}
	});
});

test.describe('a day without classes', () => {
	test.use({ timezoneId: 'Pacific/Auckland' });
	const open = async (page: Page, date: string, at: string) => {
		await page.clock.setFixedTime(new Date(londonInstant(date, at)));
		await page.goto(`${server.url}/`);
	};
	const [firstAfter] = slotsOn(dateAhead(empty, 1));

	test('on that day, the home page’s list of today’s classes says no more classes today, then tomorrow’s', async ({ page }) => {
		await open(page, empty, '12:00');
		const [over, next, ...rest] = await todayRows(page);
		expect(over).toMatchObject({
			when: homeToday.today,
			kind: 'over',
			time: fillTemplate(words.noMoreToday.next, { day: homeToday.tomorrow }),
		});
		expect(next).toMatchObject({ when: homeToday.tomorrow, name: firstAfter?.class, time: `${firstAfter?.start}–${firstAfter?.end}` });
		for (const row of rest) expect([homeToday.today, homeToday.onNow]).not.toContain(row.when);
	});

	test('the evening before, the next classes are named by their weekday, and nothing is wider than the screen', async ({ page }) => {
		test.setTimeout(120_000);
		const named = words.days[weekdayOf(dateAhead(empty, 1)) as Weekday];
		await open(page, dateAhead(empty, -1), '23:00');
		const [over, next] = await todayRows(page);
		expect(over).toMatchObject({ kind: 'over', time: fillTemplate(words.noMoreToday.next, { day: named }) });
		expect(next).toMatchObject({ when: named, name: firstAfter?.class });
		const withSessions = [
			...new Set(
				slotsOn(dateAhead(empty, 1))
					.filter(hasPage)
					.map((slot) => `/classes/${classSlugs.get(slot.class)}`),
			),
		];
		const { wide, empty: unfilled } = await liveOverflow(page, ['/', '/timetable', ...withSessions], server.url);
		expect(wide).toEqual([]);
		expect(unfilled).toEqual([]);
	});
});

test('a class off the timetable says how to book or ask, with no calendar links', async ({ page }) => {
	await page.goto(`${server.url}/classes/${offTimetable.slug}`);
	const card = page.locator('#when');
	await expect(card).toContainText(fillTemplate(words.classes.noSessions, { class: offTimetable.heading }));
	await expect(page.locator('main header:has(h1)').getByRole('link', { name: words.classes.ask })).toHaveAttribute(
		'href',
		new RegExp(`^mailto:${settings.email}`),
	);
	// No calendar feed, folded away or shown.
	await expect(page.locator('a[href^="webcal:"]')).toHaveCount(0);
});

test('a photo without a caption shows none in the lightbox', async ({ page }) => {
	await page.goto(`${server.url}${captionedAlbum?.path ?? ''}`);
	const thumbnail = page.locator('a[data-lightbox-index="0"]');
	await expect(page.locator('astro-island:has(a[data-lightbox-index])')).toHaveAttribute('ssr');
	await thumbnail.click();
	const shown = page.getByRole('dialog').locator('.gslide.current');
	await expect(shown.locator('img')).toHaveAttribute('src', (await thumbnail.getAttribute('href')) ?? '');
	await expect(shown.locator('.gslide-description')).toHaveCount(0);
	await expect(page.locator('main figcaption')).toHaveCount(captionedAlbum!.photos.filter((photo) => photo.caption).length - 1);
});

test('an injected </script><script> in content fields is shown as text and never runs', async ({ page }) => {
	const refused: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
	});
	for (const path of ['/', '/facilities', '/about-us', '/membership', '/blog', '/timetable', classPage]) {
		await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
		expect(await page.evaluate(() => document.documentElement.dataset['injected']), `a script from content ran on ${path}`).toBeUndefined();
	}
	// The holiday note is in the footer of every page, and in the open-now line: as the words the editor typed.
	await page.goto(`${server.url}/facilities`, { waitUntil: 'load' });
	await expect(page.locator('footer')).toContainText(injection('note'));
	expect(refused, 'no injected script even reached the policy').toEqual([]);
});
