// @ts-check
import { existsSync } from 'node:fs';

/**
 * Debian's full Chromium where it is installed (CI, fresh machines); undefined where Playwright's own browser is used.
 * The benchmarks (Lighthouse, navigation, font shift) and the tests of what only the full browser does (the
 * back/forward cache, prerendering) run it.
 */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/**
 * The browser the Playwright tests run: Debian's Chromium headless shell, the same Chromium release built without the
 * desktop browser around it, as Playwright runs its own Chromium in headless mode. It lays out and paints pages as
 * Chromium does, for less CPU a page load than the full browser (docs/benchmarks.md); it keeps no back/forward cache
 * (reason "masked"). Where it is not installed, the full Chromium, else Playwright's own.
 */
export const testChromium = ['/usr/bin/chromium-headless-shell'].find((path) => existsSync(path)) ?? systemChromium;

/**
 * The switches Chromium needs on these machines: no sandbox (root in a container), no GPU, and none of its own
 * network traffic (QUIC probes, component updates, sync), so tests and benchmarks see only the site's requests.
 */
export const chromiumFlags = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
