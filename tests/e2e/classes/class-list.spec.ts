import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { formatDays } from '@/lib/classes/class-facts';
import { formatHeadlinePrice } from '@/lib/price';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { nextSessionText } from '@/lib/schedule/browser/next-session';
import type { Weekday } from '@/lib/schedule/browser/weekdays';
import { firstSentence } from '@/lib/text';

import { classPages, listedClasses, page as pageWords, plans, settings, words } from '../../support/content';
import { classSlugs, specialDays, timetable, weekdayNames } from '../support/timetable-content';

// Every expected word and class comes from content/, so editors can change any of them.
const labels = pageWords('classes');
const sessionsOf = (slug: string) =>
	weekdayNames.flatMap((day) =>
		(timetable[day] ?? [])
			.filter((slot) => classSlugs.get(slot.class) === slug)
			.map((slot) => ({ day: day as Weekday, start: slot.start, end: slot.end })),
	);
const listed = [...listedClasses].sort((a, b) => a.order - b.order || a.classTitle.localeCompare(b.classTitle));
// A class's card: its heading is its link (the invite card after them has a heading of its own words).
const cards = (page: Page) => page.locator('main ul > li:has(h2 a)');

test('/classes lists every listed class with its picture, kind, line, days and next session, each linked to its page', async ({ page }) => {
	await page.goto('/classes');
	await expect(cards(page)).toHaveCount(listed.length);
	for (const [i, guide] of listed.entries()) {
		const card = cards(page).nth(i);
		await expect(card.getByRole('heading', { level: 2 })).toContainText(guide.heading);
		await expect(card.getByRole('link')).toHaveAttribute('href', `/classes/${guide.slug}`);
		if (guide.type) await expect(card.locator('[data-kind]')).toHaveText(words.classTypes[guide.type]);
		// What the class is, in a line: the first sentence of its guide's description.
		await expect(card).toContainText(firstSentence(guide.description));
		// Its guide's picture, lazy and sized, so the cards never move as it arrives.
		const picture = card.locator('img');
		await expect(picture).toHaveAttribute('alt', guide.imageAlt);
		await expect(picture).toHaveAttribute('loading', 'lazy');
		await expect(picture).toHaveAttribute('width', /^\d+$/);
		await expect(picture).toHaveAttribute('height', /^\d+$/);
		const facts = card.locator('dl');
		const sessions = sessionsOf(guide.slug);
		if (sessions.length > 0) {
			// The days as the class pages give them: in week order, runs of three or more as a range (Mon–Fri).
			await expect(facts).toContainText(
				formatDays(
					sessions.map((s) => s.day),
					words.shortDays,
				),
			);
			const next = nextSessionText(sessions, londonClock(new Date()), specialDays, { ...words.classes, days: words.shortDays }).text;
			await expect(card.locator('[data-next]')).toHaveText(next);
		} else {
			// Off the timetable: open gym is walked into; another class runs when its guide says, else by arrangement.
			const runs = guide.runs ?? guide.session?.schedule;
			await expect(facts).toContainText(guide.type === 'open' ? labels.walkIn : (runs ?? labels.byArrangement));
			await expect(card.locator('[data-next]')).toHaveCount(0);
		}
		if (guide.level) await expect(facts).toContainText(guide.level);
		if (guide.session?.length) await expect(facts).toContainText(guide.session.length);
	}
	for (const guide of classPages.filter((g) => !listed.includes(g)))
		await expect(page.locator(`main a[href="/classes/${guide.slug}"]`)).toHaveCount(0);
});

// Side by side, every card reads its summary whole, and a row's facts and links still start level, however long the
// summaries beside them run.
test('/classes shows every summary whole and keeps a row of cards level', async ({ page }) => {
	for (const width of [800, 1440]) {
		await page.setViewportSize({ width, height: 900 });
		await page.goto('/classes');
		const placed = await cards(page).evaluateAll((items) =>
			items.map((card) => {
				const summary = card.querySelector('h2 + p');
				const top = (selector: string) => Math.round(card.querySelector(selector)?.getBoundingClientRect().top ?? NaN);
				return {
					row: Math.round(card.getBoundingClientRect().top),
					whole: summary ? summary.scrollHeight <= summary.clientHeight + 1 && getComputedStyle(summary).overflow !== 'hidden' : false,
					facts: top('dl'),
					link: top('p[aria-hidden]'),
				};
			}),
		);
		expect(
			placed.every((card) => card.whole),
			`${width} px: a summary cut`,
		).toBe(true);
		for (const row of new Set(placed.map((card) => card.row))) {
			const inRow = placed.filter((card) => card.row === row);
			expect(new Set(inRow.map((card) => card.facts)).size, `${width} px: facts of the row at ${row}`).toBe(1);
			expect(new Set(inRow.map((card) => card.link)).size, `${width} px: links of the row at ${row}`).toBe(1);
		}
	}
});

// After the classes, a card asking the visitor in takes what the last row leaves empty, with every class shown and
// with each kind chosen: the row ends at the list's right edge, never in a hole.
test('/classes ends its last row of cards with the invite card, for any number of classes shown', async ({ page }) => {
	const invite = labels.invite;
	if (!invite) {
		// Left out of content/pages/classes.yaml: the list holds the class cards alone.
		await page.goto('/classes');
		await expect(page.locator('main ul:has(> li h2 a) > li:not(:has(h2 a))')).toHaveCount(0);
		return;
	}
	const kinds = [...new Set(listed.flatMap((guide) => (guide.type ? [guide.type] : [])))];
	for (const width of [375, 800, 1440]) {
		await page.setViewportSize({ width, height: 900 });
		await page.goto('/classes');
		for (const kind of [undefined, ...kinds]) {
			if (kind && kinds.length > 1)
				await page.getByRole('group', { name: labels.filter.label }).getByText(words.classTypes[kind], { exact: true }).click();
			const card = page.locator('main ul:has(> li h2 a) > li:not(:has(h2 a))');
			await expect(card.getByRole('heading', { level: 2 })).toHaveText(invite.heading);
			await expect(card.getByRole('link', { name: invite.link.label })).toHaveAttribute('href', invite.link.href);
			const [list, last] = await Promise.all([card.locator('..').boundingBox(), card.boundingBox()]);
			expect(
				Math.abs((list?.x ?? 0) + (list?.width ?? 0) - ((last?.x ?? 0) + (last?.width ?? 0))),
				`${width} px, ${kind ?? 'all'}`,
			).toBeLessThan(2);
		}
	}
});

// The list ends with a band: the day pass first, its price at the desk and online, as its button buys it online; then
// joining.
test('/classes ends with the day pass and joining', async ({ page }) => {
	const dayPass = plans.find((plan) => plan.signUp === 'dayPass');
	expect(dayPass, 'a plan for the day pass').toBeDefined();
	const price = (amount = 0) => formatHeadlinePrice(amount, dayPass?.currency ?? 'GBP');
	await page.goto('/classes');
	const band = page.locator('main section[data-band]');
	await expect(band.getByRole('heading', { level: 2 })).toHaveText(labels.cta.heading);
	await expect(band).toContainText(
		fillTemplate(labels.cta.body, { price: price(dayPass?.price), online: price(dayPass?.onlinePrice ?? dayPass?.price) }),
	);
	const links = band.getByRole('link');
	await expect(links).toHaveCount(2);
	for (const [i, { name, href }] of [
		{ name: labels.cta.label, href: settings.signUp.dayPass },
		{ name: labels.cta.join, href: settings.signUp.join },
	].entries()) {
		await expect(links.nth(i)).toContainText(name);
		await expect(links.nth(i)).toHaveAttribute('href', href);
		await expect(links.nth(i)).toHaveAttribute('target', '_blank');
		await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
		await expect(links.nth(i)).toContainText(`(${words.newTab})`);
	}
});

// With one kind of class listed there is nothing to choose between, and the page draws no filter.
test('/classes filters by kind with the chips, with scripts off too, or shows no filter for one kind', async ({ browser }) => {
	const kinds = [...new Set(listed.flatMap((guide) => (guide.type ? [guide.type] : [])))];
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/classes');
	const chips = page.getByRole('group', { name: labels.filter.label });
	if (kinds.length < 2) {
		await expect(chips).toHaveCount(0);
		await expect(page.getByRole('radio')).toHaveCount(0);
		await context.close();
		return;
	}
	await expect(chips.getByRole('radio', { name: labels.filter.all })).toBeChecked();
	for (const kind of kinds) {
		await chips.getByText(words.classTypes[kind], { exact: true }).click();
		const shown = listed.filter((guide) => guide.type === kind);
		const visible = await cards(page).evaluateAll((items) => items.filter((item) => item.checkVisibility()).length);
		expect(visible, kind).toBe(shown.length);
	}
	await chips.getByText(labels.filter.all, { exact: true }).click();
	expect(await cards(page).evaluateAll((items) => items.filter((item) => item.checkVisibility()).length)).toBe(listed.length);
	await context.close();
});

// On a tall phone screen the chips stay under the header while the cards scroll by, and a card reached with the keyboard,
// forwards or back, is never under them.
test('/classes keeps its chips in reach on a phone, never over the focused card', async ({ page }) => {
	const kinds = new Set(listed.flatMap((guide) => (guide.type ? [guide.type] : [])));
	await page.setViewportSize({ width: 375, height: 812 });
	await page.goto('/classes');
	const chips = page.getByRole('group', { name: labels.filter.label });
	// One kind of class: nothing to choose between, no chips (the filter's own test says so too).
	if (kinds.size < 2) {
		await expect(chips).toHaveCount(0);
		return;
	}
	const header = await page.locator('body > header').boundingBox();
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
	const stuck = await chips.boundingBox();
	expect(stuck?.y, 'the chips under the header, half-way down').toBeCloseTo((header?.y ?? 0) + (header?.height ?? 0), 0);
	const covered: string[] = [];
	for (const key of [
		...Array.from({ length: listed.length + 4 }, () => 'Tab'),
		...Array.from({ length: listed.length + 4 }, () => 'Shift+Tab'),
	]) {
		await page.keyboard.press(key);
		const hidden = await page.evaluate(() => {
			const focused = document.activeElement;
			const bar = document.querySelector('fieldset');
			if (!focused || !bar || bar.contains(focused) || !focused.closest('main li')) return null;
			const a = focused.getBoundingClientRect();
			const b = bar.getBoundingClientRect();
			return a.top < b.bottom && a.bottom > b.top ? (focused.textContent ?? '').trim().slice(0, 30) : null;
		});
		if (hidden) covered.push(`${key}: ${hidden}`);
	}
	expect(covered, 'focused cards under the chips').toEqual([]);
});

// From 640 px the cards stand side by side: each fact keeps its place on every card (the same column, the same line of
// the list), so the eye runs along a row from one card's days to the next card's.
test('/classes sets each fact in the same place on every card', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto('/classes');
	// Plain arrays: what a page's function returns is serialised.
	const cardFacts = await cards(page).evaluateAll((items) =>
		items.map((item) => {
			const card = item.getBoundingClientRect();
			const tops = [...new Set([...item.querySelectorAll('dt')].map((dt) => Math.round(dt.getBoundingClientRect().top)))].sort(
				(a, b) => a - b,
			);
			return {
				facts: [...item.querySelectorAll('dt')].map((dt): [string, string] => {
					const box = dt.getBoundingClientRect();
					return [dt.textContent ?? '', `${Math.round(box.left - card.left)} px in, line ${tops.indexOf(Math.round(box.top)) + 1}`];
				}),
			};
		}),
	);
	const places = new Map<string, string>();
	for (const card of cardFacts) {
		for (const [term, place] of card.facts) {
			expect(place, term).toBe(places.get(term) ?? place);
			places.set(term, place);
		}
	}
});

test('every class page links back to /classes', async ({ page }) => {
	for (const guide of classPages) {
		await page.goto(`/classes/${guide.slug}`);
		await expect(page.locator('main header:has(h1)').getByRole('link', { name: words.classes.allClasses })).toHaveAttribute(
			'href',
			'/classes',
		);
	}
});

test('the sitemap lists /classes', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap-0.xml')).text();
	expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)).toContain('/classes');
});
