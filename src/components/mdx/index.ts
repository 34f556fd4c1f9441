import type { mdxComponentNames } from '@/lib/content/mdx-text';

import Carousel from './Carousel.astro';
import FollowUs from './FollowUs.astro';
import OpeningHours from './OpeningHours.astro';
import ProseLink from './ProseLink.astro';

/**
 * What posts and class guides can use (pass to `<Content components>`): plain Markdown links go through ProseLink,
 * and editors write `<FollowUs />`, `<OpeningHours />` or, in a post with photos, `<Carousel />` without importing anything. A misspelt name fails the build.
 */
// The names are listed in src/lib/content/mdx-text.ts too, where content:check and /admin's escaping read them.
export const mdxComponents = { a: ProseLink, Carousel, FollowUs, OpeningHours } satisfies Record<
	'a' | (typeof mdxComponentNames)[number],
	unknown
>;
