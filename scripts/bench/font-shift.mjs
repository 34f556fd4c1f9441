#!/usr/bin/env node
// @ts-check
// npm run bench:font-shift: total layout shift of every sitemap page while the heading font arrives late, as on a
// slow phone network: the .woff2 response is held for 1.5 s and shifts are summed over 2.5 s, at 375 px (mobile
// emulation) and 1440 px. `-- --variants built,swap,metric` compares font loading strategies by rewriting the
// built page's @font-face: `built` as built, `swap` and `optional` set font-display, `metric` adds a fallback face
// whose size and ascent match Oswald (measured in the browser against the generic sans-serif). Screenshots of
// the first paint (font still held) go to test-results/bench/font-shift/. `-- --routes /,/blog` limits the pages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { chromiumFlags, systemChromium } from '../lib/chromium.mjs';
import { buildDir, markdownTable, saveResults, sitemapPaths } from './shared.mjs';

const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};
const holdMs = Number(option('hold') ?? 1500);
const windowMs = 2500;
const dir = buildDir();
const routes = option('routes')?.split(',') ?? sitemapPaths(dir);
const variants = option('variants')?.split(',') ?? ['built'];
const shotsDir = path.resolve('test-results/bench/font-shift');
mkdirSync(shotsDir, { recursive: true });
const origin = 'http://site.test';
const widths = /** @type {const} */ ({
	375: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
	1440: { viewport: { width: 1440, height: 900 } },
});

const fileFor = (/** @type {string} */ pathname) => {
	const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
	const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`];
	for (const candidate of candidates) {
		try {
			return { body: readFileSync(path.join(dir, candidate)), name: candidate };
		} catch {}
	}
	return undefined;
};
const types = /** @type {Record<string, string>} */ ({
	html: 'text/html; charset=utf-8',
	woff2: 'font/woff2',
	avif: 'image/avif',
	webp: 'image/webp',
	svg: 'image/svg+xml',
	js: 'text/javascript',
	css: 'text/css',
	jpg: 'image/jpeg',
	mp4: 'video/mp4',
	webm: 'video/webm',
});

const browser = await chromium.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}), args: chromiumFlags });

/** size-adjust and ascent/descent overrides that make the generic sans-serif take Oswald's room (weight 600, capitals). */
async function metricFallback() {
	const page = await browser.newPage();
	await page.route(`${origin}/**`, (route) => serve(route, (html) => html));
	await page.goto(`${origin}/`);
	const css = await page.evaluate(async () => {
		await document.fonts.load('600 100px "Oswald Variable"');
		const text = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789';
		const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
		ctx.font = '600 100px "Oswald Variable"';
		const oswald = ctx.measureText(text).width;
		ctx.font = '600 100px sans-serif';
		const fallback = ctx.measureText(text).width;
		const adjust = oswald / fallback;
		// Oswald: ascender 1193, descender 289 per 1000 units.
		return `@font-face{font-family:"Oswald Fallback";src:local("DejaVu Sans"),local("Arial"),local("Roboto");size-adjust:${(adjust * 100).toFixed(2)}%;ascent-override:${((1.193 / adjust) * 100).toFixed(2)}%;descent-override:${((0.289 / adjust) * 100).toFixed(2)}%;line-gap-override:0%}`;
	});
	await page.close();
	return css;
}

/**
 * @param {import('@playwright/test').Route} route
 * @param {(html: string) => string} rewrite
 */
async function serve(route, rewrite) {
	const url = new URL(route.request().url());
	const found = fileFor(url.pathname);
	if (!found) return route.fulfill({ status: 404, body: '' });
	const ext = path.extname(found.name).slice(1);
	const body = ext === 'html' ? rewrite(found.body.toString('utf8')) : found.body;
	return route.fulfill({ status: 200, body, headers: { 'content-type': types[ext] ?? 'application/octet-stream' } });
}

const fallbackCss = variants.includes('metric') ? await metricFallback() : '';
/** @type {Record<string, (html: string) => string>} */
const rewrites = {
	built: (html) => html,
	swap: (html) => html.replace(/font-display:\w+/, 'font-display:swap'),
	optional: (html) => html.replace(/font-display:\w+/, 'font-display:optional'),
	metric: (html) =>
		html
			.replace(/font-display:\w+/, 'font-display:swap')
			.replace('<style>', `<style>${fallbackCss}`)
			.replace(/"Oswald Variable", ?"Arial Narrow", ?Impact, ?sans-serif/, '"Oswald Variable","Oswald Fallback",sans-serif'),
};

/**
 * @param {string} route
 * @param {keyof typeof widths} width
 * @param {string} variant
 */
async function measure(route, width, variant) {
	const context = await browser.newContext({ ...widths[width] });
	const page = await context.newPage();
	const rewrite = rewrites[variant] ?? rewrites['built'];
	// The page's policy hashes its own <style>; the rewritten variants would be blocked by it.
	await page.route(`${origin}/**`, async (route) => {
		if (route.request().url().endsWith('.woff2')) await new Promise((resolve) => setTimeout(resolve, holdMs));
		return serve(route, (html) => (rewrite ?? ((h) => h))(html).replace(/<meta http-equiv="content-security-policy"[^>]*>/g, ''));
	});
	await page.addInitScript(() => {
		const w = /** @type {any} */ (window);
		w.__cls = 0;
		new PerformanceObserver((list) => {
			// Every shift counts: nothing gives input, yet Chromium flags shifts under touch emulation as recent input.
			for (const entry of /** @type {any[]} */ (list.getEntries())) w.__cls += entry.value;
		}).observe({ type: 'layout-shift', buffered: true });
	});
	const started = Date.now();
	await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
	if (route === '/facilities' || route === '/') {
		await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
		const name = `${variant}-${width}-${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-first-paint.png`;
		// Through CDP: Playwright's own screenshot waits for web fonts, which would release the held one first.
		const cdp = await context.newCDPSession(page);
		const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
		writeFileSync(path.join(shotsDir, name), Buffer.from(data, 'base64'));
	}
	await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - started)));
	const cls = await page.evaluate(() => /** @type {any} */ (window).__cls);
	const usedOswald = await page.evaluate(() =>
		[...document.fonts].some((f) => f.family.includes('Oswald Variable') && f.status === 'loaded'),
	);
	await context.close();
	return { route, width, variant, cls, usedOswald };
}

/** @type {Awaited<ReturnType<typeof measure>>[]} */
const results = [];
const jobs = routes.flatMap((route) =>
	variants.flatMap((variant) => [375, 1440].map((width) => () => measure(route, /** @type {375|1440} */ (width), variant))),
);
// The held font, not the CPU, sets the pace: a few pages at once keep the run short without crowding each other.
const parallel = Number(option('parallel') ?? 3);
await Promise.all(
	Array.from({ length: parallel }, async () => {
		for (let job = jobs.shift(); job; job = jobs.shift()) results.push(await job());
	}),
);
await browser.close();

const cell = (/** @type {string} */ route, /** @type {string} */ variant, /** @type {number} */ width) =>
	results.find((r) => r.route === route && r.variant === variant && r.width === width)?.cls.toFixed(3) ?? '';
console.log(
	markdownTable(
		['page', ...variants.flatMap((v) => [`${v} 375 px`, `${v} 1440 px`])],
		routes.map((route) => [route, ...variants.flatMap((v) => [cell(route, v, 375), cell(route, v, 1440)])]),
	),
);
console.log(
	`\nfirst-paint screenshots in ${path.relative(process.cwd(), shotsDir)}; saved ${saveResults('font-shift', { holdMs, windowMs, fallbackCss, results })}`,
);
