import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { frontmatterOf } from '../lib/content/frontmatter.ts';
import { classPath } from '../lib/content/entry-paths.ts';

/**
 * URL paths (`/classes/<file name>`) of the class guides in `folder` marked `unfinished: true`, read straight
 * from their frontmatter because the sitemap is configured before Astro loads the collections.
 */
export function findUnlistedPaths(folder: URL): string[] {
	if (!existsSync(folder)) return [];
	return readdirSync(folder)
		.filter((name) => /\.mdx?$/.test(name))
		.filter((name) => {
			const frontmatter = frontmatterOf(readFileSync(new URL(name, folder), 'utf8'));
			return (parse(frontmatter) as { unfinished?: unknown } | null)?.unfinished === true;
		})
		.map((name) => classPath(name.replace(/\.mdx?$/, '')));
}
