import { type CollectionEntry, getCollection } from 'astro:content';

import { listClasses } from '@/lib/classes/class-listing';

/** A class guide with a page of its own, and so its closing card (the schema's `hasPage: true`). */
export type ClassWithPage = CollectionEntry<'classes'> & { data: { hasPage: true } };

/** Every class with a page (content/classes), in file order: each has a page and a feed, listed or not. */
export function loadClassesWithPages() {
	return getCollection('classes', (entry): entry is ClassWithPage => entry.data.hasPage);
}

/** The classes /blog and /classes list, by `order` then title. */
export async function loadListedClasses() {
	return listClasses(await loadClassesWithPages());
}
