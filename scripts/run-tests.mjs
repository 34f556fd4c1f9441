// @ts-check
// Runs every check: the static ones (types, lint, format, content, and the words gate that keeps tests off the words
// staff own) side by side with the production build, then Playwright on that build with Vitest (the unit tests, the
// site tests of tests/site that build copies, and the gates of tests/dist that read the build) beside it, and prints
// one "N passed, M failed" line for all of them (each static check counts as one), naming each failure above it. A
// skipped test counts as failed, and is named too: a check that stops running is a failure. Exits non-zero when M is
// not 0. The reports are read by scripts/lib/test-summary.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

import { findBrotliModule, findNginx } from './lib/nginx.mjs';
import { playwrightOutcome, summary, vitestOutcome } from './lib/test-summary.mjs';

/**
 * @typedef {{ priority?: number }} StartOptions
 * @typedef {import('./lib/test-summary.mjs').VitestReport} VitestReport
 * @typedef {import('./lib/test-summary.mjs').PlaywrightReport} PlaywrightReport
 */

// The scripts import TypeScript files (src/), which Node runs without a flag from 22.18; an older Node would fail each
// check for a reason that hides this one.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
	console.error(`Node ${process.versions.node} is too old for this project: use Node 22.18 or newer (.nvmrc names 24)`);
	console.log('0 passed, 1 failed');
	process.exit(1);
}

// Reports live outside Playwright's outputDir (test-results/), which Playwright empties when it starts.
const reportsDir = 'test-reports';
mkdirSync(reportsDir, { recursive: true });
rmSync(`${reportsDir}/content-check.txt`, { force: true });
/** @type {(cmd: string, args: string[], env?: Record<string, string>) => number} */
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// On a Debian machine that lacks them (a fresh one has none), install Debian's Chromium and its headless shell, nginx
// and its brotli module, and Java for the W3C Nu Html Checker first.
const hasChromium = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].every((p) => existsSync(p));
const hasJava = spawnSync('java', ['-version']).status === 0;
if ((!hasChromium || !findNginx() || !findBrotliModule() || !hasJava) && process.platform === 'linux' && existsSync('/usr/bin/apt-get')) {
	const status = run('bash', ['scripts/install-system-deps.sh']);
	// Without them the browser and hosting tests fail one by one, each for a reason that hides this one.
	if (status !== 0) {
		console.error(`\nscripts/install-system-deps.sh failed (exit ${status}): install what it names above, then run the tests again`);
		console.log('0 passed, 1 failed');
		process.exit(1);
	}
}

/**
 * Starts a command with its output held back, so checks that run side by side do not interleave. `priority` (a nice
 * value) lowers the command's share of the cores, and its children's.
 * Resolves, when it ends, to its exit status and a `print` that writes its output whole.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {StartOptions} [options]
 * @returns {Promise<{ status: number; output: string; print: () => void }>}
 */
const start = (name, cmd, args, { priority = 0 } = {}) =>
	new Promise((resolve) => {
		const started = Date.now();
		const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
		if (priority && child.pid) setPriority(child.pid, priority);
		let output = '';
		const take = (/** @type {Buffer} */ chunk) => {
			output += chunk;
		};
		child.stdout.on('data', take);
		child.stderr.on('data', take);
		const done = (/** @type {number} */ status) => {
			const seconds = ((Date.now() - started) / 1000).toFixed(1);
			resolve({ status, output, print: () => console.log(`\n> ${name}: ${cmd} ${args.join(' ')} (${seconds} s)\n${output.trimEnd()}`) });
		};
		child.on('error', (error) => {
			output += `${error.message}\n`;
			done(1);
		});
		child.on('close', (status) => done(status ?? 1));
	});
/**
 * Runs a command with its output held back and printed whole when it ends. Resolves to the exit status.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {StartOptions} [options]
 */
const runQuietly = async (name, cmd, args, options) => {
	const { status, print } = await start(name, cmd, args, options);
	print();
	return status;
};

// The static checks and the production build the browser tests use, packed onto CI's 2 cores: every one of them is
// CPU-bound, so none waits for a core that another has left idle. The build comes first (the browser tests wait for
// it); the static checks run at a lower priority and take what it leaves. `astro check` and type-aware ESLint read the
// types `astro sync` generates in .astro/, so they start once the first sync has ended, beside the build, and may go on
// beside the browser tests. That sync is the content check's own (`content:check` loads the collections through
// `astro sync`), so the types are generated once before anything reads them. The build syncs again, writing the same
// text, as the types come from the schemas, not the entries. The readers start when that first sync ends whatever its
// outcome, as they report on what it left.
/** @type {() => void} */
let synced = () => {};
/** @type {Promise<void>} */
const typesWritten = new Promise((resolve) => (synced = resolve));
const writers = (async () => {
	// The editors' check: content errors named by file and field, in seconds. Its report is kept for the browser test of
	// /admin/launch, which lists the same warnings.
	const check = await start('content', 'node', ['scripts/content-check.mjs']).finally(synced);
	check.print();
	writeFileSync(`${reportsDir}/content-check.txt`, check.output);
	const content = check.status;
	const build = await runQuietly('build', 'astro', ['build']);
	return { content, build };
})();
const readers = typesWritten.then(() =>
	Promise.all([
		runQuietly('types', 'astro', ['check', '--noSync', '--minimumSeverity', 'warning'], { priority: 10 }),
		runQuietly('lint', 'eslint', ['.', '--max-warnings', '0'], { priority: 10 }),
	]),
);
const format = await runQuietly('format', 'prettier', ['--check', '.'], { priority: 10 });
const words = await runQuietly('words', 'node', ['scripts/live-content-in-tests.mjs'], { priority: 10 });
const { content, build } = await writers;

const vitestReport = `${reportsDir}/vitest.json`;
const playwrightReport = `${reportsDir}/playwright.json`;
// A report left by an earlier run must not stand in for a run that did not happen.
for (const report of [vitestReport, playwrightReport]) rmSync(report, { force: true });

// Playwright on the build made above (E2E_PREBUILT), with Vitest beside it. The browser tests leave part of both
// cores idle while pages load and paint; Vitest, at a lower priority, takes that time and yields the cores whenever
// a browser test wants them, so the browser tests run about as fast as alone. Vitest starts after the build because
// its gates (tests/dist) read the build and its fixture sites copy the build's image cache. Its output is printed
// after Playwright's, which streams.
if (build !== 0) console.log('\nbuild failed: the browser tests and the gates of tests/dist did not run');
// Without a build, the gates of tests/dist would read an earlier run's dist/, and coverage without them is not the
// project's: those are left out, and the failed build fails the run.
const unitArgs = build === 0 ? ['--coverage'] : ['--project=!dist'];
const unitRun = start('unit', 'vitest', ['run', ...unitArgs, '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`], {
	priority: 10,
});
// Spawned rather than run with spawnSync: this process must keep reading Vitest's output meanwhile, or Vitest stalls on
// a full pipe.
const e2eStatus =
	build === 0
		? await new Promise((/** @type {(status: number) => void} */ resolve) => {
				const child = spawn('playwright', ['test'], {
					stdio: 'inherit',
					env: { ...process.env, PW_JSON_REPORT: playwrightReport, E2E_PREBUILT: '1' },
				});
				child.on('error', () => resolve(1));
				child.on('close', (status) => resolve(status ?? 1));
			})
		: 1;
const { status: unitStatus, output: unitOutput, print: printUnit } = await unitRun;
printUnit();
const [types, lint] = await readers;

/** @type {(file: string) => unknown} */
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const { ok, lines } = summary({
	statics: { types, lint, format, content, words },
	unit: vitestOutcome(/** @type {VitestReport | null} */ (read(vitestReport)), {
		status: unitStatus,
		output: unitOutput,
		cwd: process.cwd(),
	}),
	e2e: playwrightOutcome(/** @type {PlaywrightReport | null} */ (read(playwrightReport)), {
		status: e2eStatus,
		cwd: process.cwd(),
		ran: build === 0,
	}),
});
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
