import { describe, expect, it } from 'vitest';

import { cloudflareRuleLimit, pageKeepsPolicy, policyInPage } from '@/integrations/page-pipeline/policy-placement';

describe('policyInPage', () => {
	it.each([
		['a build for a host that may send no header', true, true],
		['a build for a host that sends the header', false, false],
		['a Cloudflare Pages build within its rule limit', 'past-cloudflare-limit', false],
	] as const)('%s: keeps the element, %s', (_, choice, kept) => {
		expect(policyInPage(choice, 50)).toBe(kept);
	});

	it('keeps the element on Cloudflare Pages once _headers has more rules than it applies', () => {
		expect(policyInPage('past-cloudflare-limit', cloudflareRuleLimit)).toBe(false);
		expect(policyInPage('past-cloudflare-limit', cloudflareRuleLimit + 1)).toBe(true);
		expect(policyInPage(false, cloudflareRuleLimit + 1)).toBe(false);
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
