/**
 * The site's Content Security Policy, in one place. astro.config.mjs gives the page directives to Astro, which writes
 * each page's policy from them (the page pipeline adds the hashes of the page's inline scripts and styles); the
 * header-only directives go out with every file (security-headers.ts), and the pipeline adds them to each page's header.
 */

/** A directive of a page's policy, by its name: "img-src 'self' data:"; the names Astro's `security.csp` takes. */
export type PageDirective = `${
	| 'default-src'
	| 'img-src'
	| 'font-src'
	| 'media-src'
	| 'connect-src'
	| 'manifest-src'
	| 'frame-src'
	| 'base-uri'
	| 'form-action'
	| 'object-src'} ${string}`;

/**
 * Every page's directives besides its scripts and styles: nothing by default, and each kind of request the pages make
 * (an A+ with full marks in MDN's HTTP Observatory, tests/e2e/hosting/observatory.spec.ts). `frameOrigin` is the
 * origin of the map the pages embed (content/settings/site.yaml).
 */
export function pageDirectives(frameOrigin: string): PageDirective[] {
	return [
		"default-src 'none'",
		"img-src 'self' data:",
		"font-src 'self'",
		"media-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		`frame-src ${frameOrigin}`,
		"base-uri 'self'",
		"form-action 'self'",
		"object-src 'none'",
	];
}

/** The directives only a header can carry, which a `<meta>` policy ignores: no site may frame a file of this one. */
export const headerOnlyDirectives = ["frame-ancestors 'none'"];
