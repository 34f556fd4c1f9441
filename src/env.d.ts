declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on first interaction; the optional value is a media query that must match. */
		'client:interaction'?: string | boolean;
	}
}
export {};
