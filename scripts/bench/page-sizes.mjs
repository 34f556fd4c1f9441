#!/usr/bin/env node
// @ts-check
// npm run bench:sizes: every built page's first response, its CSS and scripts inline: raw, brotli at quality 11 (the
// precompressed files nginx sends), and brotli at quality 4 and gzip at level 6 (as Netlify and Cloudflare Pages
// compress as they serve), against the first round trip (14,336 B, src/integrations/page-pipeline/page-budget.ts) and
// the site's 12,800 B q11 line (roomToGrow, src/build/budgets.ts). `-- --dir <build>` measures another build (a fixture
// site's, e.g. one grown by scripts/bench/grow-posts.mjs), `-- --json <name>` names the saved result. Each page is
// measured as the hosts that send the security policy as a header serve it, without its <meta> copy (asServed, the
// page pipeline's).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { rawPageBudget, roomToGrow } from '../../src/build/budgets.ts';
import { asServed, firstRoundTrip } from '../../src/integrations/page-pipeline/index.ts';
import { markdownTable, saveResults } from './shared.mjs';

const option = (/** @type {string} */ name) => {
	const at = process.argv.indexOf(`--${name}`);
	return at > 0 ? process.argv[at + 1] : undefined;
};
const dir = path.resolve(option('dir') ?? process.env.ASTRO_OUT_DIR ?? 'dist');
const roundTrip = firstRoundTrip;
const q11Line = roomToGrow;
const brotli = (/** @type {Buffer} */ source, /** @type {number} */ quality) =>
	brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.html') && !name.startsWith('admin'))
	.sort();
const rows = files
	.map((file) => {
		const page = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
		const source = Buffer.from(asServed(readFileSync(path.join(dir, file), 'utf8'), page));
		return { page, raw: source.length, q11: brotli(source, 11), q4: brotli(source, 4), gzip6: gzipSync(source, { level: 6 }).length };
	})
	.sort((a, b) => b.q4 - a.q4);
console.log(
	markdownTable(
		['page', 'raw KB', 'brotli q11 B', 'brotli q4 B', 'gzip 6 B'],
		rows.map((r) => [r.page, (r.raw / 1024).toFixed(1), String(r.q11), String(r.q4), String(r.gzip6)]),
	),
);
const largest = (/** @type {'q11' | 'q4' | 'gzip6'} */ key) => Math.max(...rows.map((r) => r[key]));
const over = rows.filter((r) => r.q11 > q11Line || r.q4 > roundTrip || r.gzip6 > roundTrip || r.raw > rawPageBudget);
console.log(
	`\n${rows.length} pages; largest ${largest('q11')} B q11, ${largest('q4')} B q4, ${largest('gzip6')} B gzip 6; ` +
		`over a budget (q11 ${q11Line}, q4 and gzip 6 ${roundTrip}, raw ${rawPageBudget / 1024} KB): ${over.map((r) => r.page).join(', ') || 'none'}`,
);
console.log(`saved ${saveResults(option('json') ?? 'page-sizes', { dir, rows })}`);
