declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on first interaction; the optional value is a media query that must match. */
		'client:interaction'?: string | boolean;
	}
}

declare global {
	namespace App {
		/** The phrases of the site's frame (content/settings/words.yaml), set once per page by src/middleware.ts. */
		interface Locals {
			/** words.yaml's newTab, the hint a screen reader hears after a link that opens a new tab (ExternalLink). */
			newTab: string;
			/** words.yaml's islandError, shown in place of an island that fails in the browser. */
			islandError: string;
		}
	}
}

export {};
