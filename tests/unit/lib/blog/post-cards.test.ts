import { describe, expect, it } from 'vitest';

import { guideCard, postCard } from '@/lib/blog/post-cards';
import { type ClassType, classTypes } from '@/lib/schemas/classes';

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

describe('guideCard', () => {
	const guide = (type: 'strength' | undefined, draft: boolean) => ({
		id: 'row-club',
		data: { classTitle: 'Row Club', description: 'Rowing together.', image: 'row.jpg', type, draft },
	});
	const guideWords = {
		drafts: words,
		classTypes: Object.fromEntries(classTypes.map((type) => [type, `Kind ${type}`])) as Record<ClassType, string>,
	};

	it.each([
		['a guide of a kind', guide('strength', false), 'Row Club', { key: 'strength', label: 'Kind strength' }],
		['a guide of no kind', guide(undefined, false), 'Row Club', undefined],
	])('%s', (_, entry, heading, type) => {
		expect(guideCard(entry, new Date('2030-04-01T12:00:00Z'), guideWords)).toEqual({
			href: '/classes/row-club',
			heading,
			description: 'Rowing together.',
			image: 'row.jpg',
			type,
		});
	});
});
