import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where it is installed (CI, fresh machines); Playwright's own browser elsewhere.
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
/** The switches every test browser gets; tests that launch a browser of their own (puppeteer) use them too. */
export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
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
		launchOptions: {
			...(systemChromium ? { executablePath: systemChromium } : {}),
			args: chromiumArgs,
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
