// Runs every test: Vitest, then Playwright on the production build, and prints one
// "N passed, M failed" line for both. Exits non-zero when anything failed.
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

const vitestReport = `${reportsDir}/vitest.json`;
const playwrightReport = `${reportsDir}/playwright.json`;
const unitStatus = run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
const e2eStatus = run('playwright', ['test'], { PW_JSON_REPORT: playwrightReport });

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read(vitestReport);
const e2e = read(playwrightReport);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (unit ? 0 : 1) + (e2e ? 0 : 1);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const ok = unitStatus === 0 && e2eStatus === 0 && failed === 0;

console.log(
	`\nunit: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed; browser: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
