import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A policy with one directive per `; `, without the trailing `;` Astro writes. */
const tidy = (policy: string) =>
	policy
		.split(';')
		.map((part) => part.trim())
		.filter(Boolean)
		.join('; ');

/** frame-ancestors works only in a header, so every page's header adds it to the policy of its meta element. */
const frameAncestors = "frame-ancestors 'none'";

/** The Content-Security-Policy header of a page whose meta element holds `policy`. */
export const headerPolicy = (policy: string) => `${tidy(policy)}; ${frameAncestors}`;

/** The address of a page as Astro names it (`about-us`, `blog/archive/2`, `` for the home page): `/about-us`, `/`. */
export const urlPath = (pathname: string) => `/${pathname.replace(/^\/|\/$/g, '')}`;

/** Every `.ics` file of the build, as its address (`/timetable.ics`). */
export function calendarFiles(root: string): string[] {
	return readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.ics'))
		.map((name) => `/${name.split(path.sep).join('/')}`)
		.sort();
}

/**
 * Rules for `_headers` (Netlify, Cloudflare Pages): each page's policy at its address, and calendars as
 * text/calendar. They follow the file's `/*` block; Netlify then sends the page's policy in place of the `/*` one,
 * Cloudflare sends both (joined by a comma: two policies, both enforced).
 */
export function headersRules(policies: ReadonlyMap<string, string>, calendars: readonly string[]): string {
	const pages = [...policies].map(([pathname, policy]) => `${urlPath(pathname)}\n  Content-Security-Policy: ${headerPolicy(policy)}\n`);
	const feeds = calendars.map((file) => `${file}\n  Content-Type: text/calendar; charset=utf-8\n`);
	return `\n# Written by the build (src/build/pipeline/host-policies.ts): each page's script and style policy, as in its meta element.\n${[...pages, ...feeds].join('')}`;
}

/**
 * An nginx `map` (http level) from the file nginx serves to its Content-Security-Policy header: the page's policy,
 * or only frame-ancestors for any other file. deploy/nginx/snippets/gym-headers.conf sends `$gym_csp`.
 */
export function nginxPolicyMap(files: ReadonlyMap<string, string>): string {
	const entries = [...files].map(([file, policy]) => {
		const value = headerPolicy(policy);
		if (/["\\$]/.test(file + value)) throw new Error(`${file}: a policy nginx cannot quote: ${value}`);
		return `\t"${file}" "${value}";\n`;
	});
	return `# Written by the build (src/build/pipeline/host-policies.ts); nginx reads it at start and reload (deploy/nginx).\nmap $uri $gym_csp {\n\tdefault "${frameAncestors}";\n${entries.join('')}}\n`;
}

/** The nginx include's name in the build (the policy and redirect maps); deploy/nginx hides it from visitors. */
export const nginxMapsFile = '_nginx-maps.conf';

/**
 * Writes the finished pages' policies (URL path → policy) for the hosts: appended to the build's `_headers`, and the
 * policy map of the nginx include, which it starts. `fileOf` names the file a path is built to. Returns the number of
 * rules in `_headers`, which Cloudflare Pages reads only up to 100.
 */
export function writeHostPolicies(root: string, policies: ReadonlyMap<string, string>, fileOf: (pathname: string) => string): number {
	const headers = path.join(root, '_headers');
	appendFileSync(headers, headersRules(policies, calendarFiles(root)));
	const files = new Map([...policies].map(([pathname, policy]) => [`/${fileOf(pathname)}`, policy]));
	writeFileSync(path.join(root, nginxMapsFile), nginxPolicyMap(files));
	return countRules(readFileSync(headers, 'utf8'));
}

/** The rules of a `_headers` file: each starts with a path on a line of its own. */
export const countRules = (headers: string): number => headers.split('\n').filter((line) => line.startsWith('/')).length;
