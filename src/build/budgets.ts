/**
 * The site's byte budgets beyond the first round trip, which the page pipeline holds every page to (firstRoundTrip,
 * src/integrations/page-pipeline/page-budget.ts). astro.config.mjs gives the pipeline the two it reports on in every
 * build; tests/dist/size-budgets.test.ts holds the build to all of them.
 */

/** Brotli at its best (quality 11) stays under this, so staff can write more before a page outgrows the round trip. */
export const roomToGrow = 12_800;

/** Each video file: the hero plays on a phone's data plan. */
export const videoBudget = 1024 * 1024;

/** A page in gzip at level 9: a ceiling well above the round trip, which catches a page that grows by kilobytes at once. */
export const gzipPageBudget = 40 * 1024;

/** A page as written, before compression: what a browser parses, and what a host that does not compress sends. */
export const rawPageBudget = 64 * 1024;

/** A page's CSS in gzip, inline and linked together: the largest share of a first response. */
export const cssBudget = 8 * 1024;

/** The heading font's subset, the one font file pages preload, so it races the first paint. */
export const fontBudget = 15 * 1024;
