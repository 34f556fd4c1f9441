import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { finishBuild, type SiteOptions } from '@/integrations/page-pipeline/finish-build';
import { inlineHash } from '@/integrations/page-pipeline/page-steps/content-security-policy';

const policy = "default-src 'self'; script-src 'self'; style-src 'self'";
const page = (text: string) =>
	`<!doctype html><html lang="en-GB"><head><meta http-equiv="content-security-policy" content="${policy}">` +
	`<link rel="stylesheet" href="/_astro/site.css"><title>Fixture</title></head><body><p class="used">${text}</p></body></html>`;
const redirectPage =
	'<!doctype html><title>Redirecting to: /new</title><meta http-equiv="refresh" content="0;url=/new"><meta name="robots" content="noindex"><body><a href="/new">Redirecting</a></body>';

const roots: string[] = [];
afterAll(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A build folder as Astro leaves it: four pages, a redirect page, `_headers`, one linked sheet, a calendar feed and an unused photo copy. */
function fixtureBuild(): string {
	const root = mkdtempSync(path.join(tmpdir(), 'finish-build-'));
	roots.push(root);
	mkdirSync(path.join(root, '_astro'));
	writeFileSync(path.join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
	writeFileSync(path.join(root, '_astro/site.css'), '.keep-word{white-space:nowrap}.used{color:red}.unused{color:blue}');
	writeFileSync(path.join(root, '_astro/orphan.jpg'), 'not a real photo');
	writeFileSync(path.join(root, 'index.html'), page('Send us an e-mail'));
	writeFileSync(path.join(root, 'about-us.html'), page('About'));
	writeFileSync(path.join(root, '404.html'), page('Not found'));
	// Random text brotli cannot shrink below the first round trip.
	writeFileSync(path.join(root, 'big.html'), page(randomBytes(20_000).toString('hex')));
	writeFileSync(path.join(root, 'old.html'), redirectPage);
	writeFileSync(path.join(root, 'week.ics'), 'BEGIN:VCALENDAR');
	return root;
}

const pages = ['', 'about-us', '404', 'big'].map((pathname) => ({ pathname }));
const redirects = { '/old': '/new' };
const site: SiteOptions = {
	lang: 'en-GB',
	sourceDir: fileURLToPath(new URL('../../../../src/', import.meta.url)),
	inlineScripts: [],
	islandLoader: fileURLToPath(new URL('../../../../src/integrations/page-pipeline/runtime/island-loader-entry.ts', import.meta.url)),
	servedFiles: [{ suffix: '.ics', headers: [{ name: 'Content-Type', value: 'text/calendar; charset=utf-8' }] }],
	photoFile: /\.jpe?g$/i,
	stateAttributes: [],
	nginxPrefix: 'site',
	keepWordClass: 'keep-word',
	policyInPage: true,
	budgets: {},
	responseHeaders: [
		{ path: '/*', headers: [{ name: 'Content-Security-Policy', value: "frame-ancestors 'none'" }] },
		{ path: '/_astro/*', headers: [{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
	],
	hostDefaultHeaders: [{ name: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
};

async function finish(options: Partial<SiteOptions> = {}) {
	const root = fixtureBuild();
	const info: string[] = [];
	const warn: string[] = [];
	await finishBuild({
		site: { ...site, ...options },
		root,
		pages,
		redirects,
		trailingSlash: 'never',
		log: { info: (line) => info.push(line), warn: (line) => warn.push(line) },
	});
	const read = (name: string) => readFileSync(path.join(root, name), 'utf8');
	return { root, info, warn, read };
}

describe('finishBuild', () => {
	it('runs the steps in order on each page: words kept whole, their rule inlined, then the policy of what is left', async () => {
		const { read } = await finish();
		const html = read('index.html');
		expect(html).toContain('<span class="keep-word">e-mail</span>');
		const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
		expect(css).toContain('.keep-word{white-space:nowrap}');
		expect(css).not.toContain('.unused');
		expect(html).not.toContain('<link rel="stylesheet"');
		expect(html).toContain(`style-src 'self' ${inlineHash(css)}"`);
		expect(read('about-us.html')).not.toContain('keep-word');
	});

	it('removes the sheets the pages linked and the photo copies nothing names', async () => {
		const { root } = await finish();
		expect(existsSync(path.join(root, '_astro/site.css'))).toBe(false);
		expect(existsSync(path.join(root, '_astro/orphan.jpg'))).toBe(false);
	});

	it("makes Astro's redirect pages valid HTML", async () => {
		const { read } = await finish();
		const html = read('old.html');
		expect(html.startsWith('<!doctype html><html lang="en-GB"><head>')).toBe(true);
		expect(html).toContain('<meta http-equiv="refresh" content="0; url=/new">');
	});

	it("writes each page's policy, the served files' headers and the redirects for the hosts", async () => {
		const { read } = await finish();
		const headers = read('_headers');
		expect(headers).toContain('\n/week.ics\n  Content-Type: text/calendar; charset=utf-8\n');
		expect(headers.startsWith('/*\n  X-Content-Type-Options: nosniff\n\n# Written by the build')).toBe(true);
		// The site's rules follow its own file's, before the pages'.
		expect(headers).toContain('\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
		expect(headers.indexOf('/_astro/*')).toBeLessThan(headers.indexOf('\n/about-us\n'));
		expect(headers).toMatch(
			/\n\/about-us\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-[^']+'; frame-ancestors 'none'\n/,
		);
		expect(read('_redirects')).toContain('/old  /new  301\n/old/  /new  301\n');
		const maps = read('_nginx-maps.conf');
		expect(maps).toContain('"/about-us.html" "default-src');
		expect(maps).toContain('"/old" "/new";');
		// The site's prefix names the maps' variables.
		expect(maps).toMatch(/^map \$uri \$site_csp \{[\s\S]*^map \$uri \$site_redirect \{[\s\S]*^map \$uri \$site_cache_control \{/m);
		expect(read('_nginx-headers.conf')).toContain('add_header Cache-Control $site_cache_control;');
		// The locations of pages and files add the hosts' default, and the served files' location gives their type.
		expect(read('_nginx-page-headers.conf')).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;');
		expect(read('_nginx-locations.conf')).toMatch(
			/^location ~ \\\.ics\$ \{\n\ttypes \{ \}\n\tdefault_type "text\/calendar; charset=utf-8";\n/m,
		);
		expect(read('_nginx-redirects.conf')).toContain('return 301 $site_redirect;');
	});

	it('logs the pages over the first round trip, the largest page and what it removed', async () => {
		const { info, warn } = await finish();
		expect(warn).toEqual([expect.stringMatching(/^\/big: its first response is \d+ B \(.+\), \d+ B over the first round trip/)]);
		expect(info).toEqual([
			expect.stringMatching(/^largest first response: \/big, \d+ B/),
			'4 pages finished; 1 stylesheets and 1 unreferenced image copies removed',
		]);
	});

	it("leaves the policy's <meta> copy out, but for the not-found page, on a host that sends it as a header", async () => {
		const { info, read } = await finish({ policyInPage: false });
		expect(info[0]).toMatch(/policy goes out in the host's header only/);
		expect(read('about-us.html')).not.toContain('content-security-policy');
		expect(read('404.html')).toContain('content-security-policy');
		expect(read('_headers')).toContain('\n/about-us\n  Content-Security-Policy: ');
	});
});
