import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { pageFile, posixPath, urlPath } from '../page-paths.ts';
import type { HeaderField } from './host-headers.ts';

/** A policy with one directive per `; `, without the trailing `;` Astro writes. */
const tidy = (policy: string) =>
	policy
		.split(';')
		.map((part) => part.trim())
		.filter(Boolean)
		.join('; ');

/**
 * The Content-Security-Policy header of a page whose meta element holds `policy`. It adds the site's policy for every
 * file (`everyFile`, the `/*` rule's), whose directives only a header can carry (frame-ancestors), as a host may send
 * the page's header in place of that one.
 */
export const headerPolicy = (policy: string, everyFile?: string) => [tidy(policy), everyFile].filter(Boolean).join('; ');

/** A kind of file the site serves besides its pages (a feed), by how its name ends, and the headers hosts send with it. */
export interface ServedFile {
	readonly suffix: string;
	readonly headers: readonly HeaderField[];
}

/** Every file of the build that one of `kinds` describes, as its address (`/timetable.ics`) with its headers, by address. */
export function servedFilesIn(root: string, kinds: readonly ServedFile[]): { file: string; headers: ServedFile['headers'] }[] {
	return readdirSync(root, { recursive: true, encoding: 'utf8' })
		.flatMap((name) => {
			const kind = kinds.find(({ suffix }) => name.endsWith(suffix));
			return kind ? [{ file: `/${posixPath(name)}`, headers: kind.headers }] : [];
		})
		.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Rules for `_headers` (Netlify, Cloudflare Pages): each page's policy at its address, with `everyFile` (the site's
 * policy for every file), and each served file's headers. They follow the file's `/*` block; Netlify then sends the
 * page's policy in place of the `/*` one, Cloudflare sends both (joined by a comma: two policies, both enforced).
 */
export function headersRules(
	policies: ReadonlyMap<string, string>,
	files: readonly { file: string; headers: ServedFile['headers'] }[],
	everyFile?: string,
): string {
	const pages = [...policies].map(
		([pathname, policy]) => `${urlPath(pathname)}\n  Content-Security-Policy: ${headerPolicy(policy, everyFile)}\n`,
	);
	const served = files.map(({ file, headers }) => `${file}\n${headers.map(({ name, value }) => `  ${name}: ${value}\n`).join('')}`);
	return `\n# Written by the build (src/integrations/page-pipeline/hosts/host-policies.ts): each page's script and style policy, as in its meta element.\n${[...pages, ...served].join('')}`;
}

/**
 * An nginx `map` (http level) from the file nginx serves to its Content-Security-Policy header, `$<prefix>_csp`: the
 * page's policy with `everyFile` (the site's policy for every file), or that alone for any other file (none if the
 * site gives none).
 */
export function nginxPolicyMap(files: ReadonlyMap<string, string>, prefix: string, everyFile = ''): string {
	const entries = [...files].map(([file, policy]) => {
		const value = headerPolicy(policy, everyFile);
		if (/["\\$]/.test(file + value)) throw new Error(`${file}: a policy nginx cannot quote: ${value}`);
		return `\t"${file}" "${value}";\n`;
	});
	if (/["\\$]/.test(everyFile)) throw new Error(`a policy nginx cannot quote: ${everyFile}`);
	return `# Written by the build (src/integrations/page-pipeline/hosts/host-policies.ts); nginx reads it at start and reload (deploy/nginx).\nmap $uri $${prefix}_csp {\n\tdefault "${everyFile}";\n${entries.join('')}}\n`;
}

/** The nginx include's name in the build (the policy and redirect maps), which the server's configuration hides from visitors. */
export const nginxMapsFile = '_nginx-maps.conf';

/**
 * Writes the finished pages' policies (URL path → policy) for the hosts: appended to the build's `_headers` with the
 * served files' headers, and the policy map of the nginx include, which it starts (`prefix` names its variable;
 * `everyFile` is the site's policy for every file, which each page's adds to its own). Returns the number of rules in `_headers`, which Cloudflare Pages
 * reads only up to 100.
 */
export function writeHostPolicies(
	root: string,
	policies: ReadonlyMap<string, string>,
	servedFiles: readonly ServedFile[],
	prefix: string,
	everyFile?: string,
): number {
	const headers = path.join(root, '_headers');
	appendFileSync(headers, headersRules(policies, servedFilesIn(root, servedFiles), everyFile));
	const files = new Map([...policies].map(([pathname, policy]) => [`/${pageFile(pathname)}`, policy]));
	writeFileSync(path.join(root, nginxMapsFile), nginxPolicyMap(files, prefix, everyFile));
	return countRules(readFileSync(headers, 'utf8'));
}

/** The rules of a `_headers` file: each starts with a path on a line of its own. */
export const countRules = (headers: string): number => headers.split('\n').filter((line) => line.startsWith('/')).length;
