import { buildEnv } from '../env.ts';

const { CONTENT_CHECK_UNREADABLE, CONTENT_CHECK_REPORT } = buildEnv();

/**
 * What `npm run content:check` asks of the content load. scripts/content-check.mjs is the one script that sets these
 * variables, when it runs `astro sync`; a build sets neither and loads every file, stopping at the first bad entry.
 */
export const contentCheckMode = {
	/** The files whose YAML cannot be read: content:check reports them itself, so they stay out of the load. */
	unreadable: CONTENT_CHECK_UNREADABLE,
	/** The file each entry that fails its schema is written to (collect-errors.ts); undefined in a build. */
	reportFile: CONTENT_CHECK_REPORT,
};
