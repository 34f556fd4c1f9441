import type { RSSOptions } from '@astrojs/rss';

import { loadPageWords } from '@/data/collections/page-words';
import { loadPosts } from '@/data/collections/posts';
import { toFeedItem } from '@/lib/blog/rss';
import { siteLocale } from '@/lib/browser/gym-locale';
import { sharePictureOf } from '@/pictures/picture-files';

/** What /rss.xml holds: the monthly posts, newest first, as /blog lists them, under the blog's feed title. */
export async function loadRssFeed({ settings }: App.Locals): Promise<RSSOptions> {
	const page = await loadPageWords('blog');
	const posts = await loadPosts();
	const items = await Promise.all(
		posts.map(async (post) => {
			const cover = await sharePictureOf(post.data.image);
			return toFeedItem(
				{
					slug: post.id,
					heading: post.data.heading,
					description: post.data.description,
					published: post.data.published,
					cover,
				},
				settings.url,
			);
		}),
	);
	return {
		title: page.feed.title,
		description: page.description,
		site: settings.url,
		items,
		xmlns: { media: 'http://search.yahoo.com/mrss/' },
		customData: `<language>${siteLocale.toLowerCase()}</language>`,
	};
}
