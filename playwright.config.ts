import { defineConfig, devices } from '@playwright/test';

import { chromiumFlags, testChromium } from './scripts/lib/chromium.mjs';
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	retries: 0,
	forbidOnly: Boolean(process.env.CI),
	timeout: 60_000,
	reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT ?? 'test-reports/playwright.json' }]],
	use: {
		baseURL,
		trace: 'off',
		// Each worker keeps one browser context and page, reset between tests (pages, routes, init scripts, cookies,
		// storage, HTTP cache, emulation), instead of starting a new renderer per test, whose start-up is a large share
		// of the suite's CPU (docs/benchmarks.md, the test suite). What the reset leaves (granted permissions,
		// geolocation, offline mode, extra headers) no test may change: eslint.config.js forbids those calls in tests/e2e.
		// Tests that need other context options (JavaScript off, a time zone, a phone) get a context of their own.
		reuseContext: true,
		launchOptions: {
			...(testChromium ? { executablePath: testChromium } : {}),
			args: chromiumFlags,
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		// Tests run against the production build, as visitors get it. `npm test` builds it beside the static checks
		// and sets E2E_PREBUILT, so it is not built twice.
		command: `${process.env.E2E_PREBUILT ? '' : 'astro build && '}astro preview --host 127.0.0.1 --port ${port} --ignore-lock`,
		url: baseURL,
		reuseExistingServer: !process.env.CI,
		timeout: 300_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
});
