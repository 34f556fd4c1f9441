import { describe, expect, it } from 'vitest';

import { postsSummary } from '@/lib/blog/posts-summary';

const words = { count: { one: '{count} entry', other: '{count} entries' }, latest: 'Newest is {title}' };

describe('postsSummary', () => {
	it('says how many posts there are and names the newest', () => {
		expect(postsSummary(3, 'Spring news', words)).toBe('3 entries · Newest is Spring news');
	});

	it('takes the singular words for one post', () => {
		expect(postsSummary(1, 'Spring news', words)).toBe('1 entry · Newest is Spring news');
	});

	it('leaves out a part the words leave out', () => {
		expect(postsSummary(3, 'Spring news', { latest: words.latest })).toBe('Newest is Spring news');
		expect(postsSummary(3, 'Spring news', { count: words.count })).toBe('3 entries');
	});

	it('says nothing without posts or without words', () => {
		expect(postsSummary(0, undefined, words)).toBeUndefined();
		expect(postsSummary(2, 'Spring news', {})).toBeUndefined();
	});
});
