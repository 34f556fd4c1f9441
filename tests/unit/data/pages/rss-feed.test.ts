import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadRssFeed } from '@/data/pages/rss-feed';

import { clearCollections } from '../../support/content-store';
import { fillPages, locals } from '../../support/loader-fixtures';
import { fillPosts } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

describe('loadRssFeed', () => {
	beforeEach(() => {
		clearCollections();
		fillPosts(2);
	});

	it("lists the posts newest first under the blog's feed title, each linked on the gym's site", async () => {
		fillPages({ blog: { feed: { title: 'Fixture feed', linkLabel: 'Follow' }, description: 'Fixture blog' } });
		const feed = await loadRssFeed(locals);
		expect(feed).toMatchObject({ title: 'Fixture feed', description: 'Fixture blog', site: 'https://gym.example' });
		expect(feed.items.map((item) => item.link)).toEqual(['https://gym.example/blog/zz-post-2', 'https://gym.example/blog/zz-post-1']);
	});
});
