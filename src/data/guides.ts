import { getCollection } from 'astro:content';
import { listClassGuides } from '@/lib/classes/class-guides';

/** Every class guide with a page (content/classes), in file order: each has a page and a feed, listed or not. */
export function loadGuidesWithPages() {
	return getCollection('classes', ({ data }) => data.hasPage);
}

/** The class guides /blog and /classes list, by `order` then title. */
export async function loadListedGuides() {
	return listClassGuides(await loadGuidesWithPages());
}
