import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkCsp, parsePolicy } from '../support/csp-checks';
import { runNode, type RunResult, shellEnv, tools } from '../support/fixture-site';
import { type HtmlElement, parseHtml } from '../support/html-dom';

// The page pipeline as another Astro site would use it: tests/fixtures/page-pipeline is a site of two pages that knows
// nothing of the gym (no Tailwind, no content, no public/_headers), with a stylesheet, a component's scoped style, an
// inline and a module script, speculation rules, an island, a served file, headers for every file and a redirect. Its
// build must finish every page and write the hosts' files from what the integration is given alone.
const fixture = fileURLToPath(new URL('../fixtures/page-pipeline/', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the fixture into `outDir` as from a shell. */
const build = (outDir: string) =>
	runNode(tools.astro, ['build', '--root', fixture, '--outDir', outDir], root, shellEnv({ FIXTURE_CACHE_DIR: `${outDir}-cache` }));

const outDir = mkdtempSync(path.join(tmpdir(), 'page-pipeline-'));
const read = (name: string) => readFileSync(path.join(outDir, name), 'utf8');
const page = (name: string) => parseHtml(read(name));
const text = (doc: HtmlElement, selector: string) => doc.querySelectorAll(selector).map((el) => el.textContent);
/** The policy of a page's <meta> element. */
const metaPolicy = (doc: HtmlElement) =>
	doc
		.querySelectorAll('meta[http-equiv]')
		.find((el) => el.getAttributeValue('http-equiv') === 'content-security-policy')
		?.getAttributeValue('content') ?? '';

describe('the page pipeline on a site of its own', () => {
	let result: RunResult;

	// An Astro build of two pages: seconds, or most of a minute beside the browser tests.
	beforeAll(async () => {
		result = await build(outDir);
	}, 120_000);

	// The types Astro writes into the fixture's .astro folder go too (git ignores them).
	afterAll(() => {
		for (const dir of [outDir, `${outDir}-cache`, path.join(fixture, '.astro')]) rmSync(dir, { recursive: true, force: true });
	});

	it('finishes both pages and reports the largest first response', () => {
		expect(result.code, result.output).toBe(0);
		expect(result.output).toMatch(/2 pages finished; 2 stylesheets and 0 unreferenced image copies removed/);
		expect(result.output).toMatch(/largest first response: \//);
		// The fixture's room to grow is a line no page fits under.
		expect(result.output).toMatch(/\/about: \d+ B in brotli at quality 11, \d+ B over the room to grow \(100 B\)/);
	});

	it('inlines only the rules each page can use, in one <style>, and removes the linked sheets', () => {
		const home = page('index.html');
		const about = page('about.html');
		for (const doc of [home, about]) {
			expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
			expect(doc.querySelectorAll('style')).toHaveLength(1);
		}
		const [homeCss = ''] = text(home, 'style');
		const [aboutCss = ''] = text(about, 'style');
		// Its own classes, its component's scoped rule, and a rule whose state a script reaches (data-open).
		expect(homeCss).toMatch(/\.lead\{/);
		expect(homeCss).toMatch(/\[data-open\] \.panel\{/);
		expect(homeCss).toMatch(/p\[data-astro-cid-\w+\]\{/);
		expect(homeCss).not.toMatch(/\.team|never-used/);
		expect(aboutCss).toMatch(/\.team\{/);
		expect(aboutCss).not.toMatch(/\.lead|never-used|data-astro-cid/);
		expect(readdirSync(path.join(outDir, '_astro')).filter((name) => name.endsWith('.css'))).toEqual([]);
	});

	it('keeps a hyphenated word on one line with the class it is given', () => {
		expect(
			page('index.html')
				.querySelectorAll('span.no-break')
				.map((el) => el.textContent),
		).toEqual(['e-mail']);
	});

	it('bundles the module script inline and defers the island runtime to a file the loader fetches', () => {
		const home = page('index.html');
		const scripts = home.querySelectorAll('script');
		expect(scripts.filter((el) => el.hasAttribute('src'))).toEqual([]);
		const module = scripts.find((el) => el.getAttributeValue('type') === 'module')?.textContent ?? '';
		expect(module).toMatch(/Hello, /);
		expect(module).not.toMatch(/\bimport\b/);
		expect(scripts.some((el) => el.textContent.includes('customElements.define("astro-island"'))).toBe(false);
		const runtime = scripts.map((el) => el.getAttributeValue('data-src')).find(Boolean) ?? '';
		expect(runtime).toMatch(/^\/_astro\/islands\.\w+\.js$/);
		expect(read(runtime.slice(1))).toContain('customElements.define("astro-island"');
		expect(home.querySelectorAll('astro-island')).toHaveLength(1);
		// A page without an island carries no loader.
		expect(page('about.html').querySelectorAll('script[data-src]')).toEqual([]);
	});

	it("allows exactly each page's inline scripts and style by hash, in the page and in the hosts' files", () => {
		const headers = read('_headers');
		const nginx = read('_nginx-maps.conf');
		for (const [file, address] of [
			['index.html', '/'],
			['about.html', '/about'],
		] as const) {
			const doc = page(file);
			expect(checkCsp(doc), file).toEqual([]);
			const policy = metaPolicy(doc);
			// Every hash is one of the page's inline blocks (the speculation rules are a script to the policy too).
			const hashes = [...(parsePolicy(policy).get('script-src') ?? []), ...(parsePolicy(policy).get('style-src') ?? [])].filter((value) =>
				value.startsWith("'sha256-"),
			);
			const blocks = doc
				.querySelectorAll('script, style')
				.map((el) => `'sha256-${createHash('sha256').update(el.textContent).digest('base64')}'`);
			expect(hashes.toSorted(), file).toEqual([...new Set(blocks)].toSorted());
			const header = parsePolicy(policy);
			expect(headers).toContain(
				`${address}\n  Content-Security-Policy: ${[...header].map(([name, values]) => [name, ...values].join(' ')).join('; ')}; frame-ancestors 'none'\n`,
			);
			expect(nginx).toContain(`"/${file}" "`);
		}
		expect(nginx).toMatch(/^map \$uri \$fixture_csp \{/m);
		expect(headers).toContain('/notes.txt\n  Content-Type: text/plain; charset=utf-8\n');
		// The site's headers for every file start _headers, and go to nginx in an include of their own.
		expect(headers).toMatch(/^# .*\n\/\*\n {2}X-Content-Type-Options: nosniff\n/);
		expect(read('_nginx-headers.conf')).toContain(
			'add_header X-Content-Type-Options "nosniff" always;\nadd_header Content-Security-Policy $fixture_csp always;\n',
		);
	});

	it('writes the redirects for every host and makes the redirect page valid', () => {
		expect(read('_redirects')).toContain('/old-about  /about  301\n/old-about/  /about  301\n');
		expect(read('_nginx-maps.conf')).toMatch(/map \$uri \$fixture_redirect \{\n\tdefault "";\n\t"\/old-about" "\/about";/);
		expect(existsSync(path.join(outDir, 'old-about.html'))).toBe(true);
		expect(read('old-about.html')).toMatch(/^<!doctype html><html lang="en">/i);
	});
});
