import { getCollection } from 'astro:content';

import { newestFirst } from '@/lib/blog/posts';

/** The monthly posts (content/blog), newest first, as /blog, the archive and the feed list them. */
export async function loadPosts() {
	return newestFirst(await getCollection('blog'));
}
