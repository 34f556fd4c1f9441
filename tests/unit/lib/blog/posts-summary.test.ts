import { describe, expect, it } from 'vitest';

import { postsSummary } from '@/lib/blog/posts-summary';

const words = { count: { one: '{count} entry', other: '{count} entries' }, latest: 'Newest is {title}, read it' };
const newest = { title: 'Spring news', href: '/blog/spring-news' };
const link = { before: 'Newest is ', label: 'Spring news', after: ', read it', href: '/blog/spring-news' };

describe('postsSummary', () => {
	it('says how many posts there are and names the newest, its title the link with the words around it kept', () => {
		expect(postsSummary(3, newest, words)).toEqual({ text: '3 entries', link });
	});

	it('takes the singular words for one post', () => {
		expect(postsSummary(1, newest, words)).toEqual({ text: '1 entry', link });
	});

	it('leaves out a part the words leave out', () => {
		expect(postsSummary(3, newest, { latest: words.latest })).toEqual({ text: undefined, link });
		expect(postsSummary(3, newest, { count: words.count })).toEqual({ text: '3 entries', link: undefined });
	});

	it('says nothing without posts or without words', () => {
		expect(postsSummary(0, undefined, words)).toBeUndefined();
		expect(postsSummary(2, newest, {})).toBeUndefined();
	});
});
