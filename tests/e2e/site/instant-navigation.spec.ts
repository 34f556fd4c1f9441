import { chromium, expect, type Page, test } from '@playwright/test';
import puppeteer, { type Browser, type Page as PuppeteerPage } from 'puppeteer-core';

import { addDays } from '@/lib/schedule/browser/london-time';

import { chromiumFlags, systemChromium } from '../../../scripts/lib/chromium.mjs';
import { firstOrdinary, london, openLineWindow } from '../support/open-line-window';
import { classSlugs, timetable } from '../support/timetable-content';

// Page changes feel instant. Speculation Rules prerender the next page when the visitor shows intent,
// and Back and Forward come from the back/forward cache.
//
// Chromium refuses to prerender while a DevTools client is attached to the page directly, as Playwright's are
// ("PrerenderingDisabledByDevTools"). Puppeteer attaches through the tab, as Chrome's own DevTools do, so the
// prerender tests drive the same Chromium through puppeteer-core. Its page session (`_client()`) reports the
// prerender's progress (CDP Preload domain): the tests wait for "Ready", an event, never a duration.

type PrerenderStatus = { key: { url: string }; status: string; prerenderStatus?: string };

async function launch(): Promise<Browser> {
	return puppeteer.launch({ executablePath: systemChromium ?? chromium.executablePath(), args: chromiumFlags });
}

/** Resolves when Chromium reports the prerender of `path` ready; rejects when it reports a failure. */
async function prerendered(page: PuppeteerPage, path: string): Promise<void> {
	const session = (
		page as unknown as { _client(): { send(method: string): Promise<unknown>; on(event: string, fn: (e: PrerenderStatus) => void): void } }
	)._client();
	await session.send('Preload.enable');
	return new Promise((resolve, reject) => {
		session.on('Preload.prerenderStatusUpdated', (event) => {
			if (new URL(event.key.url).pathname !== path) return;
			if (event.status === 'Ready') resolve();
			if (event.status === 'Failure') reject(new Error(`the prerender of ${path} failed: ${event.prerenderStatus ?? 'no reason given'}`));
		});
	});
}

/**
 * What the page now shown reports about how it was loaded, once its document is parsed. A prerender is "Ready" when its
 * navigation commits, so a click under load can show it while its HTML is still being read; the heading is checked
 * after DOMContentLoaded, an event, never after a duration.
 */
const shown = async (page: PuppeteerPage) => {
	await page.waitForFunction(() => document.readyState !== 'loading');
	return page.evaluate(() => ({
		path: location.pathname,
		activationStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number })
			.activationStart,
		heading: document.querySelector('h1')?.textContent?.trim() ?? '',
	}));
};

test.describe('prerender on intent', () => {
	let browser: Browser;
	test.beforeAll(async () => {
		browser = await launch();
	});
	test.afterAll(async () => {
		await browser.close();
	});

	/** On a desktop home page, hovers the menu's timetable link until Chromium reports the timetable prerendered. */
	const hoverTimetableLink = async (baseURL: string | undefined) => {
		const page = await browser.newPage();
		await page.setViewport({ width: 1440, height: 900 });
		await page.goto(`${baseURL}/`);
		const link = await page.waitForSelector('header nav a[href="/timetable"]');
		const ready = prerendered(page, '/timetable');
		await link!.hover();
		await ready;
		return { page, link: link! };
	};

	test('desktop: hovering a menu link prerenders the page, and the click shows it with no new request for it', async ({ baseURL }) => {
		const { page, link } = await hoverTimetableLink(baseURL);
		const documents: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'document') documents.push(request.url());
		});
		await Promise.all([page.waitForNavigation(), link.click()]);
		const now = await shown(page);
		expect(now.path).toBe('/timetable');
		expect(now.activationStart, 'activationStart: the page was prerendered before it was shown').toBeGreaterThan(0);
		expect(now.heading).not.toBe('');
		expect(documents, 'requests for the page itself after the click').toEqual([]);
		await page.close();
	});

	test('phone: pressing a link prerenders the page before the finger lifts', async ({ baseURL }) => {
		const page = await browser.newPage();
		await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
		// A class page link on the timetable: the second step of `npm run bench:navigation`. A phone shows one day at a
		// time, so the address names a day with such a link.
		const day = Object.keys(timetable).find((name) => (timetable[name] ?? []).some((slot) => classSlugs.has(slot.class)));
		expect(day, 'a day on the timetable with a class that has a page').toBeDefined();
		await page.goto(`${baseURL}/timetable#${day}`);
		const link = await page.waitForSelector(`#${day} [data-slot] a[href^="/classes/"]`, { visible: true });
		const path = await link!.evaluate((a) => new URL(a.href).pathname);
		await link!.scrollIntoView();
		const box = await link!.boundingBox();
		const ready = prerendered(page, path);
		await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
		await page.mouse.down();
		await ready;
		await Promise.all([page.waitForNavigation(), page.mouse.up()]);
		const now = await shown(page);
		expect(now.path).toBe(path);
		expect(now.activationStart).toBeGreaterThan(0);
		await page.close();
	});

	test('a prerendered timetable shows London today and the open-now line as they are when it is shown', async ({ baseURL }) => {
		const { page, link } = await hoverTimetableLink(baseURL);
		await Promise.all([page.waitForNavigation(), link.click()]);
		// Shown mid-parse under load (see `shown`): read once the page's script has marked a day.
		await page.waitForFunction(() => document.querySelector('[data-today]') !== null);
		const state = await page.evaluate(() => ({
			today: document.querySelector('[data-today]')?.getAttribute('data-weekday'),
			line: document.querySelector('[data-open-now]')?.textContent ?? '',
			londonDay: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' }).format(new Date()).toLowerCase(),
		}));
		expect((await shown(page)).activationStart).toBeGreaterThan(0);
		expect(Object.keys(timetable)).toContain(state.londonDay);
		expect(state.today).toBe(state.londonDay);
		expect(state.line).not.toBe('');
		await page.close();
	});
});

// What the page does when a prerendered copy is shown or a cached one restored, at a time of the test's choosing: the
// browser's own events, dispatched on a page whose clock Playwright controls (a prerendered page's clock it cannot).
test.describe('shown later than it ran', () => {
	test.use({ timezoneId: 'Pacific/Auckland' });

	/** Half a minute before and after the first ordinary Thursday-to-Friday midnight the build's open-now line covers. */
	const aroundMidnight = async (page: Page) => {
		await page.goto('/timetable');
		const thursday = firstOrdinary('thursday', await openLineWindow(page));
		if (!thursday) throw new Error('no ordinary thursday in the weeks the build covers');
		const midnight = london(addDays(thursday, 1), '00:00').getTime();
		return { beforeMidnight: new Date(midnight - 30_000), afterMidnight: new Date(midnight + 30_000) };
	};

	const todayAndLine = (page: Page) =>
		page.evaluate(() => ({
			today: document.querySelector('[data-today]')?.getAttribute('data-weekday'),
			line: document.querySelector('[data-open-now]')?.textContent ?? '',
		}));

	test('a timetable prerendered before midnight and shown after it marks the new day and opening time', async ({ page }) => {
		const { beforeMidnight, afterMidnight } = await aroundMidnight(page);
		await page.clock.setFixedTime(beforeMidnight);
		await page.goto('/timetable');
		const before = await todayAndLine(page);
		expect(before.today).toBe('thursday');
		expect(before.line, 'the open-now line before midnight').not.toBe('');
		await page.clock.setFixedTime(afterMidnight);
		await page.evaluate(() => document.dispatchEvent(new Event('prerenderingchange')));
		const after = await todayAndLine(page);
		expect(after.today).toBe('friday');
		expect(after.line, 'the open-now line is worked out again').not.toBe(before.line);
	});

	test('a page restored from the back/forward cache after midnight does the same', async ({ page }) => {
		const { beforeMidnight, afterMidnight } = await aroundMidnight(page);
		await page.clock.setFixedTime(beforeMidnight);
		await page.goto('/timetable');
		const before = await todayAndLine(page);
		expect(before.line, 'the open-now line before midnight').not.toBe('');
		await page.clock.setFixedTime(afterMidnight);
		await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
		const after = await todayAndLine(page);
		expect(after.today).toBe('friday');
		expect(after.line).not.toBe(before.line);
	});
});
