import { urlPath } from './page-paths.ts';

/**
 * Where a page's Content Security Policy travels besides the response header, which the hosts that read `_headers`
 * or the nginx map always send (hosts/host-policies.ts). The same policy in each page's `<meta>` element costs a
 * share of every compressed page, which is what pushes a page past the first round trip when a host compresses as
 * it serves, so a build for such a host leaves it out:
 * - `true`: every page keeps the element, as there may be no header to rely on (a static host that sends none);
 * - `false`: the pages leave it to the header (Netlify, or an nginx that includes the build's map);
 * - `'past-cloudflare-limit'`: the pages leave it to the header while `_headers` holds no more rules than Cloudflare
 *   Pages applies, and keep it past that, where some pages would get no header.
 */
export type PolicyInPage = boolean | 'past-cloudflare-limit';

/** Cloudflare Pages applies only the first 100 rules of `_headers`. */
export const cloudflareRuleLimit = 100;

/** Whether each page keeps its policy in a `<meta>` element, given how many rules `_headers` will hold. */
export function policyInPage(choice: PolicyInPage, headerRules: number): boolean {
	return choice === 'past-cloudflare-limit' ? headerRules > cloudflareRuleLimit : choice;
}

/**
 * Whether one page keeps its `<meta>` policy, given the build's choice. The not-found page always does: hosts serve
 * it at any missing address and match `_headers` rules by the address asked for, not the file served, so its own
 * rule never applies there (Netlify and Cloudflare give it only the `/*` rules, which hold no script or style policy).
 */
export function pageKeepsPolicy(pathname: string, inPage: boolean): boolean {
	return inPage || urlPath(pathname) === '/404';
}
