import { describe, expect, it } from 'vitest';

import { archivePageLabel, newestFirst } from '@/lib/blog/posts';

describe('newestFirst', () => {
	it('puts the newest post first', () => {
		const posts = [
			{ data: { heading: 'September', published: new Date('2025-09-30') } },
			{ data: { heading: 'Hydra', published: new Date('2025-10-19') } },
		];
		expect(newestFirst(posts).map((p) => p.data.heading)).toEqual(['Hydra', 'September']);
	});
});

describe('archivePageLabel', () => {
	it.each([
		[1, 1, undefined],
		[1, 2, 'Page 1 of 2'],
		[3, 3, 'Page 3 of 3'],
	])('page %i of %i', (page, pages, expected) => {
		expect(archivePageLabel('Page {page} of {pages}', page, pages)).toBe(expected);
	});
});
