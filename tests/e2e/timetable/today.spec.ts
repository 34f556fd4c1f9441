import { expect, type Page, test } from '@playwright/test';

import { required } from '@/lib/content/required';
import { toMinutes } from '@/lib/schedule/browser/london-time';
import { classTypes } from '@/lib/schemas/classes';

import { classEntries, page as pageWords, words } from '../../support/content';
import { designProblems } from '../support/design-checks/design-problems';
import { layoutShifts } from '../support/layout-shift';
import { classSlugs, dateAhead, specialDays, timetable, weekdayNames } from '../support/timetable-content';

const timetablePage = pageWords('timetable');

// London wall time is what counts; the device is set to zones where the date differs from London's.
test.use({ timezoneId: 'Pacific/Auckland' });

/** Today in these tests: the first day of the week the timetable has classes on. */
const today = weekdayNames.find((day) => (timetable[day] ?? []).length > 0) ?? 'monday';
const todayIndex = weekdayNames.indexOf(today);
/** That weekday in a winter week (from Monday 23 November 2026: London keeps GMT, so its wall time is UTC's) off the holiday list. */
const todayDate =
	Array.from({ length: 16 }, (_, week) => dateAhead('2026-11-23', week * 7 + todayIndex)).find(
		(date) => !specialDays.some((day) => day.from <= date && date <= day.to),
	) ?? '';
/** 18:30 that day in London: already the next morning in Auckland. */
const todayEvening = new Date(`${todayDate}T18:30:00Z`);

test.describe('phones', () => {
	test.use({ viewport: { width: 375, height: 812 } });

	test("marks London's today, not the phone's, and the class on now and the next", async ({ page }) => {
		await page.clock.setFixedTime(todayEvening);
		await page.goto('/timetable');
		await expect(page.locator(`[data-weekday="${today}"]`)).toHaveAttribute('data-today', '');
		await expect(page.locator(`[data-day-link="${today}"]`)).toHaveAttribute('data-today-link', '');
		await expect(page.locator(`[data-weekday="${today}"] [data-today-label]`)).toBeVisible();

		const now = 18 * 60 + 30;
		const slots = timetable[today] ?? [];
		const onNow = slots.filter((slot) => toMinutes(slot.start) <= now && now < toMinutes(slot.end));
		const next = slots.filter((slot) => toMinutes(slot.start) > now).sort((a, b) => a.start.localeCompare(b.start))[0];
		const card = page.locator(`[data-weekday="${today}"]`);
		await expect(card.locator('[data-status="now"][data-slot]')).toHaveCount(onNow.length);
		for (const slot of onNow)
			await expect(card.locator(`[data-start="${slot.start}"] [data-slot-status]`)).toHaveText(required(timetablePage.now, 'now'));
		await expect(card.locator('[data-status="next"][data-slot]')).toHaveCount(next ? 1 : 0);
		if (next)
			await expect(card.locator(`[data-start="${next.start}"] [data-slot-status]`)).toHaveText(required(timetablePage.next, 'next'));
		// The classes already over are marked finished, with the word shown beside them, not struck through (which
		// reads as cancelled).
		const over = slots.filter((slot) => toMinutes(slot.end) <= now);
		await expect(card.locator('[data-status="done"][data-slot]')).toHaveCount(over.length);
		for (const slot of over) {
			const done = card.locator(`[data-start="${slot.start}"]`);
			await expect(done.locator('[data-slot-status]')).toHaveText(required(timetablePage.finished, 'finished'));
			expect((await done.locator('[data-slot-status]').boundingBox())?.width ?? 0).toBeGreaterThan(1);
			await expect(done.locator('time').first().locator('..')).toHaveCSS('text-decoration-line', 'none');
		}
		expect((await designProblems(page)).unmarkedFinished).toEqual([]);
		// Other days carry no marks.
		await expect(page.locator(`[data-weekday]:not([data-weekday="${today}"]) [data-status]`)).toHaveCount(0);
	});

	// The page's clock runs on: a class turns finished as it ends, and the one after it comes on, without a reload.
	test('marks a class finished as it ends, while the page stays open', async ({ page }) => {
		const slot = (timetable[today] ?? [])[0];
		expect(slot, 'a class on some day of the timetable').toBeDefined();
		const end = toMinutes(slot!.end) - 1;
		const clock = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
		await page.clock.install({ time: new Date(`${todayDate}T${clock}:00Z`) });
		await page.goto('/timetable');
		const marked = page.locator(`[data-weekday="${today}"] [data-slot][data-start="${slot!.start}"]`);
		await expect(marked).toHaveAttribute('data-status', 'now');
		await page.clock.runFor(90_000);
		await expect(marked).toHaveAttribute('data-status', 'done');
		await expect(marked.locator('[data-slot-status]')).toHaveText(required(timetablePage.finished, 'finished'));
	});

	test('shows one day at a time: any day in one tap from the strip, below it, and back again', async ({ page }) => {
		await page.clock.setFixedTime(todayEvening);
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto('/timetable');
		const strip = page.getByRole('navigation', { name: words.regions.weekDays });
		for (const day of ['saturday', 'monday', 'sunday']) {
			await strip.locator(`[data-day-link="${day}"]`).click();
			await expect(page).toHaveURL(new RegExp(`#${day}$`));
			await expect(page.locator('[data-weekday]:visible')).toHaveCount(1);
			await expect(page.locator(`#${day}`)).toBeVisible();
			await expect(strip.locator('[aria-current="true"]')).toHaveAttribute('data-day-link', day);
			const [card, bar] = await Promise.all([page.locator(`#${day}`).boundingBox(), strip.boundingBox()]);
			expect(card!.y, day).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
			expect(card!.y, day).toBeLessThan(812);
		}
		// The address holds the day, so the back button returns to the day before.
		await page.goBack();
		await expect(page.locator('[data-weekday]:visible')).toHaveAttribute('data-weekday', 'monday');
		await expect(strip.locator('[aria-current="true"]')).toHaveAttribute('data-day-link', 'monday');
	});

	// A visitor reaches today's classes without scrolling past the rest of the week, or tapping anything.
	test("opens on London's today alone, on the first screen, its day chosen in the strip", async ({ page }) => {
		await page.clock.setFixedTime(todayEvening);
		await page.goto('/timetable');
		const card = page.locator(`[data-weekday="${today}"]`);
		await expect(page.locator('[data-weekday]:visible')).toHaveCount(1);
		await expect(card).toBeVisible();
		expect((await card.boundingBox())!.y, "today's card starts on the first screen").toBeLessThan(812);
		const strip = page.getByRole('navigation', { name: words.regions.weekDays });
		await expect(strip.locator('[aria-current="true"]')).toHaveCount(1);
		await expect(strip.locator('[aria-current="true"]')).toHaveAttribute('data-day-link', today);
	});

	// The heading, the filter and the day strip above today's card leave its first session whole on the first screen,
	// with the card starting in the screen's upper half, so the day's start and what follows are seen together.
	test("shows today's first session whole on the first screen, its card in the upper half", async ({ page }) => {
		await page.clock.setFixedTime(todayEvening);
		await page.goto('/timetable');
		await page.evaluate(() => document.fonts.ready);
		const screen = page.viewportSize()!.height;
		const todayCard = page.locator(`[data-weekday="${today}"]`);
		const first = todayCard.locator('[data-slot=""]').first();
		await expect(first).toBeVisible();
		const [card, session] = await Promise.all([todayCard.boundingBox(), first.boundingBox()]);
		expect(card!.y, "today's card starts in the upper half of the first screen").toBeLessThanOrEqual(screen / 2);
		expect(session!.y + session!.height, "today's first session ends on the first screen").toBeLessThanOrEqual(screen);
	});

	// With a kind chosen the week stacks, starting today, then the days after it, then the ones before it (next
	// week's), each as tall as what it shows: a short day leaves no empty space under it before the next.
	test('with a kind chosen, stacks the week from today, each day at its own height', async ({ page }) => {
		await page.clock.setFixedTime(todayEvening);
		await page.goto('/timetable');
		await chips(page)
			.filter({ has: page.locator('input:not([value=""])') })
			.first()
			.click();
		await expect(page.locator('[data-weekday]:visible')).toHaveCount(7);
		const cards = await page
			.locator('[data-weekday]')
			.evaluateAll((all) =>
				all.map((card) => ({ day: (card as HTMLElement).dataset['weekday'], box: card.getBoundingClientRect().toJSON() as DOMRect })),
			);
		cards.sort((a, b) => a.box.top - b.box.top);
		expect(cards.map(({ day }) => day)).toEqual([...weekdayNames.slice(todayIndex), ...weekdayNames.slice(0, todayIndex)]);
		const boxes = cards.map(({ box }) => box);
		const gap = boxes[1]!.top - boxes[0]!.bottom;
		expect(gap).toBeLessThanOrEqual(32);
		for (const [i, box] of boxes.entries()) {
			expect(box.left).toBe(boxes[0]?.left);
			if (i > 0) expect(box.top - boxes[i - 1]!.bottom, `gap before day ${i + 1}`).toBeCloseTo(gap, 0);
		}
		await expect(page.locator('[data-weekday] [data-slot="blank"]').first()).toBeHidden();
	});

	test('without JavaScript the whole week stacks and the day links jump down the page', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
		const page = await context.newPage();
		await page.goto('/timetable');
		const boxes = await page.locator('[data-weekday]').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
		expect(boxes).toHaveLength(7);
		for (const [i, box] of boxes.entries()) {
			expect(box.left).toBe(boxes[0]?.left);
			if (i > 0) expect(box.top).toBeGreaterThan(boxes[i - 1]!.bottom - 1);
		}
		await page.getByRole('link', { name: words.days.friday, exact: true }).click();
		await expect(page).toHaveURL(/#friday$/);
		await expect(page.locator('#friday')).toBeInViewport();
		await context.close();
	});

	for (const width of [320, 375]) {
		test(`no horizontal scroll at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 700 });
			await page.goto('/timetable');
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
		});
	}
});

/** The filter's chips: labels around radio buttons, one a kind of class, and one ('') for all. */
const chips = (page: Page) => page.getByRole('group', { name: required(timetablePage.filter, 'filter').label }).locator('label');
/** The chip that shows one kind, or all with ''. */
const chip = (page: Page, key: string) => chips(page).filter({ has: page.locator(`input[value="${key}"]`) });

test.describe('filter by kind of class', () => {
	/** Each class on the timetable with a page of a kind, by its name there, with that kind. */
	const kindOf = new Map(
		[...classSlugs].flatMap(([name, slug]) => {
			const type = classEntries.find((entry) => entry.slug === slug)?.type;
			return type ? [[name, type] as const] : [];
		}),
	);
	const onWeek = new Set(Object.values(timetable).flatMap((slots) => slots.flatMap((slot) => kindOf.get(slot.class) ?? [])));
	/** The kinds on the week, in the order the schema lists them. */
	const kinds = classTypes.filter((kind) => onWeek.has(kind));

	test('offers each kind on the week once, with its mark, and with a kind chosen shows only its sessions; a day without one says so', async ({
		page,
	}) => {
		expect(kinds.length, 'two kinds of class on the timetable (the fixture site needs them too)').toBeGreaterThan(1);
		await page.goto('/timetable');
		await expect(chips(page)).toHaveText([required(timetablePage.filter, 'filter').all, ...kinds.map((kind) => words.classTypes[kind])], {
			useInnerText: true,
			ignoreCase: true,
		});
		for (const kind of kinds) await expect(chip(page, kind)).toHaveAttribute('data-kind', kind);
		const kind = kinds[0]!;
		const expected = Object.values(timetable)
			.flat()
			.filter((slot) => kindOf.get(slot.class) === kind).length;
		await chip(page, kind).click();
		const shown = page.locator('[data-slot=""]:visible');
		await expect(shown).toHaveCount(expected);
		for (const slot of await shown.all()) await expect(slot).toHaveAttribute('data-type', kind);
		// The rows that pad short days go too, and a day without the kind says so instead of standing empty.
		await expect(page.locator('[data-slot="blank"]:visible')).toHaveCount(0);
		const none = required(timetablePage.filter, 'filter').none;
		for (const [day, slots] of Object.entries(timetable)) {
			const has = slots.some((slot) => kindOf.get(slot.class) === kind);
			await expect(page.locator(`[data-weekday="${day}"] [data-no-match]`), day).toBeVisible({ visible: !has });
			if (!has) await expect(page.locator(`[data-weekday="${day}"] [data-no-match]`)).toHaveText(none);
		}
		await chip(page, '').click();
		await expect(page.locator('[data-no-match]:visible')).toHaveCount(0);
		await expect(page.locator('[data-slot="blank"]:visible')).not.toHaveCount(0);
	});

	test('filters without JavaScript too', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/timetable');
		const all = await page.locator('[data-slot=""]:visible').count();
		await chip(page, kinds[0]!).click();
		await expect(page.locator('[data-slot=""]:visible')).not.toHaveCount(all);
		await chip(page, '').click();
		await expect(page.locator('[data-slot=""]:visible')).toHaveCount(all);
		await context.close();
	});
});

test('every class with a page is visibly a link, and classes without one are plain text', async ({ page }) => {
	await page.goto('/timetable');
	for (const slot of await page.locator('[data-slot=""]').all()) {
		const name = (await slot.locator('a, .timetable-plain').first().textContent())?.trim() ?? '';
		const link = slot.getByRole('link');
		if (classSlugs.has(name)) {
			await expect(link, name).toHaveCSS('text-decoration-line', 'underline');
		} else {
			await expect(link, name).toHaveCount(0);
			await expect(slot.locator('.timetable-plain'), name).toHaveCSS('text-decoration-line', 'none');
		}
	}
});

for (const viewport of [
	{ width: 375, height: 812 },
	{ width: 1440, height: 900 },
])
	test(`nothing shifts while /timetable loads and marks today at ${viewport.width} px (CLS 0)`, async ({ page }) => {
		await page.setViewportSize(viewport);
		await page.clock.setFixedTime(todayEvening);
		await page.goto('/timetable');
		await expect(page.locator(`[data-weekday="${today}"]`)).toHaveAttribute('data-today', '');
		// Listed with the elements that moved, so a shift names its cause.
		expect(await layoutShifts(page)).toEqual([]);
	});
