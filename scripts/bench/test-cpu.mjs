#!/usr/bin/env node
// @ts-check
// npm run bench:test-cpu: what `npm test` costs in CPU, the figure its wall time follows on a small machine. Every part
// of the run is CPU-bound and they run side by side, so on 2 cores the wall time is about the machine's CPU seconds
// over 2. The CPU is read from /proc/stat for the whole machine: Chromium's renderers leave Playwright's process tree,
// so the test command's own rusage misses most of them. Linux only; run it with nothing else busy.
//   (no option)  the whole `npm test`: wall time and machine CPU seconds.
//   --parts      each part alone: the static checks, the build, each Vitest project and each Playwright spec file
//                (on the build in dist/, one worker), sorted by CPU. Takes about twice as long as `npm test`.
//   --only <re>  with --parts, only the parts whose name matches.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { posixPath } from '../../src/build/posix-path.ts';
import { markdownTable, saveResults } from './shared.mjs';

/** CPU seconds the whole machine has spent busy since boot (user, nice, system, irq, softirq). */
function machineCpu() {
	const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
		.trim()
		.split(/\s+/)
		.slice(1)
		.map(Number);
	return (user + nice + system + irq + softirq) / 100;
}

/**
 * Runs a command with its output discarded; resolves to its wall and CPU seconds and its exit status.
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function measure(cmd, args, env = {}) {
	const cpu = machineCpu();
	const start = performance.now();
	// The project's tools and its Node (node_modules/.bin) first, as under `npm run`.
	const PATH = [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter);
	const { status, error } = spawnSync(cmd, args, { stdio: 'ignore', env: { ...process.env, ...env, PATH } });
	if (error) throw new Error(`${cmd} ${args.join(' ')}: ${error.message}`);
	return { wall: (performance.now() - start) / 1000, cpu: machineCpu() - cpu, status };
}

const specFiles = (/** @type {string} */ dir) =>
	readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.spec.ts'))
		.map((name) => posixPath(path.join(dir, name)))
		.sort();

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new RegExp(args[onlyAt + 1] ?? '') : undefined;

if (!args.includes('--parts')) {
	const run = measure('npm', ['test']);
	console.log(`bench:test-cpu npm test: ${run.wall.toFixed(1)} s, machine CPU ${run.cpu.toFixed(1)} s, exit ${run.status}`);
	console.log(`saved ${saveResults('test-cpu', { wallSeconds: run.wall, cpuSeconds: run.cpu, status: run.status })}`);
	process.exit(run.status ?? 1);
}

/** @type {[string, string, string[], NodeJS.ProcessEnv?][]} */
const parts = [
	['content:check', 'node', ['scripts/content-check.mjs']],
	['build (warm)', 'astro', ['build']],
	['prettier', 'prettier', ['--check', '.']],
	['eslint', 'eslint', ['.', '--max-warnings', '0']],
	['astro check', 'astro', ['check', '--noSync', '--minimumSeverity', 'warning']],
	['vitest unit + mocking', 'vitest', ['run', '--coverage', '--project', 'unit', '--project', 'mocking']],
	['vitest dist', 'vitest', ['run', '--project', 'dist']],
	...readdirSync('tests/site')
		.filter((name) => name.endsWith('.test.ts'))
		.map(
			(name) =>
				/** @type {[string, string, string[]]} */ ([`vitest site ${name}`, 'vitest', ['run', '--project', 'site', `tests/site/${name}`]]),
		),
	// Each file alone also pays Playwright's start-up (its browser and server), which `npm test` pays once.
	...specFiles('tests/e2e').map(
		(file) =>
			/** @type {[string, string, string[], NodeJS.ProcessEnv]} */ ([
				file.replace('tests/e2e/', ''),
				'playwright',
				['test', file, '--workers', '1', '--reporter', 'dot'],
				{ E2E_PREBUILT: '1' },
			]),
	),
];
const rows = [];
for (const [name, cmd, partArgs, env] of parts) {
	if (only && !only.test(name)) continue;
	const run = measure(cmd, partArgs, env);
	console.log(`${name}: ${run.cpu.toFixed(1)} CPU s, ${run.wall.toFixed(1)} s${run.status ? ` (exit ${run.status})` : ''}`);
	rows.push({ name, ...run });
}
rows.sort((a, b) => b.cpu - a.cpu);
console.log(
	`\n${markdownTable(
		['part', 'CPU s', 'wall s'],
		rows.map((row) => [row.name, row.cpu.toFixed(1), row.wall.toFixed(1)]),
	)}\n\ntotal ${rows.reduce((sum, row) => sum + row.cpu, 0).toFixed(1)} CPU s (each Playwright file includes its start-up)`,
);
console.log(`saved ${saveResults('test-cpu-parts', { parts: rows })}`);
