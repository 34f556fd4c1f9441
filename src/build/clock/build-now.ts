import { buildMoment } from '../env.ts';

/**
 * The moment the build speaks of: read once, so every page, feed and footer of one build names the same day and
 * minute however long the build takes, and the content config that drops posts dated after it agrees with them.
 * It is kept on the process's global object (buildMoment, src/build/env.ts), as the content sync and the pages each
 * load their own copy of this module. `astro dev` serves pages for hours, so there each request reads the clock. The
 * middleware puts it on Astro.locals.now, and the loaders work out the rest from it.
 */
export function buildNow(): Date {
	if (import.meta.env.DEV) return new Date();
	return buildMoment(() => new Date());
}
