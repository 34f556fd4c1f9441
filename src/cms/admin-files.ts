import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { adminPath } from '../lib/content/entry-paths.ts';
import { cmsHooksScript } from './hooks.ts';
import { rewriteSveltiaBundle } from './sveltia-bundle.ts';

// What /admin serves besides its configuration (config.yml, made by src/pages/admin/config.yml.ts from ./config.ts):
// the page, with its own security policy, and Sveltia CMS from node_modules, so nothing loads from a CDN. Plain
// relative imports, since astro.config.mjs loads this through src/integrations/sveltia-cms.ts before Vite runs.

// npm installs both packages at the top of node_modules; neither exports its package.json for require.resolve.
const packageDir = (name: string) => fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));

/**
 * /admin's own security policy: our origin, plus GitHub's API (reading and committing content) and GitHub's
 * avatar host (the signed-in user's picture). Sveltia injects its styles at run time, hence 'unsafe-inline'
 * for styles only. It reads an uploaded photo back from its blob: address to show the thumbnail, hence blob:
 * in connect-src.
 */
const adminCsp = [
	"default-src 'self'",
	"script-src 'self'",
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob: https://avatars.githubusercontent.com",
	"font-src 'self'",
	"connect-src 'self' data: blob: https://api.github.com",
	"media-src 'self' blob:",
	"worker-src 'self' blob:",
	"frame-src 'none'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
].join('; ');

const adminPage = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<meta name="robots" content="noindex, nofollow" />
		<meta http-equiv="Content-Security-Policy" content="${adminCsp}" />
		<title>Site editor</title>
		<script src="${adminPath}/sveltia-cms.js"></script>
		<script src="${adminPath}/cms-hooks.js"></script>
	</head>
	<body></body>
</html>
`;

/**
 * Every file /admin serves besides config.yml (an Astro endpoint), keyed by URL path: the page, Sveltia's
 * bundle from node_modules with its CDN addresses rewritten to ours, its chunks, and the icon font.
 */
export function adminFiles(): Map<string, { body: string | Buffer; type: string }> {
	const pkgDir = packageDir('@sveltia/cms');
	const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
	const js = 'text/javascript; charset=utf-8';
	const files = new Map<string, { body: string | Buffer; type: string }>();
	// admin.html answers /admin as about-us.html answers /about-us, on every host docs/deploying.md offers (nginx's
	// `try_files $uri $uri.html`, Netlify, Cloudflare Pages, GitHub Pages); admin/index.html answers /admin/ where a host keeps it.
	files.set(`${adminPath}.html`, { body: adminPage, type: 'text/html; charset=utf-8' });
	files.set(`${adminPath}/index.html`, { body: adminPage, type: 'text/html; charset=utf-8' });
	files.set(`${adminPath}/sveltia-cms.js`, {
		body: rewriteSveltiaBundle(readFileSync(join(pkgDir, 'dist/sveltia-cms.js'), 'utf8'), version),
		type: js,
	});
	for (const name of readdirSync(join(pkgDir, 'dist/chunks')).filter((n) => n.endsWith('.js'))) {
		files.set(`${adminPath}/chunks/${name}`, { body: readFileSync(join(pkgDir, 'dist/chunks', name)), type: js });
	}
	files.set(`${adminPath}/cms-hooks.js`, { body: cmsHooksScript(), type: js });
	// Sveltia runs event hooks (cms-hooks.js) only once it has Immutable.js, which it would fetch from unpkg.com.
	files.set(`${adminPath}/sveltia/immutable.es.js`, {
		body: readFileSync(join(packageDir('immutable'), 'dist/immutable.es.js')),
		type: js,
	});
	// Sveltia compares this with its own version to offer updates; answering with the installed one means "up to date".
	files.set(`${adminPath}/sveltia/package.json`, { body: JSON.stringify({ version }), type: 'application/json' });
	// Sveltia shows a banner when GitHub reports an incident; "unknown" shows none and nothing leaves our origin.
	files.set(`${adminPath}/sveltia/github-status.json`, {
		body: JSON.stringify({ status: { indicator: 'unknown' } }),
		type: 'application/json',
	});
	const fontDir = packageDir('@fontsource-variable/material-symbols-outlined');
	files.set(`${adminPath}/fonts/material-symbols-outlined.woff2`, {
		body: readFileSync(join(fontDir, 'files/material-symbols-outlined-latin-wght-normal.woff2')),
		type: 'font/woff2',
	});
	return files;
}
