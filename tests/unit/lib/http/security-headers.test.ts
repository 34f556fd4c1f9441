import { describe, expect, it } from 'vitest';

import { responseHeaders, securityHeaders } from '@/lib/http/security-headers';

describe('responseHeaders', () => {
	it('sends the security headers with every file', () => {
		expect(responseHeaders[0]).toEqual({ path: '/*', headers: securityHeaders });
	});

	// Netlify and Cloudflare Pages join the values of every rule that matches a path.
	it('names each header in one rule only, as hosts join the values of every rule that matches', () => {
		const names = responseHeaders.flatMap(({ headers }) => headers.map(({ name }) => name.toLowerCase()));
		expect(names).toEqual([...new Set(names)]);
	});

	it('keeps frames out with frame-ancestors, which only a header can carry', () => {
		expect(securityHeaders).toContainEqual({ name: 'Content-Security-Policy', value: "frame-ancestors 'none'" });
	});
});
