// @ts-check
// Helpers the benchmark scripts share: the build to measure, result files and table formatting.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

/** The build the benchmarks serve: $ASTRO_OUT_DIR or dist, built first when it is missing. */
export function buildDir() {
	const dir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
	if (!existsSync(path.join(dir, 'index.html'))) {
		console.log(`bench: no build in ${dir}; running astro build`);
		const build = spawnSync('astro', ['build'], { stdio: 'inherit', env: { ...process.env, ASTRO_OUT_DIR: dir } });
		if (build.status !== 0) process.exit(build.status ?? 1);
	}
	return dir;
}

/**
 * URL paths listed by the build's sitemap.
 * @param {string} dir
 * @returns {string[]}
 */
export function sitemapPaths(dir) {
	const file = path.join(dir, 'sitemap-0.xml');
	if (!existsSync(file)) return [];
	return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/**
 * Saves raw results under test-results/bench/ (git-ignored) and returns the file name.
 * @param {string} name
 * @param {object} data
 */
export function saveResults(name, data) {
	const dir = path.resolve('test-results/bench');
	mkdirSync(dir, { recursive: true });
	const file = path.join(dir, `${name}.json`);
	writeFileSync(file, `${JSON.stringify({ recordedAt: new Date().toISOString(), loadAverage: loadavg(), ...data }, null, 2)}\n`);
	return path.relative(process.cwd(), file);
}

/**
 * A Markdown table from a header row and data rows.
 * @param {string[]} header
 * @param {unknown[][]} rows
 */
export function markdownTable(header, rows) {
	const line = (/** @type {unknown[]} */ cells) => `| ${cells.join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
