// @ts-check
import { existsSync } from 'node:fs';

/** Debian's Chromium where it is installed (CI, fresh machines); undefined where Playwright's own browser is used. */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

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
