import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** The CSP source for an inline script or style with exactly this text. */
export const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

// Script elements browsers never run (JSON data blocks); every other inline script needs the policy's leave.
const dataBlock = /^application\/(?:ld\+)?json$/i;

/**
 * The text of each inline script and style element, as a browser parses the page: a `<script>` inside an
 * attribute value (a meta description quoting an editor's field) is text, not an element. Scripts with a src are
 * allowed by 'self', and JSON data blocks never run, so neither is listed; the data blocks come back on their own.
 */
export function inlineCode(html: string): { scripts: string[]; styles: string[]; data: string[] } {
	const scripts: string[] = [];
	const styles: string[] = [];
	const data: string[] = [];
	let open: string[] | undefined;
	const parser = new Parser(
		{
			onopentag(name, attributes) {
				const script = name === 'script' && attributes['src'] === undefined;
				const isData = script && dataBlock.test(attributes['type'] ?? '');
				open = isData ? data : script ? scripts : name === 'style' ? styles : undefined;
				open?.push('');
			},
			ontext(text) {
				if (open) open[open.length - 1] += text;
			},
			onclosetag() {
				open = undefined;
			},
		},
		{ decodeEntities: false, lowerCaseTags: true },
	);
	parser.end(html);
	return { scripts, styles, data };
}

const policyMetaElement = /(<meta http-equiv="content-security-policy" content=")([^"]*)"[^>]*>/;

/** A finished page without its policy's `<meta>` copy, as a build for a host that sends the header writes it. */
export const withoutPolicyElement = (html: string): string => html.replace(policyMetaElement, '');
const directive = (policy: string, name: string) => new RegExp(`(?:^|;)\\s*${name}((?: +[^; ]+)*)`).exec(policy)?.[1] ?? '';

/**
 * Finishes each page's Content Security Policy, which Astro wrote from `security.csp`. script-src lists the hash of
 * each inline script of the page, and only when the build wrote that script: Astro's own hashes (the island runtime
 * and the components' scripts, made from their source) or one in `written` (speculation rules, `is:inline`
 * scripts of src/, the bundles of the page-scripts step). An inline script that came from anywhere else (content)
 * stops the build, naming the page. style-src lists the page's inline styles, which cannot run code. It runs last,
 * after every step that changes inline code, and records each finished policy in `policies` for the host headers.
 * Where `inPage` says no for a page (a build for a host that sends the header, src/build/pipeline/policy-placement.ts) its
 * element goes.
 */
export function finishPolicy(
	written: ReadonlySet<string>,
	policies: Map<string, string>,
	inPage: (pathname: string) => boolean = () => true,
) {
	return (html: string, page: { pathname: string }): string => {
		// Astro writes the policy on every page (security.csp); without it the page would go out with no policy at all.
		if (!policyMetaElement.test(html)) throw new Error(`${page.pathname}: no content-security-policy <meta> for the build to finish`);
		return html.replace(policyMetaElement, (element: string, start: string, policy: string) => {
			const fromAstro = new Set(
				directive(policy, 'script-src')
					.split(' ')
					.filter((source) => source.startsWith("'sha256-")),
			);
			const { scripts, styles, data } = inlineCode(html);
			// A raw `<` in JSON means it was written without escaping, so a field could close the element.
			if (data.some((json) => json.includes('<')))
				throw new Error(`${page.pathname}: a JSON data block holds a raw "<"; write it with serializeScriptJson (src/lib/script-json.ts)`);
			const stray = scripts.find((code) => !fromAstro.has(inlineHash(code)) && !written.has(inlineHash(code)));
			if (stray !== undefined)
				throw new Error(
					`${page.pathname}: an inline script the build did not write ("${stray.replace(/\s+/g, ' ').slice(0, 60)}"). ` +
						'Scripts come from src/ only; content that carries one is refused by the active-markup check (src/build/content-check/active-markup.ts).',
				);
			const hashes = {
				'script-src': [...new Set(scripts.map(inlineHash))],
				'style-src': [...new Set(styles.map(inlineHash))],
			};
			const finished = policy.replace(/(script-src|style-src)((?: +[^; ]+)*) *(?=;|$)/g, (__, name: keyof typeof hashes, sources: string) =>
				[name, ...sources.split(' ').filter((source) => source && !source.startsWith("'sha256-")), ...hashes[name]].join(' '),
			);
			policies.set(page.pathname, finished);
			return inPage(page.pathname) ? element.replace(`${start}${policy}"`, `${start}${finished}"`) : '';
		});
	};
}
