import type { Words } from '@/lib/schemas/words';

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on first interaction; the optional value is a media query that must match. */
		'client:interaction'?: string | boolean;
	}
}

declare global {
	namespace App {
		interface Locals {
			/** The words the site shares (content/settings/words.yaml), set once per page by src/middleware.ts. */
			words: Words;
		}
	}
}

export {};
