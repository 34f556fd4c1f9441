import { describe, expect, it } from 'vitest';

import { cloudflareRuleLimit, pageKeepsPolicy, policyInPage } from '@/build/pipeline/policy-placement';

describe('policyInPage', () => {
	it.each([
		['a build for an unknown host (GitHub Pages, npm start, the tests)', {}, true],
		['a Netlify build, which sends _headers', { NETLIFY: 'true' }, false],
		['a Cloudflare Pages build within its rule limit', { CF_PAGES: '1' }, false],
		['an nginx build that says so', { CSP_IN_PAGE: 'no' }, false],
		['any build told to keep it', { NETLIFY: 'true', CSP_IN_PAGE: 'yes' }, true],
		['the setting in any case', { CSP_IN_PAGE: ' No ' }, false],
	])('%s: keeps the element, %s', (_, env, kept) => {
		expect(policyInPage(env, 50)).toBe(kept);
	});

	it('keeps the element on Cloudflare Pages once _headers has more rules than it applies', () => {
		expect(policyInPage({ CF_PAGES: '1' }, cloudflareRuleLimit)).toBe(false);
		expect(policyInPage({ CF_PAGES: '1' }, cloudflareRuleLimit + 1)).toBe(true);
	});

	it('names the setting and the values it takes when it is neither', () => {
		expect(() => policyInPage({ CSP_IN_PAGE: 'false' }, 50)).toThrow('CSP_IN_PAGE is "false"; expected "yes" or "no"');
	});

	// Hosts serve 404.html at any missing address and match _headers by that address, so its own rule never applies.
	it.each([
		['/404', false, true],
		['404', false, true],
		['/', false, false],
		['/timetable', false, false],
		['/blog/404-tips', false, false],
		['/timetable', true, true],
	])('page %s in a build keeping the element: %s → keeps it: %s', (pathname, inPage, kept) => {
		expect(pageKeepsPolicy(pathname, inPage)).toBe(kept);
	});
});
