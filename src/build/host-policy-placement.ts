import type { BuildEnv } from './env.ts';

/**
 * Whether the built pages keep their Content Security Policy in a `<meta>` element besides the host's header, from
 * the host the build runs for (the page pipeline's `policyInPage`, src/integrations/page-pipeline/policy-placement.ts):
 * - Netlify (`NETLIFY=true`) sends `_headers` for every page, so the pages leave the element out;
 * - Cloudflare Pages (`CF_PAGES=1`) sends only the first 100 rules of `_headers`, so they leave it out while every
 *   page's rule is among them;
 * - `CSP_IN_PAGE=no` says so for an nginx build, `CSP_IN_PAGE=yes` keeps the element anywhere.
 * Every other build (GitHub Pages, `npm start`, the tests) keeps it, as there may be no header to rely on.
 */
export function policyPlacementFor(env: Pick<BuildEnv, 'NETLIFY' | 'CF_PAGES' | 'CSP_IN_PAGE'>): boolean | 'past-cloudflare-limit' {
	if (env.CSP_IN_PAGE) return env.CSP_IN_PAGE === 'yes';
	if (env.CF_PAGES === '1') return 'past-cloudflare-limit';
	return env.NETLIFY !== 'true';
}
