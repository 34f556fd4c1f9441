import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { nginxMapsFile } from './host-policies.ts';

/** A response header: its name and its value. */
export interface HeaderField {
	readonly name: string;
	readonly value: string;
}

/**
 * Headers for the files whose address matches `path`, as a rule of `_headers` gives them: `/*` is every file,
 * `/_astro/*` every file under /_astro/.
 */
export interface HeaderRule {
	readonly path: string;
	readonly headers: readonly HeaderField[];
}

/** The nginx include of the site's headers, for the locations that answer with a redirect or a hashed file. */
export const nginxHeadersFile = '_nginx-headers.conf';
/** The nginx include of the site's headers and the hosts' default ones, for the locations that serve pages and files. */
export const nginxPageHeadersFile = '_nginx-page-headers.conf';

const everyFile = '/*';
const underFolder = /^(\/[\w.-]+)+\/\*$/;
const isPolicy = ({ name }: HeaderField) => name.toLowerCase() === 'content-security-policy';
/** The headers every file is sent: those of the `/*` rules. */
const everyFileHeaders = (rules: readonly HeaderRule[]): HeaderField[] =>
	rules.filter(({ path: address }) => address === everyFile).flatMap(({ headers }) => headers);

/**
 * Checks what every host can be given: a path of `/*` or a folder's `/<folder>/*`, values nginx can quote, and no
 * header of `/*` again under a path. Netlify and Cloudflare Pages join the values of every rule that matches an
 * address, so a repeated header would reach those files with both values.
 */
function checkRules(rules: readonly HeaderRule[]): void {
	const every = new Set(everyFileHeaders(rules).map(({ name }) => name.toLowerCase()));
	for (const { path: address, headers } of rules) {
		if (address !== everyFile && !underFolder.test(address))
			throw new Error(`${address}: a header rule is for /* or a folder's /<folder>/*`);
		for (const { name, value } of headers) {
			if (!/^[\w-]+$/.test(name) || /["\\$\n]/.test(value)) throw new Error(`${address}: a header nginx cannot quote: ${name}: ${value}`);
			if (address !== everyFile && every.has(name.toLowerCase()))
				throw new Error(`${address}: ${name} is already a header of /*, and hosts would send both values`);
		}
	}
}

/** The site's rules as `_headers` starts with them, before the rule of each page and served file. */
export function headersFileRules(rules: readonly HeaderRule[]): string {
	checkRules(rules);
	const blocks = rules.map(
		({ path: address, headers }) => `${address}\n${headers.map(({ name, value }) => `  ${name}: ${value}\n`).join('')}`,
	);
	return `# Written by the build (src/integrations/page-pipeline/hosts/host-headers.ts): the site's headers for every file and for the files under a folder.\n${blocks.join('\n')}`;
}

/** The variable a header of a folder's rule is sent from: `Cache-Control` is `$<prefix>_cache_control`. */
const headerVariable = (name: string, prefix: string) => `${prefix}_${name.toLowerCase().replaceAll('-', '_')}`;

/** A header's value in double quotes, for nginx; a name or value nginx would misread stops the build. */
export function nginxQuoted({ name, value }: HeaderField): string {
	if (!/^[\w-]+$/.test(name) || /["\\$\n]/.test(value)) throw new Error(`a header nginx cannot quote: ${name}: ${value}`);
	return `"${value}"`;
}

/** A header nginx sends with every answer, error pages too. */
export const nginxAlways = (header: HeaderField): string => `add_header ${header.name} ${nginxQuoted(header)} always;\n`;

/**
 * The `add_header` lines of the site's headers, for a location (`add_header` in a location drops every one it would
 * inherit). The headers of `/*` go out with every answer; the policy from `$<prefix>_csp`, the page's own or the `/*`
 * rule's (host-policies.ts), which it sends even when `/*` names none, as the pages' policies travel in it. A
 * folder's header goes out from a variable that only the folder's addresses set (nginxFolderMaps), and, as its files
 * are what the rule describes, not with an error answer.
 */
export function nginxHeaderLines(rules: readonly HeaderRule[], prefix: string): string[] {
	checkRules(rules);
	const every = everyFileHeaders(rules);
	const lines = every.map((header) => (isPolicy(header) ? `add_header ${header.name} $${prefix}_csp always;\n` : nginxAlways(header)));
	if (!every.some(isPolicy)) lines.push(`add_header Content-Security-Policy $${prefix}_csp always;\n`);
	const names = new Map(
		rules
			.filter(({ path: address }) => address !== everyFile)
			.flatMap(({ headers }) => headers.map(({ name }) => [name.toLowerCase(), name])),
	);
	for (const name of names.values()) lines.push(`add_header ${name} $${headerVariable(name, prefix)};\n`);
	return lines;
}

/**
 * The `add_header` lines for a location that serves pages or other files outside the folders: the site's headers, and
 * the headers Netlify and Cloudflare Pages send such files of their own (`hostDefaults`), which `_headers` leaves out.
 */
export const nginxPageHeaderLines = (rules: readonly HeaderRule[], hostDefaults: readonly HeaderField[], prefix: string): string[] => [
	...nginxHeaderLines(rules, prefix),
	...hostDefaults.map(nginxAlways),
];

/** The nginx include of the site's headers, for the locations that answer with a redirect or a hashed file. */
export const nginxHeaders = (rules: readonly HeaderRule[], prefix: string): string =>
	`# Written by the build (src/integrations/page-pipeline/hosts/host-headers.ts): the site's headers, for the locations that answer with a redirect or a hashed file.\n${nginxHeaderLines(rules, prefix).join('')}`;

/** The nginx include of the site's headers and the hosts' default ones, for the locations that serve pages and files. */
export const nginxPageHeaders = (rules: readonly HeaderRule[], hostDefaults: readonly HeaderField[], prefix: string): string =>
	`# Written by the build (src/integrations/page-pipeline/hosts/host-headers.ts): the site's headers and the hosts' default ones, for the locations that serve pages and files.\n${nginxPageHeaderLines(rules, hostDefaults, prefix).join('')}`;

/** nginx `map`s (http level) from an address to the value of each header of a folder's rule, empty elsewhere. */
export function nginxFolderMaps(rules: readonly HeaderRule[], prefix: string): string {
	checkRules(rules);
	const byName = new Map<string, { name: string; entries: string[] }>();
	for (const { path: address, headers } of rules) {
		if (address === everyFile) continue;
		const folder = address.slice(0, -1).replaceAll('.', '\\.');
		for (const { name, value } of headers) {
			const map = byName.get(name.toLowerCase()) ?? { name, entries: [] };
			map.entries.push(`\t"~^${folder}" "${value}";\n`);
			byName.set(name.toLowerCase(), map);
		}
	}
	return [...byName.values()]
		.map(({ name, entries }) => `map $uri $${headerVariable(name, prefix)} {\n\tdefault "";\n${entries.join('')}}\n`)
		.join('');
}

/** The value of the `/*` rule's policy header, which every file but a page is sent; undefined when it names none. */
export const everyFilePolicy = (rules: readonly HeaderRule[]): string | undefined => everyFileHeaders(rules).find(isPolicy)?.value;

/**
 * Puts the site's rules into the build's `_headers`, after any of the site's own file (public/_headers), where the
 * pages' rules will follow them. Returns how many rules it added.
 */
export function writeHeadersFileRules(root: string, rules: readonly HeaderRule[]): number {
	if (rules.length === 0) return 0;
	const file = path.join(root, '_headers');
	const own = existsSync(file) ? readFileSync(file, 'utf8') : '';
	appendFileSync(file, `${own && !own.endsWith('\n\n') ? '\n' : ''}${headersFileRules(rules)}`);
	return rules.length;
}

/** Writes the nginx includes of the site's headers, and the maps of its folders' headers after the other maps. */
export function writeNginxHeaders(root: string, rules: readonly HeaderRule[], hostDefaults: readonly HeaderField[], prefix: string): void {
	writeFileSync(path.join(root, nginxHeadersFile), nginxHeaders(rules, prefix));
	writeFileSync(path.join(root, nginxPageHeadersFile), nginxPageHeaders(rules, hostDefaults, prefix));
	appendFileSync(path.join(root, nginxMapsFile), nginxFolderMaps(rules, prefix));
}
