import { escapeHtml } from '../browser/escape-html.ts';
import { postPath } from '../content/entry-paths.ts';
import { absoluteUrl } from '../navigation/links.ts';

/** What the feed says about one monthly post. */
export interface FeedPost {
	slug: string;
	heading: string;
	description: string;
	published: Date;
	/** The cover as a JPEG (feed readers, like link previews, may not read AVIF or WebP), site-relative. */
	cover: { src: string; width: number; height: number };
}

/** One item as @astrojs/rss takes it. */
export interface FeedItem {
	title: string;
	description: string;
	pubDate: Date;
	link: string;
	customData: string;
}

/** A post as an RSS item: absolute link and a Media RSS cover image, so feed readers show the picture. */
export function toFeedItem(post: FeedPost, siteUrl: string): FeedItem {
	const cover = absoluteUrl(post.cover.src, siteUrl);
	return {
		title: post.heading,
		description: post.description,
		pubDate: post.published,
		link: absoluteUrl(postPath(post.slug), siteUrl),
		customData: `<media:content url="${escapeHtml(cover)}" medium="image" type="image/jpeg" width="${post.cover.width}" height="${post.cover.height}"/>`,
	};
}
