import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { parse } from 'yaml';

import { idInFolder } from '../../lib/content/content-layout.ts';
import { classPath } from '../../lib/content/entry-paths.ts';
import { frontmatterOf } from '../../lib/content/frontmatter.ts';

/**
 * URL paths (`/classes/<file name>`) of the class guides in `folder` (the files the registry's pattern for them
 * names) marked `unfinished: true`, read straight from their frontmatter because the sitemap is configured before
 * Astro loads the collections.
 */
export function findUnlistedPaths(folder: URL): string[] {
	if (!existsSync(folder)) return [];
	return readdirSync(folder).flatMap((name) => {
		const id = idInFolder('classes', name);
		if (id === undefined) return [];
		const frontmatter = frontmatterOf(readFileSync(new URL(name, folder), 'utf8'));
		return (parse(frontmatter) as { unfinished?: unknown } | null)?.unfinished === true ? [classPath(id)] : [];
	});
}
