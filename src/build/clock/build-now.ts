let started: Date | undefined;

/**
 * The moment the build speaks of: read once, so every page, feed and footer of one build names the same day and
 * minute however long the build takes. `astro dev` serves pages for hours, so there each request reads the clock.
 * The content config drops posts dated after it, and the loaders (src/data/site/clock.ts) work out the rest from it.
 */
export function buildNow(): Date {
	if (import.meta.env.DEV) return new Date();
	started ??= new Date();
	return started;
}
