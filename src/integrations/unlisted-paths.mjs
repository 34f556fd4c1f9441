// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Paths of class guides marked `unfinished: true`, read straight from their frontmatter because the
 * sitemap is configured before Astro loads the collections.
 * @param {URL} folder the class guides folder
 * @returns {string[]}
 */
export function findUnlistedPaths(folder) {
	if (!existsSync(folder)) return [];
	return readdirSync(folder)
		.filter((name) => /\.mdx?$/.test(name))
		.filter((name) => {
			const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(new URL(name, folder), 'utf8'));
			return frontmatter?.[1] !== undefined && parse(frontmatter[1])?.unfinished === true;
		})
		.map((name) => `/classes/${name.replace(/\.mdx?$/, '')}`);
}
