import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { nginxMapsFile } from './host-policies.ts';

/** An old address and where it moved, as astro.config.mjs's `redirects` give them. */
export type Redirects = Readonly<Record<string, string | { destination: string }>>;

/** Each redirect as an old address, with and without a trailing slash, and its new address. */
export const redirectPairs = (redirects: Redirects): [string, string][] =>
	Object.entries(redirects).flatMap(([from, to]) => {
		const target = typeof to === 'string' ? to : to.destination;
		return [
			[from, target],
			[`${from}/`, target],
		];
	});

/** `_redirects` for Netlify and Cloudflare Pages: every redirect a permanent one, with and without a trailing slash. */
export const redirectsFile = (redirects: Redirects): string =>
	`# Written by the build from the site's redirects (src/integrations/page-pipeline/hosts/host-redirects.ts).\n${redirectPairs(redirects)
		.map(([from, to]) => `${from}  ${to}  301\n`)
		.join('')}`;

/** An nginx `map` (http level) from an old address to its new one, `$<prefix>_redirect`, empty for any other address. */
export function nginxRedirectMap(redirects: Redirects, prefix: string): string {
	const entries = redirectPairs(redirects).map(([from, to]) => {
		if (/["\\$\s]/.test(from + to)) throw new Error(`${from}: a redirect nginx cannot quote: ${to}`);
		return `\t"${from}" "${to}";\n`;
	});
	return `map $uri $${prefix}_redirect {\n\tdefault "";\n${entries.join('')}}\n`;
}

/** The nginx include of a location's redirects, which the server's configuration puts in the location that serves pages. */
export const nginxRedirectsFile = '_nginx-redirects.conf';

/**
 * An old address (`$<prefix>_redirect`) moves straight to its new one; with `trailingSlash: 'never'`, any other address
 * with a trailing slash moves to the one without.
 */
export const nginxRedirects = (prefix: string, trailingSlash: TrailingSlash): string =>
	`# Written by the build (src/integrations/page-pipeline/hosts/host-redirects.ts): the redirects of the location that serves pages.\nif ($${prefix}_redirect) {\n\treturn 301 $${prefix}_redirect;\n}\n${trailingSlash === 'never' ? 'rewrite ^/(.+)/$ /$1 permanent;\n' : ''}`;

/** Astro's `trailingSlash`: whether an address ends with a slash. */
export type TrailingSlash = 'always' | 'never' | 'ignore';

/**
 * Writes the redirects for the hosts: `_redirects`, and the redirect map after the policy map in the nginx include
 * (writeHostPolicies starts that file, so this runs after it), and nginx's include of them for the location that serves
 * pages; `prefix` names the map's variable.
 */
export function writeHostRedirects(root: string, redirects: Redirects, prefix: string, trailingSlash: TrailingSlash): void {
	writeFileSync(path.join(root, '_redirects'), redirectsFile(redirects));
	appendFileSync(path.join(root, nginxMapsFile), nginxRedirectMap(redirects, prefix));
	writeFileSync(path.join(root, nginxRedirectsFile), nginxRedirects(prefix, trailingSlash));
}
