import { describe, expect, it } from 'vitest';

import { postCard } from '@/lib/blog/post-cards';

const post = {
	id: 'spring-news',
	data: {
		heading: 'Spring news',
		description: 'What changed this spring.',
		image: 'cover.jpg',
		imageAlt: 'A rowing machine by a window',
		published: new Date('2030-03-12'),
		draft: false,
	},
};
const words = { draft: 'Hidden', scheduled: 'Due on {day}' };

describe('postCard', () => {
	it("links the post's page and shows its day", () => {
		expect(postCard(post, new Date('2030-04-01T12:00:00Z'), words)).toEqual({
			href: '/blog/spring-news',
			heading: 'Spring news',
			description: 'What changed this spring.',
			image: 'cover.jpg',
			imageAlt: 'A rowing machine by a window',
			date: new Date('2030-03-12'),
			dateLabel: '12 March 2030',
		});
	});

	it('labels a post not yet live at `now`', () => {
		expect(postCard({ ...post, data: { ...post.data, draft: true } }, new Date('2030-04-01T12:00:00Z'), words).heading).toBe(
			'Hidden: Spring news',
		);
		expect(postCard(post, new Date('2030-03-01T12:00:00Z'), words).heading).toBe('Due on 12 March 2030: Spring news');
	});
});
