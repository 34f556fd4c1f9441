import { z } from 'astro/zod';

import { paragraphs, words } from '../shared.ts';
import { template } from '../words.ts';
import { anchor, cta, page } from './blocks.ts';

/** A section of /blog: an accordion of cards. */
const blogList = z.strictObject({
	id: anchor.describe('The address of the list, e.g. /blog#monthly-posts'),
	heading: words,
	body: paragraphs,
	linkLabel: words.describe('Words of the link on each card, e.g. Read More'),
});

/** The words of /blog and its archive pages (content/pages/blog.yaml). */
export const blogPageSchema = z.strictObject({
	...page,
	posts: blogList
		.extend({
			count: z
				.strictObject({ one: template('count'), other: template('count') })
				.optional()
				.describe('Under the heading, how many posts there are, for one post and for any other number, e.g. {count} posts'),
			latest: template('title')
				.optional()
				.describe('Under the heading, beside the count: the newest post, its title a link to it, e.g. Latest: {title}'),
		})
		.describe('The monthly posts'),
	guides: blogList.describe('The class guides'),
	feed: z
		.strictObject({
			title: words.describe('Name of the RSS feed in feed readers'),
			linkLabel: words.describe('Words of the visible link to the feed'),
		})
		.describe('The RSS feed of the monthly posts (/rss.xml)'),
	archive: z
		.strictObject({
			title: template('page').describe('Browser tab and search result title of each archive page, e.g. Monthly posts, page {page}'),
			description: template('page').describe('Search result text of each archive page; {page} keeps each page’s own'),
			heading: words.describe('The main heading of each archive page'),
			intro: words.optional().describe('Under the heading of each archive page'),
			pageLabel: template('page', 'pages').describe('Under the heading, e.g. Page {page} of {pages}'),
			linkLabel: words.describe('The link under the newest posts on /blog to every post, e.g. All monthly posts'),
			newer: words.describe('The link to the page of newer posts, e.g. Newer posts'),
			older: words.describe('The link to the page of older posts, e.g. Older posts'),
		})
		.describe('Every monthly post, newest first, a page at a time (/blog/archive, /blog/archive/2 …); /blog shows the newest few'),
	cta: cta.optional().describe('The day-pass band at the foot of /blog and of each page of the archive; leave out for none'),
});
