// Runs every check: the static ones first (types, lint, format; fast and they need no build), then Vitest, then
// Playwright on the production build, and prints one "N passed, M failed" line for all of them (each static check
// counts as one). Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { findBrotliModule, findNginx } from './lib/nginx.mjs';

// Reports live outside Playwright's outputDir (test-results/), which Playwright empties when it starts.
const reportsDir = 'test-reports';
mkdirSync(reportsDir, { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// On a Debian machine that lacks them (a fresh one has none), install Debian's Chromium, nginx and its brotli module first.
const hasSystemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => existsSync(p));
if ((!hasSystemChromium || !findNginx() || !findBrotliModule()) && process.platform === 'linux' && existsSync('/usr/bin/apt-get')) {
	run('bash', ['scripts/install-system-deps.sh']);
}

const staticChecks = [
	['types', 'astro', ['check', '--minimumSeverity', 'warning']],
	['lint', 'eslint', ['.', '--max-warnings', '0']],
	['format', 'prettier', ['--check', '.']],
	// The editors' check (issue 9): content errors named by file and field, in seconds.
	['content', 'node', ['scripts/content-check.mjs']],
];
const staticResults = staticChecks.map(([name, cmd, args]) => {
	console.log(`\n> ${name}: ${cmd} ${args.join(' ')}`);
	return [name, run(cmd, args) === 0];
});
const staticFailed = staticResults.filter(([, ok]) => !ok).map(([name]) => name);

const vitestReport = `${reportsDir}/vitest.json`;
const playwrightReport = `${reportsDir}/playwright.json`;
const unitStatus = run('vitest', ['run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
const e2eStatus = run('playwright', ['test'], { PW_JSON_REPORT: playwrightReport });

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read(vitestReport);
const e2e = read(playwrightReport);
const passed =
	staticResults.length - staticFailed.length + (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = staticFailed.length + (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (unit ? 0 : 1) + (e2e ? 0 : 1);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const ok = staticFailed.length === 0 && unitStatus === 0 && e2eStatus === 0 && failed === 0;

console.log(
	`\nstatic: ${staticFailed.length ? `${staticFailed.join(', ')} failed` : 'types, lint and format clean'}; unit: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed; browser: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
