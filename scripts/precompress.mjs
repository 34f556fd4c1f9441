#!/usr/bin/env node
// @ts-check
// Writes .gz and .br copies beside every text file of a build, for nginx's gzip_static and brotli_static
// (deploy/nginx).
// Usage: node scripts/precompress.mjs [dir]   (default: dist)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|ico)$/i;
// Quality 11 is slow on large files; above this size (only /admin's CMS bundle) quality 9 is much
// faster for files slightly larger, and those files never sit on a visitor's first round trip.
const maxBestQualityBytes = 256 * 1024;

/**
 * Gzips (level 9) and brotli-compresses (quality 11; 9 above 256 KB) every compressible file under `dir` into
 * `<file>.gz` and `<file>.br`, keeping only copies that are smaller. Brotli keeps a page's first response within one round trip.
 * @param {string} dir the build folder
 * @returns {{ files: number, bytes: number, gzipBytes: number, brotliBytes: number }}
 */
export function precompress(dir) {
	let files = 0;
	let bytes = 0;
	let gzipBytes = 0;
	let brotliBytes = 0;
	for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
		const file = path.join(dir, name);
		if (!compressible.test(name) || !statSync(file).isFile()) continue;
		const data = readFileSync(file);
		const gzipped = gzipSync(data, { level: 9 });
		if (gzipped.length >= data.length) continue;
		writeFileSync(`${file}.gz`, gzipped);
		const brotli = brotliCompressSync(data, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: data.length > maxBestQualityBytes ? 9 : 11,
				[constants.BROTLI_PARAM_SIZE_HINT]: data.length,
			},
		});
		if (brotli.length < gzipped.length) {
			writeFileSync(`${file}.br`, brotli);
			brotliBytes += brotli.length;
		}
		files += 1;
		bytes += data.length;
		gzipBytes += gzipped.length;
	}
	return { files, bytes, gzipBytes, brotliBytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
	const dir = process.argv[2] ?? 'dist';
	const { files, bytes, gzipBytes, brotliBytes } = precompress(dir);
	const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KB`;
	console.log(`precompress: ${files} files in ${dir}, ${kb(bytes)} -> ${kb(gzipBytes)} gzip, ${kb(brotliBytes)} brotli`);
}
