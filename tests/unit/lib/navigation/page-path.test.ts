import { describe, expect, it } from 'vitest';

import { pagePathOf } from '@/lib/navigation/page-path';

describe('pagePathOf', () => {
	it.each([
		['/', '/'],
		['', '/'],
		['/index.html', '/'],
		['/index', '/'],
		['/about-us', '/about-us'],
		['/about-us/', '/about-us'],
		['/about-us.html', '/about-us'],
		['/gallery/open-day.html', '/gallery/open-day'],
		['/gallery/open-day/', '/gallery/open-day'],
		['/blog/index.html', '/blog'],
		['/404.html', '/404'],
		['/classes/reindex', '/classes/reindex'],
	])('pagePathOf(%j) is %j', (pathname, expected) => {
		expect(pagePathOf(pathname)).toBe(expected);
	});
});
