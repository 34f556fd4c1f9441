#!/usr/bin/env node
// @ts-check
// npm run bench:sizes: every built page's first response in brotli (quality 11) and gzip (level 9) bytes, as the
// precompressed files a host sends, against the 14 KB first round trip. `-- --dir <build>` measures another build
// (a fixture site's), `-- --json <name>` names the saved result.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { markdownTable, saveResults } from './shared.mjs';

const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};
const dir = path.resolve(option('dir') ?? process.env.ASTRO_OUT_DIR ?? 'dist');
const budget = 14 * 1024;
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2);

const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.html') && !name.startsWith('admin'))
	.sort();
const rows = files.map((file) => {
	const source = readFileSync(path.join(dir, file));
	const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
	const gzip = gzipSync(source, { level: 9 }).length;
	const page = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
	return { page, raw: source.length, brotli, gzip };
});
console.log(
	markdownTable(
		['page', 'raw KB', 'brotli KB', 'gzip KB', 'brotli left of 14 KB'],
		rows.map((r) => [r.page, kb(r.raw), kb(r.brotli), kb(r.gzip), kb(budget - r.brotli)]),
	),
);
const over = rows.filter((r) => r.brotli > budget);
console.log(
	`\n${rows.length} pages; largest ${kb(Math.max(...rows.map((r) => r.brotli)))} KB brotli; over budget: ${over.map((r) => r.page).join(', ') || 'none'}`,
);
console.log(`saved ${saveResults(option('json') ?? 'page-sizes', { dir, rows })}`);
