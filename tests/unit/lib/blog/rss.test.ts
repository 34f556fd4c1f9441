import { describe, expect, it } from 'vitest';

import { toFeedItem } from '@/lib/blog/rss';

const post = {
	slug: 'monthly-may-2026',
	heading: 'May & more',
	description: 'What happened in May.',
	published: new Date('2026-05-31'),
	cover: { src: '/_astro/cover.abc.jpg', width: 1200, height: 675 },
};

describe('toFeedItem', () => {
	it('links the post and its cover with absolute addresses on the site', () => {
		const item = toFeedItem(post, 'https://www.gym.example');
		expect(item.link).toBe('https://www.gym.example/blog/monthly-may-2026');
		expect(item.customData).toBe(
			'<media:content url="https://www.gym.example/_astro/cover.abc.jpg" medium="image" type="image/jpeg" width="1200" height="675"/>',
		);
	});

	it('keeps the full title, description and date', () => {
		const item = toFeedItem(post, 'https://www.gym.example/');
		expect(item).toMatchObject({ title: 'May & more', description: 'What happened in May.', pubDate: post.published });
	});

	it('escapes the cover address for XML', () => {
		expect(toFeedItem({ ...post, cover: { ...post.cover, src: '/a.jpg?x=1&y="2"' } }, 'https://g.example').customData).toContain(
			'url="https://g.example/a.jpg?x=1&amp;y=%222%22"',
		);
	});
});
