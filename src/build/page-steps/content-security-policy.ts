import { createHash } from 'node:crypto';

/** The CSP source for an inline script or style with exactly this text. */
export const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

// Inline scripts the policy must allow: not those with a src (allowed by 'self'), nor JSON data blocks, which
// browsers never run.
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;
const policyMeta = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/;
const directive = (policy: string, name: string) => new RegExp(`(?:^|;)\\s*${name}((?: +[^; ]+)*)`).exec(policy)?.[1] ?? '';

/**
 * Finishes each page's Content Security Policy, which Astro wrote from `security.csp`. script-src lists the hash of
 * each inline script of the page, and only when the build wrote that script: Astro's own hashes (the island runtime
 * and the components' scripts, made from their source) or one in `written` (speculation rules, `is:inline`
 * scripts of src/, the bundles of the page-scripts step). An inline script that came from anywhere else (content)
 * stops the build, naming the page. style-src lists the page's inline styles, which cannot run code. It runs last,
 * after every step that changes inline code, and records each finished policy in `policies` for the host headers.
 */
export function finishPolicy(written: ReadonlySet<string>, policies: Map<string, string>) {
	return (html: string, page: { pathname: string }): string =>
		html.replace(policyMeta, (_, start: string, policy: string) => {
			const fromAstro = new Set(
				directive(policy, 'script-src')
					.split(' ')
					.filter((source) => source.startsWith("'sha256-")),
			);
			const scripts = [...html.matchAll(inlineScript)].map((match) => match[1] ?? '');
			const stray = scripts.find((code) => !fromAstro.has(inlineHash(code)) && !written.has(inlineHash(code)));
			if (stray !== undefined)
				throw new Error(
					`${page.pathname}: an inline script the build did not write ("${stray.replace(/\s+/g, ' ').slice(0, 60)}"). ` +
						'Scripts come from src/ only; content that carries one is refused by the active-markup check (src/build/active-markup.ts).',
				);
			const hashes = {
				'script-src': [...new Set(scripts.map(inlineHash))],
				'style-src': [...new Set([...html.matchAll(inlineStyle)].map((match) => inlineHash(match[1] ?? '')))],
			};
			const finished = policy.replace(/(script-src|style-src)((?: +[^; ]+)*) *(?=;|$)/g, (__, name: keyof typeof hashes, sources: string) =>
				[name, ...sources.split(' ').filter((source) => source && !source.startsWith("'sha256-")), ...hashes[name]].join(' '),
			);
			policies.set(page.pathname, finished);
			return `${start}${finished}"`;
		});
}
