#!/usr/bin/env node
// @ts-check
// npm run shots: full-page screenshots of every sitemap page at a phone (375 x 812) and a desktop (1440 x 900) size,
// for a design review before and after a change. Not a test: it only writes PNG files into shots/ (git-ignored), as
// shots/<width>/<page>.png, joined from one screen at a time as a visitor scrolls. Builds first when there is no
// build; `-- --build` forces one. `-- --routes /,/membership` limits the pages; SHOTS_PORT picks the preview port
// (default 4329).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';
import sharp from 'sharp';

import { buildDir, sitemapPaths } from './bench/shared.mjs';
import { chromiumFlags, systemChromium } from './lib/chromium.mjs';

const viewports = [
	{ width: 375, height: 812 },
	{ width: 1440, height: 900 },
];
const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};

if (process.argv.includes('--build')) {
	const build = spawnSync('astro', ['build'], { stdio: 'inherit' });
	if (build.status !== 0) process.exit(build.status ?? 1);
}
const dir = buildDir();
const pages = option('routes')?.split(',') ?? sitemapPaths(dir);
const port = Number(process.env.SHOTS_PORT ?? 4329);
const outDir = path.resolve('shots');
rmSync(outDir, { recursive: true, force: true });

const server = spawn('astro', ['preview', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock'], {
	stdio: 'ignore',
	env: { ...process.env, ASTRO_OUT_DIR: dir },
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
	...(systemChromium ? { executablePath: systemChromium } : {}),
	args: chromiumFlags,
	env: { ...process.env, ...phoneTextFace() },
});
try {
	await waitForServer(base);
	for (const viewport of viewports) {
		const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
		const page = await context.newPage();
		mkdirSync(path.join(outDir, String(viewport.width)), { recursive: true });
		// The headline face is `font-display: optional`: a page opened before the font is cached draws the fallback,
		// as a first visit may. The shots show the face a returning visitor sees, so one page loads it first.
		await page.goto(base + '/', { waitUntil: 'load' });
		await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))));
		for (const urlPath of pages) {
			// A page whose first paint missed the cached face (a slow read under load) keeps the fallback for good:
			// open it again until it draws in the face, as the returning visitor's page does.
			for (let tries = 1; ; tries++) {
				await page.goto(base + urlPath, { waitUntil: 'load' });
				if ((await drawsHeadlineFace(page)) || tries === 5) break;
			}
			// Lazy images below the fold would show as empty boxes in a full-page capture.
			await page.evaluate(async () => {
				for (const img of document.images) img.loading = 'eager';
				await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
				await document.fonts.ready;
			});
			const name = urlPath === '/' ? 'home' : urlPath.slice(1).replaceAll('/', '--');
			const file = path.join(outDir, String(viewport.width), `${name}.png`);
			await writeFileSync(file, await wholePage(page, viewport.height));
			console.log(path.relative(process.cwd(), file));
		}
		await context.close();
	}
	console.log(`shots: ${pages.length} pages x ${viewports.length} sizes in ${path.relative(process.cwd(), outDir)}/`);
} finally {
	await browser.close();
	server.kill();
}

/**
 * The whole page as a phone shows it, one screen at a time, joined into one picture. Playwright's fullPage capture
 * makes the viewport as tall as the page for a moment, and Chromium then moved sideways scrollers (the phone
 * timetable's day row opened on Saturday came back on Monday and Tuesday). Scrolling the window moves nothing else.
 * Parts that stick to the top stay in their place from the start, as a full-page capture draws them (a sticky rail
 * cut by the first screen's edge would otherwise be drawn again, overlapping, by the next); after the first screen,
 * fixed bars are hidden and bars that stick to the bottom go back to their place in the page.
 */
async function wholePage(/** @type {import('@playwright/test').Page} */ page, /** @type {number} */ screen) {
	await page.evaluate(() => {
		for (const el of document.querySelectorAll('body *')) {
			const { position, top } = getComputedStyle(el);
			if (position === 'sticky' && top !== 'auto') /** @type {HTMLElement} */ (el).style.position = 'static';
		}
	});
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	const width = await page.evaluate(() => document.documentElement.clientWidth);
	/** @type {{ input: Buffer, top: number, left: number }[]} */
	const parts = [];
	for (let y = 0; y < height; y += screen) {
		const top = await page.evaluate((to) => {
			window.scrollTo(0, to);
			return Math.round(window.scrollY);
		}, y);
		parts.push({ input: await page.screenshot(), top, left: 0 });
		if (y === 0)
			await page.evaluate(() => {
				for (const el of document.querySelectorAll('body *')) {
					const { position } = getComputedStyle(el);
					if (position === 'fixed') /** @type {HTMLElement} */ (el).style.opacity = '0';
					if (position === 'sticky') /** @type {HTMLElement} */ (el).style.position = 'static';
				}
			});
	}
	// Later screens are drawn over earlier ones where the last scroll stopped short of a whole screen.
	return sharp({ create: { width, height, channels: 3, background: '#0e0e10' } })
		.composite(parts)
		.png()
		.toBuffer();
}

/**
 * Whether the page draws the headline face: a face given up on (`font-display: optional`) measures as its fallback,
 * here monospace, so a probe set in the face beside one in the fallback alone tells them apart.
 */
async function drawsHeadlineFace(/** @type {import('@playwright/test').Page} */ page) {
	return page.evaluate(() => {
		const width = (/** @type {string} */ family) => {
			const probe = document.createElement('span');
			probe.textContent = 'MEMBERSHIP 0123';
			probe.style.position = 'absolute';
			probe.style.fontFamily = family;
			probe.style.fontSize = '40px';
			probe.style.fontWeight = '700';
			document.body.append(probe);
			const { width } = probe.getBoundingClientRect();
			probe.remove();
			return width;
		};
		return width("'Oswald Variable', monospace") !== width('monospace');
	});
}

/** Resolves once the preview server answers, or throws after 60 s. */
async function waitForServer(/** @type {string} */ url) {
	for (let i = 0; i < 120; i++) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`shots: no preview server at ${url}`);
}

/**
 * The body text is the device's own face (`system-ui`): Roboto on Android, SF Pro on Apple systems, Segoe UI on
 * Windows. A Linux machine draws it in DejaVu Sans, which no phone shows, so where Roboto is installed (Debian's
 * fonts-roboto-unhinted) the captures use it for `system-ui` and `sans-serif`, as an Android phone would. Only this
 * browser sees the change: the tests keep the machine's own fonts.
 */
function phoneTextFace() {
	if (!existsSync('/usr/share/fonts/truetype/roboto')) {
		console.log("shots: body text in the machine's system-ui face (install fonts-roboto-unhinted to draw it as Android does)");
		return {};
	}
	const dir = mkdtempSync(path.join(tmpdir(), 'shots-fonts-'));
	const prefer = (/** @type {string} */ family) =>
		`<match target="pattern"><test name="family"><string>${family}</string></test><edit name="family" mode="prepend" binding="strong"><string>Roboto</string></edit></match>`;
	writeFileSync(
		path.join(dir, 'fonts.conf'),
		`<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>${prefer('system-ui')}${prefer('sans-serif')}</fontconfig>`,
	);
	console.log('shots: body text in Roboto, as an Android phone draws system-ui');
	return { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') };
}
