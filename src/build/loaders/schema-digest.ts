import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Loader } from 'astro/loaders';

import { mapLoaders } from './map-loaders.ts';

// Astro keeps every entry as its schema parsed it (data-store.json in its cache folder, which Netlify and Cloudflare
// Pages keep between builds, docs/deploying.md), and parses a file again only when the file changes or
// src/content.config.ts itself does: not when a schema it imports changes. An entry parsed under an older schema then
// lacks a field the pages now read (a default, a link), so each collection is parsed afresh whenever the code its
// schemas are built from has changed.

/** A digest of the TypeScript files under `dir`, every folder deep, by path and text. */
export function sourceDigest(dir: string): string {
	const hash = createHash('sha256');
	const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.ts'))
		.sort();
	for (const name of files) hash.update(`${name}\0${readFileSync(join(dir, name), 'utf8')}\0`);
	return hash.digest('hex');
}

const metaKey = 'schema-digest';

/**
 * Each collection's loader, clearing the entries it kept from an earlier build when they were parsed under another
 * `digest` (sourceDigest of the schemas' code), so every file is parsed again with the schemas as they are now.
 */
export function parsedUnder<T extends Record<string, object>>(collections: T, digest: string): T {
	const wrap = (loader: Loader): Loader => ({
		...loader,
		load: async (context) => {
			const fresh = context.meta.get(metaKey) === digest;
			if (!fresh) context.store.clear();
			await loader.load(context);
			// Only once every entry is parsed: a load that stops half way clears again next time.
			if (!fresh) context.meta.set(metaKey, digest);
		},
	});
	return mapLoaders(collections, wrap);
}
