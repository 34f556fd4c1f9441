import { describe, expect, it } from 'vitest';

import { pageFile, urlPath } from '@/integrations/page-pipeline/page-paths';

describe('page paths', () => {
	it.each([
		['', '/', 'index.html'],
		['/', '/', 'index.html'],
		['about-us', '/about-us', 'about-us.html'],
		['/blog/archive/2/', '/blog/archive/2', 'blog/archive/2.html'],
	])('reads Astro’s name %j as the address %s, built to %s', (pathname, address, file) => {
		expect(urlPath(pathname)).toBe(address);
		expect(pageFile(pathname)).toBe(file);
	});
});
