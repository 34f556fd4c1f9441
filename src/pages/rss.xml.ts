import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getImage } from 'astro:assets';
import { getCollection, getEntry } from 'astro:content';
import { newestFirst } from '@/lib/blog';
import { required } from '@/lib/required';
import { toFeedItem } from '@/lib/rss';

const coverWidth = 1200;

/** /rss.xml: the monthly posts, newest first, as /blog lists them. */
export const GET: APIRoute = async () => {
	const settings = required(await getEntry('settings', 'site'), 'content/settings/site.yaml').data;
	const page = required(await getEntry('pages', 'blog'), 'content/pages/blog.yaml').data;
	const feed = required(page.feed, 'content/pages/blog.yaml: a feed block (title, linkLabel)');
	const posts = newestFirst(await getCollection('posts'));
	const items = await Promise.all(
		posts.map(async (post) => {
			const cover = await getImage({ src: post.data.image, width: coverWidth, format: 'jpg' });
			return toFeedItem(
				{
					slug: post.id,
					heading: post.data.heading,
					description: post.data.description,
					published: post.data.published,
					cover: { src: cover.src, width: Number(cover.attributes['width']), height: Number(cover.attributes['height']) },
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
		customData: '<language>en-gb</language>',
	});
};
