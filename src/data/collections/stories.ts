import { getCollection } from 'astro:content';

import { byOrderThen } from '@/lib/order';

/** Members' stories (content/stories), by `order` then name; none until staff add the first (mayBeEmpty). */
export async function loadStories() {
	return (await getCollection('stories')).map(({ data }) => data).sort(byOrderThen('name'));
}
