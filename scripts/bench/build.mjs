#!/usr/bin/env node
// @ts-check
// npm run bench:build: a cold build (no output, no image cache) and a warm one (cache kept), plus the
// number of pages and image variants. Builds into dist-bench with its own cache, so dist is untouched.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { markdownTable, saveResults, sitemapPaths } from './shared.mjs';

const outDir = path.resolve('dist-bench');
const cacheDir = path.resolve('node_modules/.astro-bench');
const env = { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: cacheDir };

/** @param {string} label */
function timedBuild(label) {
	const start = performance.now();
	const build = spawnSync('astro', ['build'], { env, encoding: 'utf8' });
	const seconds = (performance.now() - start) / 1000;
	if (build.status !== 0) {
		console.error(build.stdout, build.stderr);
		throw new Error(`${label} build failed`);
	}
	console.log(`bench:build ${label}: ${seconds.toFixed(1)} s`);
	return seconds;
}

rmSync(outDir, { recursive: true, force: true });
rmSync(cacheDir, { recursive: true, force: true });
const cold = timedBuild('cold');
const warm = timedBuild('warm');

const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
const pages = files.filter((name) => name.endsWith('.html')).length;
const images = files.filter((name) => name.startsWith(`_astro${path.sep}`) && /\.(avif|webp|jpe?g|png|gif)$/i.test(name));
const imageVariants = images.length;
const jpegFiles = files.filter((name) => /\.jpe?g$/i.test(name)).length;
const sitemapPages = sitemapPaths(outDir).length;
rmSync(outDir, { recursive: true, force: true });

const machine = `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end`;
const results = { cold, warm, pages, sitemapPages, imageVariants, jpegFiles, machine };
console.log(
	`\n${markdownTable(
		['cold build', 'warm build', 'HTML pages', 'in sitemap', 'image files', 'JPEG files'],
		[[`${cold.toFixed(1)} s`, `${warm.toFixed(1)} s`, pages, sitemapPages, imageVariants, jpegFiles]],
	)}\n(${machine}; raw: ${saveResults('build', results)})`,
);
