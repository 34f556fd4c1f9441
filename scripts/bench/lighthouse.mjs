#!/usr/bin/env node
// @ts-check
// npm run bench:lighthouse: Lighthouse (npm package) with the system Chromium over every page in the build's
// sitemap, mobile and desktop presets, median of 3 runs each, against nginx (deploy/nginx) serving a
// precompressed copy of the build. Prints the category scores, FCP, LCP, CLS, TBT and transfer bytes by type.
// Quick spot checks: `npm run bench:lighthouse -- --routes /,/blog --runs 1 --presets mobile`.
// `--compression on-the-fly` serves the build without its precompressed copies, compressed as nginx serves it (brotli
// quality 4 with Debian's libnginx-mod-http-brotli-filter, else gzip 6), as Netlify and Cloudflare Pages do.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

import { chromiumFlags, systemChromium } from '../lib/chromium.mjs';
import { deployCopy, startNginx } from '../lib/nginx.mjs';
import { buildDir, markdownTable, saveResults, sitemapPaths } from './shared.mjs';

/** The value after `--name` on the command line, if given. */
const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(option('runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const allPresets = /** @type {const} */ ({ mobile: undefined, desktop: desktopConfig });
const wantedPresets = option('presets')?.split(',') ?? Object.keys(allPresets);
const presets = Object.fromEntries(Object.entries(allPresets).filter(([name]) => wantedPresets.includes(name)));
const chromePath = process.env.CHROME_PATH ?? systemChromium ?? ['/usr/bin/google-chrome'].find((p) => existsSync(p));
// The same switches the Playwright configuration gives Chromium on this machine.
const chromeFlags = ['--headless=new', ...chromiumFlags];

const dir = buildDir();
const pages = option('routes')?.split(',') ?? sitemapPaths(dir);
const built = pages.filter((p) => existsSync(path.join(dir, p === '/' ? 'index.html' : `${p.slice(1)}.html`)));
const missing = pages.filter((p) => !built.includes(p));
if (missing.length) console.log(`bench:lighthouse: not built yet, skipped: ${missing.join(', ')}`);

const onTheFly = option('compression') === 'on-the-fly';
// Netlify and Cloudflare Pages build without the policy's <meta> copy (src/build/host-policy-placement.ts), so measure such
// a build.
if (
	onTheFly &&
	built.some((p) =>
		readFileSync(path.join(dir, p === '/' ? 'index.html' : `${p.slice(1)}.html`), 'utf8').includes('http-equiv="content-security-policy"'),
	)
)
	console.log(
		'bench:lighthouse: the pages carry their policy in a <meta> element, as no header host builds them; for their figures run `CSP_IN_PAGE=no npx astro build` first',
	);
const site = deployCopy(dir, { precompressed: !onTheFly });
const server = await startNginx({ root: site.root, workers: 2, onTheFly });
console.log(`bench:lighthouse: ${onTheFly ? 'compressed as served (on the fly)' : 'precompressed files'}`);
const chrome = await chromeLauncher.launch({ ...(chromePath ? { chromePath } : {}), chromeFlags });
/**
 * @typedef {{ page: string, preset: string, scores: Record<string, number>, bytes: Record<string, number>,
 *   fcpMs?: number, lcpMs?: number, cls?: number, tbtMs?: number, validRuns?: number, runtimeError?: string }} PageResult
 */
/** @type {PageResult[]} */
const results = [];
try {
	for (const page of built) {
		for (const [preset, config] of Object.entries(presets)) {
			const lhrs = [];
			for (let run = 0; run < runs; run++) {
				const result = await lighthouse(
					`${server.url}${page}`,
					{ port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
					config,
				);
				if (result) lhrs.push(result.lhr);
			}
			const valid = filterToValidRuns(lhrs);
			if (valid.length === 0) {
				const error = lhrs.map((lhr) => lhr.runtimeError?.message).find(Boolean) ?? 'no result';
				results.push({ page, preset, scores: {}, bytes: {}, runtimeError: error });
				console.log(`bench:lighthouse ${page} ${preset}: no valid run (${error})`);
				continue;
			}
			const lhr = computeMedianRun(valid);
			const audit = (/** @type {string} */ id) => lhr.audits[id];
			/** @type {Record<string, number>} */
			const bytes = {};
			for (const item of /** @type {{ items?: Array<{ resourceType: string, transferSize: number }> }} */ (
				audit('resource-summary')?.details ?? {}
			).items ?? []) {
				bytes[item.resourceType] = item.transferSize;
			}
			const row = {
				page,
				preset,
				scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
				fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? Number.NaN),
				lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? Number.NaN),
				cls: Number((audit('cumulative-layout-shift')?.numericValue ?? Number.NaN).toFixed(3)),
				tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? Number.NaN),
				bytes,
				validRuns: valid.length,
			};
			results.push(row);
			console.log(
				`bench:lighthouse ${page} ${preset}: ${JSON.stringify(row.scores)} FCP ${row.fcpMs} ms LCP ${row.lcpMs} ms CLS ${row.cls} TBT ${row.tbtMs} ms`,
			);
		}
	}
} finally {
	chrome.kill();
	await server.stop();
	site.remove();
}

const kb = (/** @type {number | undefined} */ n) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)}`);
console.log(
	`\n${markdownTable(
		[
			'page',
			'preset',
			'perf',
			'a11y',
			'best pr.',
			'SEO',
			'FCP',
			'LCP',
			'CLS',
			'TBT',
			'total KB',
			'doc',
			'script',
			'CSS',
			'image',
			'font',
			'media',
		],
		results.map((r) => {
			if (r.runtimeError)
				return [r.page, r.preset, `no valid run: ${r.runtimeError}`, '', '', '', '', '', '', '', '', '', '', '', '', '', ''];
			const { scores: s, bytes: b } = r;
			return [
				r.page,
				r.preset,
				s.performance,
				s.accessibility,
				s['best-practices'],
				s.seo,
				`${((r.fcpMs ?? Number.NaN) / 1000).toFixed(2)} s`,
				`${((r.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s`,
				r.cls,
				`${r.tbtMs} ms`,
				kb(b.total),
				kb(b.document),
				kb(b.script),
				kb(b.stylesheet),
				kb(b.image),
				kb(b.font),
				kb(b.media),
			];
		}),
	)}\n(median of ${runs} runs; Chromium ${chromePath ?? 'from chrome-launcher'}; served by nginx, ${onTheFly ? 'compressing as it serves' : 'precompressed'}; raw: ${saveResults('lighthouse', { runs, missing, results, compression: onTheFly ? 'on-the-fly' : 'precompressed' })})`,
);
