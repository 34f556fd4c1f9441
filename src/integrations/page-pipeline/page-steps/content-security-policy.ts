import { createHash } from 'node:crypto';

import { elementText, type PageDocument, type PageElement, pageElements, replaceNode } from './page-document.ts';

/** The CSP source for an inline script or style with exactly this text. */
export const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

// Script elements browsers never run (JSON data blocks); every other inline script needs the policy's leave.
const dataBlock = /^application\/(?:ld\+)?json$/i;

/**
 * The text of each inline script and style element of the page, as the page will be written with it: the hashes
 * must be of those bytes, so this is the one step that reads text, the elements' own. A `<script>` inside an
 * attribute value (a meta description quoting an editor's field) is text, not an element. Scripts with a src are
 * allowed by 'self', and JSON data blocks never run, so neither is listed; the data blocks come back on their own.
 */
export function inlineCode(document: PageDocument): { scripts: string[]; styles: string[]; data: string[] } {
	const scripts: string[] = [];
	const styles: string[] = [];
	const data: string[] = [];
	for (const element of pageElements(document)) {
		const { name, attribs } = element;
		const script = name === 'script' && attribs['src'] === undefined;
		const isData = script && dataBlock.test(attribs['type'] ?? '');
		(isData ? data : script ? scripts : name === 'style' ? styles : undefined)?.push(elementText(element));
	}
	return { scripts, styles, data };
}

const policyMetaElement = /(<meta http-equiv="content-security-policy" content=")([^"]*)"[^>]*>/;

/** The policy's `<meta>` element, as Astro writes it. */
const isPolicyElement = ({ name, attribs }: PageElement) => name === 'meta' && attribs['http-equiv'] === 'content-security-policy';

/** A finished page without its policy's `<meta>` copy, as a build for a host that sends the header writes it. */
export const withoutPolicyElement = (html: string): string => html.replace(policyMetaElement, '');
const directive = (policy: string, name: string) => new RegExp(`(?:^|;)\\s*${name}((?: +[^; ]+)*)`).exec(policy)?.[1] ?? '';

/**
 * Finishes each page's Content Security Policy, which Astro wrote from `security.csp`. script-src lists the hash of
 * each inline script, and only of one the build wrote: Astro's own hashes or one in `written` (the site's inline
 * scripts, the bundles of the earlier steps); any other stops the build, naming the page. style-src lists the page's
 * inline styles. It runs last and records each finished policy in `policies` for the host headers; where `inPage`
 * says no for a page (policy-placement.ts), its `<meta>` element goes.
 */
export function finishPolicy(
	written: ReadonlySet<string>,
	policies: Map<string, string>,
	inPage: (pathname: string) => boolean = () => true,
) {
	return ({ pathname, document }: { pathname: string; document: PageDocument }): void => {
		const element = pageElements(document).find(isPolicyElement);
		const policy = element?.attribs['content'];
		// Astro writes the policy on every page (security.csp); without it the page would go out with no policy at all.
		if (element === undefined || policy === undefined)
			throw new Error(`${pathname}: no content-security-policy <meta> for the build to finish`);
		const fromAstro = new Set(
			directive(policy, 'script-src')
				.split(' ')
				.filter((source) => source.startsWith("'sha256-")),
		);
		const { scripts, styles, data } = inlineCode(document);
		// A raw `<` in JSON means it was written without escaping, so a field could close the element.
		if (data.some((json) => json.includes('<')))
			throw new Error(`${pathname}: a JSON data block holds a raw "<"; escape it as \\u003c where the JSON is written`);
		const stray = scripts.find((code) => !fromAstro.has(inlineHash(code)) && !written.has(inlineHash(code)));
		if (stray !== undefined)
			throw new Error(
				`${pathname}: an inline script the build did not write ("${stray.replace(/\s+/g, ' ').slice(0, 60)}"). ` +
					'The policy allows the inline scripts of Astro, of the .astro files of sourceDir and of inlineScripts only.',
			);
		const hashes = {
			'script-src': [...new Set(scripts.map(inlineHash))],
			'style-src': [...new Set(styles.map(inlineHash))],
		};
		const finished = policy.replace(/(script-src|style-src)((?: +[^; ]+)*) *(?=;|$)/g, (__, name: keyof typeof hashes, sources: string) =>
			[name, ...sources.split(' ').filter((source) => source && !source.startsWith("'sha256-")), ...hashes[name]].join(' '),
		);
		policies.set(pathname, finished);
		if (inPage(pathname)) element.attribs['content'] = finished;
		else replaceNode(element, []);
	};
}
