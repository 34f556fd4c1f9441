import { expect, test } from '@playwright/test';

import { chromiumFlags, systemChromium } from '../../../scripts/lib/chromium.mjs';
import { pageKinds, sitemapPaths } from '../../support/built-pages';

// Back and Forward show the page at once from the back/forward cache. Nothing on any page may keep it
// out (an unload handler, Cache-Control: no-store, an open connection): Chromium names the reason (notRestoredReasons).
// What keeps a page out comes from its template (its scripts and headers), not its words: one page of each kind.
// Playwright switches the cache off by default; visitors have it on. The full browser, not the headless shell the
// other tests run: the shell keeps no back/forward cache (Playwright's own full Chromium is its channel 'chromium').
test.use({
	launchOptions: {
		...(systemChromium ? { executablePath: systemChromium } : { channel: 'chromium' }),
		args: chromiumFlags,
		ignoreDefaultArgs: ['--disable-back-forward-cache'],
	},
});

test('a page of each kind comes back from the cache on Back and Forward', async ({ page }) => {
	// Each pageshow, numbered: a page restored from the cache fires one with persisted set, and no load event.
	await page.addInitScript(() => {
		addEventListener('pageshow', (event) => {
			sessionStorage.setItem('shows', String(Number(sessionStorage.getItem('shows') ?? 0) + 1));
			Object.assign(window, { __persisted: event.persisted });
		});
	});
	const shows = () => page.evaluate(() => Number(sessionStorage.getItem('shows') ?? 0));
	/** Goes Back or Forward and waits for the page's pageshow, restored or loaded anew. */
	const move = async (direction: 'goBack' | 'goForward') => {
		const before = await shows();
		await page[direction]({ waitUntil: 'commit' });
		await page.waitForFunction((count) => Number(sessionStorage.getItem('shows') ?? 0) > count, before);
		return page.evaluate(() => ({
			persisted: (window as unknown as { __persisted?: boolean }).__persisted ?? false,
			reasons: JSON.stringify(
				(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown })
					.notRestoredReasons ?? null,
			),
		}));
	};
	const listed = new Set(sitemapPaths());
	const paths = [...pageKinds().values()].map(({ url }) => url).filter((path) => listed.has(path));
	const problems: string[] = [];
	await page.goto(paths[0]!);
	for (const [i, path] of paths.entries()) {
		const next = paths[(i + 1) % paths.length]!;
		await page.goto(next);
		const back = await move('goBack');
		if (!back.persisted) problems.push(`${path} on Back: ${back.reasons}`);
		const forward = await move('goForward');
		if (!forward.persisted) problems.push(`${next} on Forward: ${forward.reasons}`);
	}
	expect(problems, 'pages not restored from the back/forward cache (notRestoredReasons)').toEqual([]);
});
