#!/usr/bin/env node
// @ts-check
// Writes a .gz copy beside every text file of a build, for nginx's gzip_static (deploy/nginx).
// Usage: node scripts/precompress.mjs [dir]   (default: dist)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|ico)$/i;

/**
 * Gzips (level 9) every compressible file under `dir` into `<file>.gz`, keeping only copies that are smaller.
 * @param {string} dir the build folder
 * @returns {{ files: number, bytes: number, gzipBytes: number }}
 */
export function precompress(dir) {
	let files = 0;
	let bytes = 0;
	let gzipBytes = 0;
	for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
		const file = path.join(dir, name);
		if (!compressible.test(name) || !statSync(file).isFile()) continue;
		const data = readFileSync(file);
		const gzipped = gzipSync(data, { level: 9 });
		if (gzipped.length >= data.length) continue;
		writeFileSync(`${file}.gz`, gzipped);
		files += 1;
		bytes += data.length;
		gzipBytes += gzipped.length;
	}
	return { files, bytes, gzipBytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
	const dir = process.argv[2] ?? 'dist';
	const { files, bytes, gzipBytes } = precompress(dir);
	console.log(`precompress: ${files} files in ${dir}, ${(bytes / 1024).toFixed(0)} KB -> ${(gzipBytes / 1024).toFixed(0)} KB gzip`);
}
