import { createHash } from 'node:crypto';

import { describe, type HtmlElement } from './html-dom';

/** A parsed Content-Security-Policy: directive name → its values. */
export type Policy = Map<string, string[]>;

/** Parses a policy string such as "default-src 'self'; script-src 'self' 'sha256-…'". */
export function parsePolicy(policy: string): Policy {
	const directives: Policy = new Map();
	for (const part of policy.split(';')) {
		const [name, ...values] = part.trim().split(/\s+/);
		if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
	}
	return directives;
}

// Script elements with these types are data blocks, which a CSP does not govern.
const dataBlock = /^(application\/(ld\+)?json|importmap|text\/(plain|template))$/i;

/**
 * The page's meta CSP allows its own inline scripts and styles by hash, never by 'unsafe-inline', and
 * the page has nothing the policy would block (style attributes, on* handlers, javascript: URLs).
 */
export function checkCsp(doc: HtmlElement): string[] {
	const httpEquiv = (name: string) =>
		doc.querySelectorAll('meta[http-equiv]').filter((el) => el.getAttributeValue('http-equiv')?.toLowerCase() === name);
	const metas = httpEquiv('content-security-policy');
	// Astro's redirect pages (a meta refresh, no script or style) have nothing for a policy to govern.
	if (metas.length === 0 && httpEquiv('refresh').length > 0 && doc.querySelectorAll('script, style').length === 0) return [];
	if (metas.length !== 1) return [`has ${metas.length} Content-Security-Policy meta elements; Astro's security.csp writes exactly one`];
	const policy = parsePolicy(metas[0]?.getAttributeValue('content') ?? '');
	const problems: string[] = [];
	const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
	const styleSrc = policy.get('style-src') ?? policy.get('default-src') ?? [];
	for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
		if (scriptSrc.includes(unsafe)) problems.push(`CSP script-src allows ${unsafe}`);
	}
	if (!scriptSrc.some((value) => value.startsWith("'sha"))) problems.push('CSP script-src lists no hashes');
	if (policy.has('frame-ancestors')) problems.push('CSP meta carries frame-ancestors, which browsers ignore there (send it as a header)');

	const inlineScripts = doc
		.querySelectorAll('script')
		.filter((el) => !el.hasAttribute('src') && !dataBlock.test(el.getAttributeValue('type') ?? ''));
	for (const script of inlineScripts) {
		if (!allowsInline(scriptSrc, script.textContent))
			problems.push(`inline script "${excerpt(script.textContent)}" is not allowed by the CSP's script-src hashes`);
	}
	for (const style of doc.querySelectorAll('style')) {
		if (!allowsInline(styleSrc, style.textContent))
			problems.push(`inline style "${excerpt(style.textContent)}" is not allowed by the CSP's style-src hashes`);
	}
	const styleAttributesAllowed = styleSrc.includes("'unsafe-inline'") && !styleSrc.some((value) => value.startsWith("'sha"));
	for (const el of doc.querySelectorAll('[style]')) {
		if (!styleAttributesAllowed) problems.push(`${describe(el)} has a style attribute, which the CSP blocks; use a class`);
	}
	for (const el of allElements(doc)) {
		for (const attribute of el.attributes) {
			if (/^on[a-z]+$/i.test(attribute.key)) problems.push(`${describe(el)} has an inline ${attribute.key} handler, which the CSP blocks`);
		}
	}
	return problems;
}

/** True when the source list allows an inline block with this exact text. */
export function allowsInline(sources: string[], text: string): boolean {
	if (sources.includes("'unsafe-inline'") && !sources.some((value) => /^'(sha|nonce)/.test(value))) return true;
	return ['sha256', 'sha384', 'sha512'].some((algorithm) => {
		const digest = createHash(algorithm).update(text, 'utf8').digest('base64');
		return sources.includes(`'${algorithm}-${digest}'`);
	});
}

function allElements(root: HtmlElement): HtmlElement[] {
	return root.childElements.flatMap((child) => [child, ...allElements(child)]);
}

function excerpt(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > 50 ? `${flat.slice(0, 49)}…` : flat;
}
