import { buildEnv } from '../env.ts';

/** Where the build's moment is kept: one key of the process's global object, which every copy of a module shares. */
const buildMomentKey = Symbol.for('gym.buildMoment');

/**
 * The build's moment, kept on the process's global object: the content sync and the pages each load their own copy of
 * the modules, in one process, so module state alone would give them a moment each. The first caller takes
 * `GYM_BUILD_MOMENT` when it is set (a build pinned to a moment), else `now()`; every later one reads the same. Child
 * processes start afresh.
 */
function buildMoment(now: () => Date): Date {
	const held = globalThis as { [buildMomentKey]?: Date };
	const pinned = buildEnv().GYM_BUILD_MOMENT;
	held[buildMomentKey] ??= pinned === undefined ? now() : new Date(pinned);
	return held[buildMomentKey];
}

/**
 * The moment the build speaks of: read once, so every page, feed and footer of one build names the same day and
 * minute however long the build takes, and the content config that drops posts dated after it agrees with them.
 * It is kept on the process's global object (buildMoment, above), as the content sync and the pages each load their
 * own copy of this module. `astro dev` serves pages for hours, so there each request reads the clock. The
 * middleware puts it on Astro.locals.now, and the loaders work out the rest from it.
 */
export function buildNow(): Date {
	if (import.meta.env.DEV) return new Date();
	return buildMoment(() => new Date());
}
