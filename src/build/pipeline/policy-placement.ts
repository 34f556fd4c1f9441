import { urlPath } from './page-paths.ts';

/**
 * Where a page's Content Security Policy travels. It always goes out as a response header on the hosts that send
 * `_headers` or the nginx map (src/build/pipeline/host-policies.ts). The same policy in each page's `<meta>` element costs
 * a share of every compressed page, which is what pushes a page past the first round trip when a host
 * compresses as it serves, so a build for such a host leaves it out:
 * - Netlify (`NETLIFY=true`) and Cloudflare Pages (`CF_PAGES=1`) say so while they build;
 * - `CSP_IN_PAGE=no` says so for an nginx build, `CSP_IN_PAGE=yes` keeps the element anywhere.
 * Every other build (GitHub Pages, `npm start`, the tests) keeps it, as there may be no header to rely on.
 */
export interface PolicyPlacementEnv {
	NETLIFY?: string | undefined;
	CF_PAGES?: string | undefined;
	CSP_IN_PAGE?: string | undefined;
}

/** Cloudflare Pages applies only the first 100 rules of `_headers`. */
export const cloudflareRuleLimit = 100;

/**
 * Whether each page keeps its policy in a `<meta>` element. `headerRules` is how many rules `_headers` will hold:
 * past Cloudflare's limit some pages would get no policy header, so every page keeps its element there.
 */
export function policyInPage(env: PolicyPlacementEnv, headerRules: number): boolean {
	const choice = env.CSP_IN_PAGE?.trim().toLowerCase();
	if (choice === 'yes') return true;
	if (choice === 'no') return false;
	if (choice) throw new Error(`CSP_IN_PAGE is "${env.CSP_IN_PAGE}"; expected "yes" or "no"`);
	if (env.CF_PAGES === '1') return headerRules > cloudflareRuleLimit;
	return env.NETLIFY !== 'true';
}

/**
 * Whether one page keeps its `<meta>` policy, given the build's choice. The not-found page always does: hosts serve
 * it at any missing address and match `_headers` rules by the address asked for, not the file served, so its own
 * rule never applies there (Netlify and Cloudflare give it only the `/*` rules, which hold no script or style policy).
 */
export function pageKeepsPolicy(pathname: string, inPage: boolean): boolean {
	return inPage || urlPath(pathname) === '/404';
}
