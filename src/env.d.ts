import type { PageWords } from '@/data/collections/page-words';
import type { DayPass } from '@/data/site/day-pass';
import type { Settings } from '@/lib/schemas/settings';
import type { Words } from '@/lib/schemas/words';

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on first interaction; the optional value is a media query that must match. */
		'client:interaction'?: string | boolean;
	}
}

// Set once per page by src/middleware.ts: the values every page shares, read by components, layouts and the
// components of posts. What differs from page to page comes as props from the page's loader.
declare global {
	namespace App {
		interface Locals {
			/** The words the site shares (content/settings/words.yaml). */
			words: Words;
			/** The gym's settings (content/settings/site.yaml). */
			settings: Settings;
			/** The day pass as the site names it: its plan's title and its prices at the desk and online. */
			dayPass: DayPass;
			/** The blog's feed as every page's head links it (content/pages/blog.yaml). */
			feed: PageWords<'blog'>['feed'];
			/** The trust pages (privacy, accessibility) as the footer links them, named by their own headings. */
			trustLinks: readonly { href: string; label: string }[];
			/** The moment the build speaks of, the same for every page of one build (buildNow, src/build/clock/build-now.ts). */
			now: Date;
			/**
			 * A post's photo carousel (its `carousel`), set by the post's page alone, for the Carousel component its words
			 * may place (src/components/mdx/Carousel.astro).
			 */
			postCarousel?: { heading: string; photos: readonly { image: ImageMetadata; alt: string; title?: string | undefined }[] } | undefined;
		}
	}
}

export {};
