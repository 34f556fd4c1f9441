#!/usr/bin/env node
// @ts-check
// npm run bench:navigation: time from a click to the next page's largest contentful paint, on an emulated phone
// (375 px, 4x CPU slowdown, Lighthouse's slow 4G: 562.5 ms request latency, 1.47 Mbps down), for home -> /timetable,
// /timetable -> a class page and /blog/archive -> a post, against nginx serving a precompressed copy of the build.
// Each step is measured three ways, median of `--runs` (default 5):
//   without prerendering: the same build with the rules taken out, a plain click;
//   tap: a finger held 100 ms, as a quick tap, the rules on (they fire on pointer-down), timed from the press;
//   intent: the rules on, the click after Chromium reports the prerender ready (a hover or a longer press).
// Chromium will not prerender while Playwright drives it, so this uses puppeteer-core, attached as Chrome's DevTools
// are.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { chromiumFlags, systemChromium } from '../lib/chromium.mjs';
import { deployCopy, startNginx } from '../lib/nginx.mjs';
import { buildDir, markdownTable, saveResults } from './shared.mjs';

const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(option('runs') ?? 5);
// Lighthouse's mobile preset with DevTools throttling (lighthouse/core/config/constants.js, mobileSlow4G).
const network = { offline: false, latency: 150 * 3.75, download: (1.6 * 1024 * 1024 * 0.9) / 8, upload: (750 * 1024 * 0.9) / 8 };
const only = option('steps')?.split(',').map(Number);
const modes = /** @type {('off' | 'tap' | 'intent')[]} */ (option('modes')?.split(',') ?? ['off', 'tap', 'intent']);
const allSteps = [
	{ name: 'home -> /timetable', from: '/', link: 'main a[href="/timetable"]' },
	{ name: '/timetable -> class page', from: '/timetable', link: 'main [data-slot] a[href^="/classes/"]' },
	// The posts on /blog sit in an accordion a visitor opens first; the archive lists them plainly.
	{ name: '/blog/archive -> post', from: '/blog/archive', link: 'main a[href^="/blog/"]' },
];
const steps = only ? allSteps.filter((_, i) => only.includes(i + 1)) : allSteps;

const dir = buildDir();
const site = deployCopy(dir);
const server = await startNginx({ root: site.root, workers: 2 });
// The same build without the rules, for the plain page changes: Chromium would otherwise still prefetch on them.
const plainBuild = mkdtempSync(path.join(tmpdir(), 'gym-plain-'));
cpSync(dir, plainBuild, { recursive: true });
for (const file of readdirSync(plainBuild, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
	const html = path.join(plainBuild, file);
	writeFileSync(html, readFileSync(html, 'utf8').replace(/<script type="speculationrules">[^<]*<\/script>/, ''));
}
const plainSite = deployCopy(plainBuild);
rmSync(plainBuild, { recursive: true, force: true });
const plainServer = await startNginx({ root: plainSite.root, workers: 1 });
const browser = await puppeteer.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}), args: chromiumFlags });

/**
 * @param {import('puppeteer-core').Page} page
 * @param {string} path
 */
function prerenderReady(page, path) {
	const session = /** @type {any} */ (page)._client();
	return new Promise((resolve, reject) => {
		session.on('Preload.prerenderStatusUpdated', (/** @type {any} */ event) => {
			if (new URL(event.key.url).pathname !== path) return;
			if (event.status === 'Ready') resolve(undefined);
			if (event.status === 'Failure') reject(new Error(`prerender of ${path} failed: ${event.prerenderStatus}`));
		});
	});
}

/**
 * One page change; returns milliseconds from the click (or the press) to the next page's largest contentful paint.
 * @param {typeof steps[number]} step
 * @param {'off' | 'tap' | 'intent'} mode
 */
async function measure(step, mode) {
	const page = await browser.newPage();
	const session = /** @type {any} */ (page)._client();
	await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
	await session.send('Preload.enable');
	await page.emulateNetworkConditions(network);
	await page.emulateCPUThrottling(4);
	await page.goto(`${mode === 'off' ? plainServer.url : server.url}${step.from}`, { waitUntil: 'load' });
	const link = await page.waitForSelector(step.link);
	if (!link) throw new Error(`${step.from}: no ${step.link}`);
	const path = await link.evaluate((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname);
	// A link inside an island is clicked once the island is awake.
	await page.waitForFunction((selector) => !document.querySelector(selector)?.closest('astro-island')?.hasAttribute('ssr'), {}, step.link);
	await link.scrollIntoView();
	const box = await link.boundingBox();
	if (!box) throw new Error(`${step.from}: ${step.link} has no box`);
	// When the press or click happened, on the wall clock all pages share (timeOrigin + now).
	await page.evaluate(() => {
		for (const type of ['pointerdown', 'click'])
			addEventListener(type, (event) => sessionStorage.setItem(type, String(performance.timeOrigin + event.timeStamp)), { capture: true });
	});
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	if (mode === 'intent') {
		const ready = prerenderReady(page, path);
		await page.mouse.down();
		await ready;
		await page.mouse.up();
	} else if (mode === 'tap') {
		await page.mouse.down();
		await new Promise((resolve) => setTimeout(resolve, 100));
		await page.mouse.up();
	} else {
		await page.mouse.down();
		await page.mouse.up();
	}
	// Puppeteer's navigation tracking misses a prerender's activation, so ask the page itself until it is the next one,
	// loaded.
	for (const giveUp = Date.now() + 60_000; ;) {
		const state = await page.evaluate(() => [location.pathname, document.readyState]).catch(() => []);
		if (state[0] === path && state[1] === 'complete') break;
		if (Date.now() > giveUp) throw new Error(`${step.name} (${mode}): still at ${state.join(' ')} a minute after the click`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	const result = await page.evaluate(
		(startAt) =>
			new Promise((resolve) => {
				new PerformanceObserver((list) => {
					const entries = list.getEntries();
					const lcp = entries[entries.length - 1];
					const nav = /** @type {any} */ (performance.getEntriesByType('navigation')[0]);
					resolve({
						path: location.pathname,
						activationStart: nav.activationStart,
						htmlMs: nav.responseEnd - nav.requestStart,
						lcpAt: performance.timeOrigin + (lcp?.startTime ?? 0),
						startedAt: Number(sessionStorage.getItem(startAt) ?? 0),
					});
				}).observe({ type: 'largest-contentful-paint', buffered: true });
			}),
		mode === 'tap' ? 'pointerdown' : 'click',
	);
	await page.close();
	const { lcpAt, startedAt, activationStart, htmlMs, path: shown } = /** @type {any} */ (result);
	return { ms: lcpAt - startedAt, prerendered: activationStart > 0, htmlMs, shown };
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** @type {Record<string, Record<string, { ms: number, prerendered: boolean }[]>>} */
const results = {};
try {
	for (const step of steps) {
		results[step.name] = {};
		for (const mode of modes) {
			const samples = [];
			for (let run = 0; run < runs; run++) samples.push(await measure(step, mode));
			/** @type {any} */ (results[step.name])[mode] = samples;
			console.log(
				`${step.name} ${mode}: ${samples.map((s) => `${Math.round(s.ms)}${s.prerendered ? 'p' : ''} (html ${Math.round(s.htmlMs)})`).join(', ')} ms`,
			);
		}
	}
} finally {
	await browser.close();
	await server.stop();
	await plainServer.stop();
	site.remove();
	plainSite.remove();
}
const cell = (/** @type {{ ms: number, prerendered: boolean }[]} */ samples) =>
	`${Math.round(median(samples.map((s) => s.ms)))} ms (${samples.filter((s) => s.prerendered).length}/${samples.length} prerendered)`;
console.log(
	`\n${markdownTable(
		['page change', 'without prerendering', 'tap (100 ms press)', 'after intent (prerender ready)'],
		Object.entries(results).map(([name, modes]) => [name, cell(modes['off'] ?? []), cell(modes['tap'] ?? []), cell(modes['intent'] ?? [])]),
	)}`,
);
console.log(`\nmedian of ${runs}; saved ${saveResults('navigation', { runs, network, cpuSlowdown: 4, results })}`);
