import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { nginxMapsFile } from '@/integrations/page-pipeline/hosts/host-policies';
import {
	nginxRedirectMap,
	nginxRedirects,
	nginxRedirectsFile,
	redirectsFile,
	writeHostRedirects,
} from '@/integrations/page-pipeline/hosts/host-redirects';

describe('host redirects', () => {
	it('writes each redirect with and without a trailing slash, as a 301 for Netlify and Cloudflare and as an nginx map', () => {
		const moved = { '/old-album': '/gallery/new', '/old-post': { destination: '/blog/new', status: 301 } } as const;
		expect(
			redirectsFile(moved)
				.split('\n')
				.filter((line) => line.startsWith('/')),
		).toEqual([
			'/old-album  /gallery/new  301',
			'/old-album/  /gallery/new  301',
			'/old-post  /blog/new  301',
			'/old-post/  /blog/new  301',
		]);
		expect(nginxRedirectMap(moved, 'site')).toBe(
			'map $uri $site_redirect {\n\tdefault "";\n\t"/old-album" "/gallery/new";\n\t"/old-album/" "/gallery/new";\n\t"/old-post" "/blog/new";\n\t"/old-post/" "/blog/new";\n}\n',
		);
		expect(() => nginxRedirectMap({ '/a b': '/c' }, 'site')).toThrow(/cannot quote/);
	});

	it.each([
		['never', 'moves an address with a trailing slash to the one without', true],
		['ignore', 'leaves an address with a trailing slash alone', false],
	] as const)("with trailingSlash '%s', the location of pages %s after the old addresses", (trailingSlash, _, rewrites) => {
		const include = nginxRedirects('site', trailingSlash);
		expect(include).toContain('if ($site_redirect) {\n\treturn 301 $site_redirect;\n}\n');
		expect(include.endsWith('rewrite ^/(.+)/$ /$1 permanent;\n')).toBe(rewrites);
	});

	it('writes _redirects, adds the redirect map after the policy map of the nginx include, and writes the redirects include', () => {
		const root = mkdtempSync(join(tmpdir(), 'host-redirects-'));
		writeFileSync(join(root, nginxMapsFile), 'map $uri $site_csp {\n}\n');
		writeHostRedirects(root, { '/old': '/new' }, 'site', 'never');
		expect(readFileSync(join(root, nginxRedirectsFile), 'utf8')).toContain('rewrite ^/(.+)/$ /$1 permanent;');
		expect(readFileSync(join(root, '_redirects'), 'utf8')).toContain('/old  /new  301');
		expect(readFileSync(join(root, nginxMapsFile), 'utf8')).toMatch(/^map \$uri \$site_csp[\s\S]*"\/old\/" "\/new";/);
	});
});
