import { getCollection } from 'astro:content';

import { listClasses } from '@/lib/classes/class-listing';

/** Every class with a page (content/classes), in file order: each has a page and a feed, listed or not. */
export function loadClassesWithPages() {
	return getCollection('classes', ({ data }) => data.hasPage);
}

/** The classes /blog and /classes list, by `order` then title. */
export async function loadListedClasses() {
	return listClasses(await loadClassesWithPages());
}
