import { describe, expect, it } from 'vitest';

import { archivePageLabel, newestFirst, postToReadNext } from '@/lib/blog/posts';

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

describe('postToReadNext', () => {
	const posts = [{ id: 'june' }, { id: 'may' }, { id: 'april' }];

	it.each([
		['offers the post just newer', 'may', 'june'],
		['offers the oldest post the one after it', 'april', 'may'],
		['offers the newest post the one just older', 'june', 'may'],
	])('%s', (_, id, next) => {
		expect(postToReadNext(posts, id)?.id).toBe(next);
	});

	it('offers nothing on a blog of one post, or for a post it does not hold', () => {
		expect(postToReadNext([{ id: 'june' }], 'june')).toBeUndefined();
		expect(postToReadNext(posts, 'march')).toBeUndefined();
	});
});
