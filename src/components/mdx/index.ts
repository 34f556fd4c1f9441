import FollowUs from './FollowUs.astro';
import OpeningHours from './OpeningHours.astro';
import ProseLink from './ProseLink.astro';

/**
 * What posts and class guides can use (pass to `<Content components>`): plain Markdown links go through ProseLink,
 * and editors write `<FollowUs />` or `<OpeningHours />` without importing anything. A misspelt name fails the build.
 */
export const mdxComponents = { a: ProseLink, FollowUs, OpeningHours };
