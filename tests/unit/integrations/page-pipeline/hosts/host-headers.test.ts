import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
	everyFilePolicy,
	headersFileRules,
	nginxFolderMaps,
	nginxHeaders,
	nginxHeadersFile,
	nginxPageHeaders,
	nginxPageHeadersFile,
	writeHeadersFileRules,
	writeNginxHeaders,
} from '@/integrations/page-pipeline/hosts/host-headers';
import { nginxMapsFile } from '@/integrations/page-pipeline/hosts/host-policies';

const rules = [
	{
		path: '/*',
		headers: [
			{ name: 'X-Content-Type-Options', value: 'nosniff' },
			{ name: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
		],
	},
	{ path: '/_astro/*', headers: [{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
];

const roots: string[] = [];
afterAll(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the site’s headers for the hosts', () => {
	it('writes each rule of _headers, its headers indented under its path', () => {
		expect(headersFileRules(rules)).toMatch(
			/^# Written by the build .*\n\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Content-Security-Policy: frame-ancestors 'none'\n\n\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n$/,
		);
	});

	it("sends nginx the headers of /* always, the policy from the policy map, and a folder's headers from a map of its addresses", () => {
		const include = nginxHeaders(rules, 'site');
		expect(include).toContain(
			'add_header X-Content-Type-Options "nosniff" always;\nadd_header Content-Security-Policy $site_csp always;\n',
		);
		expect(include).toContain('add_header Cache-Control $site_cache_control;\n');
		expect(nginxFolderMaps(rules, 'site')).toBe(
			'map $uri $site_cache_control {\n\tdefault "";\n\t"~^/_astro/" "public, max-age=31536000, immutable";\n}\n',
		);
		expect(everyFilePolicy(rules)).toBe("frame-ancestors 'none'");
	});

	it('adds the hosts’ default headers for the locations of pages and files, sent with every answer', () => {
		const include = nginxPageHeaders(rules, [{ name: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }], 'site');
		expect(include).toContain(nginxHeaders(rules, 'site').slice(nginxHeaders(rules, 'site').indexOf('\n') + 1));
		expect(include.endsWith('add_header Cache-Control "public, max-age=0, must-revalidate" always;\n')).toBe(true);
		expect(() => nginxPageHeaders(rules, [{ name: 'X-A', value: 'a "b"' }], 'site')).toThrow(/cannot quote/);
	});

	it('sends the pages’ policies through nginx when the site names no policy for every file', () => {
		expect(nginxHeaders([], 'site')).toContain('add_header Content-Security-Policy $site_csp always;\n');
		expect(everyFilePolicy([])).toBeUndefined();
	});

	it.each([
		['a path no host matches alike', [{ path: '/_astro/*.js', headers: [{ name: 'X-A', value: 'b' }] }], /for \/\* or a folder/],
		['a value nginx cannot quote', [{ path: '/*', headers: [{ name: 'X-A', value: 'a "b"' }] }], /cannot quote/],
		[
			'a header of /* again under a folder',
			[
				{ path: '/*', headers: [{ name: 'Cache-Control', value: 'no-store' }] },
				{ path: '/_astro/*', headers: [{ name: 'cache-control', value: 'immutable' }] },
			],
			/already a header of \/\*/,
		],
	])('stops the build on %s', (_, bad, message) => {
		expect(() => headersFileRules(bad)).toThrow(message);
	});

	it('writes the rules after the site’s own _headers, the nginx include, and the maps after the others', () => {
		const root = mkdtempSync(path.join(tmpdir(), 'host-headers-'));
		roots.push(root);
		writeFileSync(path.join(root, '_headers'), '/feed.xml\n  Content-Type: application/xml\n');
		writeFileSync(path.join(root, nginxMapsFile), 'map $uri $site_csp {\n}\n');
		expect(writeHeadersFileRules(root, rules)).toBe(2);
		expect(readFileSync(path.join(root, '_headers'), 'utf8')).toMatch(
			/^\/feed\.xml\n {2}Content-Type: application\/xml\n\n# Written by the build/,
		);
		writeNginxHeaders(root, rules, [{ name: 'Cache-Control', value: 'no-cache' }], 'site');
		expect(readFileSync(path.join(root, nginxHeadersFile), 'utf8')).toContain('$site_csp');
		expect(readFileSync(path.join(root, nginxPageHeadersFile), 'utf8')).toContain('add_header Cache-Control "no-cache" always;');
		expect(readFileSync(path.join(root, nginxMapsFile), 'utf8')).toMatch(/^map \$uri \$site_csp \{\n\}\nmap \$uri \$site_cache_control \{/);
	});

	it('leaves _headers alone when the site gives no rules', () => {
		const root = mkdtempSync(path.join(tmpdir(), 'host-headers-'));
		roots.push(root);
		expect(writeHeadersFileRules(root, [])).toBe(0);
		expect(() => readFileSync(path.join(root, '_headers'))).toThrow();
	});
});
