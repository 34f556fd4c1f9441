import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { sharePictureOf } from '@/data/pictures';
import { siteLocale } from '@/lib/browser/gym-locale';
import { toFeedItem } from '@/lib/rss';
import { loadSettings } from '@/data/settings';
import { loadPage } from '@/data/pages';
import { loadPosts } from '@/data/posts';

/** /rss.xml: the monthly posts, newest first, as /blog lists them. */
export const GET: APIRoute = async () => {
	const settings = await loadSettings();
	const page = await loadPage('blog');
	const { feed } = page;
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
	return rss({
		title: feed.title,
		description: page.description,
		site: settings.url,
		items,
		xmlns: { media: 'http://search.yahoo.com/mrss/' },
		customData: `<language>${siteLocale.toLowerCase()}</language>`,
	});
};
