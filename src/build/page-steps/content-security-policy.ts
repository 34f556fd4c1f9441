import { createHash } from 'node:crypto';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

// Inline scripts the policy must allow: not those with a src (allowed by 'self'), nor JSON data blocks, which
// browsers never run.
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;
const policyMeta = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/;

/**
 * Finishes the page's Content Security Policy, which Astro wrote from `security.csp` and the page's own
 * additions: script-src and style-src then list the hash of each script and style the finished page holds
 * inline, and no other hash. Astro lists every script of the whole site on every page and cannot see the CSS
 * inlined after it, so this runs last, after every step that changes inline code. Other sources and
 * directives stay as Astro wrote them.
 */
export function finishPolicy(html: string): string {
	const hashes = {
		'script-src': [...new Set([...html.matchAll(inlineScript)].map((match) => hash(match[1] ?? '')))],
		'style-src': [...new Set([...html.matchAll(inlineStyle)].map((match) => hash(match[1] ?? '')))],
	};
	return html.replace(policyMeta, (_, start: string, policy: string) => {
		const finished = policy.replace(/(script-src|style-src)((?: +[^; ]+)*) *(?=;|$)/g, (__, name: keyof typeof hashes, sources: string) =>
			[name, ...sources.split(' ').filter((source) => source && !source.startsWith("'sha256-")), ...hashes[name]].join(' '),
		);
		return `${start}${finished}"`;
	});
}
