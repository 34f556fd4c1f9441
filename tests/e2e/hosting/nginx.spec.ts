import { readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { posixPath, relativePosix } from '@/build/posix-path';
import { adminPath } from '@/lib/content/entry-paths';
import { hashedFileHeaders, securityHeaders, unhashedFileHeaders } from '@/lib/http/security-headers';
import { calendarContentType } from '@/lib/http/served-files';
import { escapeRegExp } from '@/lib/text';

import { deployCopy, findBrotliModule, findNginx, startNginx } from '../../../scripts/lib/nginx.mjs';
import { outDir } from '../../support/built-pages';
import { redirects } from '../../support/redirects';

// Debian's nginx with deploy/nginx/snippets over a precompressed copy of the served build, on 127.0.0.1.
test.describe.configure({ mode: 'serial' });
// A laptop without nginx skips these (reported as skipped); CI and `npm test` on Debian install it first.
test.skip(!findNginx() && !process.env.CI, 'nginx is not installed: run `bash scripts/install-system-deps.sh` or install nginx');

let server: Awaited<ReturnType<typeof startNginx>>;
let site: ReturnType<typeof deployCopy>;

test.beforeAll(async () => {
	site = deployCopy(outDir);
	server = await startNginx({ root: site.root });
});

test.afterAll(async () => {
	await server?.stop();
	site?.remove();
});

interface RawResponse {
	status: number;
	headers: IncomingHttpHeaders;
	body: Buffer;
}

/** A GET without automatic redirects or decompression, so the test sees what nginx sends. */
function fetchRaw(urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		get(`${server.url}${urlPath}`, { headers }, (response) => {
			const chunks: Buffer[] = [];
			response.on('data', (chunk: Buffer) => chunks.push(chunk));
			response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
		}).on('error', reject);
	});
}

const gzip = { 'Accept-Encoding': 'gzip' };

/** Headers of the site's list (src/lib/http/security-headers.ts) by lower-case name, as Node gives a response's. */
const byName = (headers: readonly { name: string; value: string }[]) =>
	new Map(headers.map(({ name, value }) => [name.toLowerCase(), value]));

/** The build's _headers rule for one address (the build appends a rule per page and per calendar). */
function builtRule(address: string): Map<string, string> {
	const text = readFileSync(path.join(outDir, '_headers'), 'utf8');
	const block = new RegExp(`^${escapeRegExp(address)}\n((?:[ \t]+.+\n?)+)`, 'm').exec(text)?.[1] ?? '';
	return new Map(
		block
			.split('\n')
			.filter(Boolean)
			.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
	);
}

/** The policy in a built page's meta element. */
const metaPolicy = (file: string) =>
	/<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1] ?? '';

/** As the site's list gives them for every file; a page sends its own policy instead (`page`: its address and its built file). */
function expectSecurityHeaders(response: RawResponse, what: string, page?: { address: string; file: string }) {
	const expected = byName(securityHeaders);
	if (page) expected.set('content-security-policy', builtRule(page.address).get('content-security-policy') ?? 'a rule for the page');
	for (const [name, value] of expected) expect(response.headers[name], `${what}: ${name} (as in _headers)`).toBe(value);
	if (page) {
		// The header carries the meta element's policy, with frame-ancestors, which only a header can.
		const header = String(response.headers['content-security-policy'] ?? '');
		const normalise = (policy: string) =>
			policy
				.split(';')
				.map((part) => part.trim())
				.filter(Boolean);
		expect(normalise(header), what).toEqual([...normalise(metaPolicy(page.file)), "frame-ancestors 'none'"]);
	}
}

test("the build gives Netlify and Cloudflare Pages the site's headers in _headers, as nginx sends them", () => {
	expect(builtRule('/*')).toEqual(byName(securityHeaders));
	expect(builtRule('/_astro/*')).toEqual(byName(hashedFileHeaders));
});

test('a page answers 200 gzip-compressed with the security headers and revalidation', async () => {
	const response = await fetchRaw('/about-us', gzip);
	expect(response.status).toBe(200);
	expect(response.headers['content-type']).toMatch(/^text\/html/);
	expect(response.headers['content-encoding']).toBe('gzip');
	expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
	expect(response.headers['cache-control']).toBe(unhashedFileHeaders[0].value);
	expectSecurityHeaders(response, '/about-us', { address: '/about-us', file: 'about-us.html' });
	// The precompressed copy is the built page.
	expect(gunzipSync(response.body).toString('utf8')).toBe(readFileSync(path.join(outDir, 'about-us.html'), 'utf8'));

	const home = await fetchRaw('/', gzip);
	expect(home.status).toBe(200);
	expectSecurityHeaders(home, '/', { address: '/', file: 'index.html' });
	expect(gunzipSync(home.body).toString('utf8')).toBe(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
	expect((await fetchRaw('/about-us')).headers['content-encoding'], 'no gzip for clients that do not ask').toBeUndefined();
});

test('a page goes out brotli-compressed to browsers that accept it (deploy/nginx/snippets/gym-brotli.conf)', async () => {
	test.skip(!findBrotliModule() && !process.env.CI, "nginx's brotli_static module is not installed");
	const response = await fetchRaw('/blog', { 'Accept-Encoding': 'br, gzip' });
	expect(response.status).toBe(200);
	expect(response.headers['content-encoding']).toBe('br');
	expect(brotliDecompressSync(response.body).toString('utf8')).toBe(readFileSync(path.join(outDir, 'blog.html'), 'utf8'));
	expect((await fetchRaw('/blog', gzip)).headers['content-encoding'], 'gzip for browsers without br').toBe('gzip');
});

test('a hashed asset is immutable for a year, compressed, with the security headers', async () => {
	// Pages inline their CSS; the stylesheet the lightbox loads is one of the hashed text files.
	const name = readdirSync(path.join(outDir, '_astro')).find((file) => file.endsWith('.css'));
	expect(name, 'the build has a stylesheet under /_astro/').toBeDefined();
	const stylesheet = `/_astro/${name ?? ''}`;
	const response = await fetchRaw(stylesheet, gzip);
	expect(response.status).toBe(200);
	expect(response.headers['content-type']).toMatch(/^text\/css/);
	expect(response.headers['cache-control']).toBe(hashedFileHeaders[0].value);
	expect(response.headers['content-encoding']).toBe('gzip');
	expectSecurityHeaders(response, stylesheet);

	const image = /(\/_astro\/[^"\s,]+\.avif)/.exec(readFileSync(path.join(outDir, 'index.html'), 'utf8'))?.[1];
	const picture = await fetchRaw(image ?? '', gzip);
	expect(picture.status).toBe(200);
	expect(picture.headers['content-type']).toBe('image/avif');
	expect(picture.headers['content-encoding'], 'images are not gzipped again').toBeUndefined();
});

test('one address per page: trailing slash and .html redirect with 301', async () => {
	for (const [from, to] of [
		['/about-us/', '/about-us'],
		['/about-us.html', '/about-us'],
		['/index.html', '/'],
		['/gallery/', '/gallery'],
		['/timetable/?day=monday', '/timetable?day=monday'],
	]) {
		const response = await fetchRaw(from ?? '');
		expect(response.status, from).toBe(301);
		expect(response.headers['location'], from).toBe(to);
	}
});

test('every redirect of src/redirects.ts answers from nginx as _redirects gives it to Netlify and Cloudflare Pages', async () => {
	expect(redirects.length).toBeGreaterThan(0);
	for (const { from, to, status } of redirects) {
		const response = await fetchRaw(from);
		expect(response.status, from).toBe(status);
		expect(response.headers['location'], from).toBe(to);
	}
});

test('an unknown path answers 404 with the not-found page and the security headers', async () => {
	for (const missing of ['/no-such-page', '/404', '/404.html', '/_astro/missing.js', '/_headers', '/_nginx-locations.conf']) {
		const response = await fetchRaw(missing, gzip);
		expect(response.status, missing).toBe(404);
		expect(gunzipSync(response.body).toString('utf8'), missing).toBe(readFileSync(path.join(outDir, '404.html'), 'utf8'));
		expectSecurityHeaders(response, missing, { address: '/404', file: '404.html' });
		// Not the year's caching of /_astro/, even for an address there: the answer is the not-found page.
		expect(response.headers['cache-control'], missing).toBe(unhashedFileHeaders[0].value);
	}
	expect(server.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
});

test('calendar feeds are text/calendar in UTF-8, as _headers says for Netlify and Cloudflare', async () => {
	const feeds = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ics'));
	expect(feeds.length, 'the build has calendar feeds').toBeGreaterThan(0);
	for (const feed of feeds.map((name) => `/${posixPath(name)}`)) {
		const response = await fetchRaw(feed);
		expect(response.status, feed).toBe(200);
		expect(response.headers['content-type'], feed).toBe(calendarContentType);
		expect(builtRule(feed).get('content-type'), `${feed} in _headers`).toBe(calendarContentType);
		expectSecurityHeaders(response, feed);
	}
});

test('/admin, its configuration and its files answer 200', async () => {
	const page = await fetchRaw(adminPath);
	expect(page.status).toBe(200);
	expect(page.headers['content-type']).toMatch(/^text\/html/);
	expect(page.body.toString('utf8')).toBe(readFileSync(path.join(outDir, 'admin/index.html'), 'utf8'));
	const trailing = await fetchRaw(`${adminPath}/`);
	expect(trailing.status, `${adminPath}/`).toBe(301);
	expect(trailing.headers['location']).toBe(adminPath);
	// Every file the page loads, or Sveltia loads from it, read from the build: nothing is named by hand.
	const files = readdirSync(path.join(outDir, 'admin'), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name !== 'index.html')
		.map((entry) => `/${relativePosix(outDir, path.join(entry.parentPath, entry.name))}`);
	expect(files).toEqual(expect.arrayContaining([`${adminPath}/config.yml`, `${adminPath}/sveltia-cms.js`]));
	// A page built with the site under /admin (the launch list) answers at its address without .html, as every page does.
	for (const file of files) {
		const address = file.endsWith('.html') ? file.slice(0, -'.html'.length) : file;
		expect((await fetchRaw(address, gzip)).status, address).toBe(200);
	}
});
