import { readdirSync } from 'node:fs';

import { getCollection } from 'astro:content';

import { folderOf } from '@/lib/content/content-layout';
import { byOrderThen } from '@/lib/order';

/** Members' stories (content/stories), by `order` then name; none until staff add the first. */
export async function loadStories() {
	// Astro warns about a collection with no entries, which this one rightly has until the first story: look first.
	const files = readdirSync(folderOf('stories'), { withFileTypes: true });
	if (!files.some((file) => file.isFile() && file.name.endsWith('.yaml'))) return [];
	return (await getCollection('stories')).map(({ data }) => data).sort(byOrderThen('name'));
}
