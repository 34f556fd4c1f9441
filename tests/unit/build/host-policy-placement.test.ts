import { describe, expect, it } from 'vitest';

import { policyPlacementFor } from '@/build/host-policy-placement';

describe('policyPlacementFor', () => {
	it.each([
		['a build for an unknown host (GitHub Pages, npm start, the tests)', {}, true],
		['a Netlify build, which sends _headers', { NETLIFY: 'true' }, false],
		['a Cloudflare Pages build, within its rule limit', { CF_PAGES: '1' }, 'past-cloudflare-limit'],
		['an nginx build that says so', { CSP_IN_PAGE: 'no' }, false],
		['any build told to keep it', { NETLIFY: 'true', CSP_IN_PAGE: 'yes' }, true],
	] as const)('%s: keeps the element, %s', (_, env, kept) => {
		expect(policyPlacementFor(env)).toBe(kept);
	});
});
