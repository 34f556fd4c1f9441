import { getCollection } from 'astro:content';

import { listedAlbums } from '@/lib/gallery/albums';

/** Every album (content/gallery), listed or not: each has a page. */
export function loadAlbums() {
	return getCollection('gallery');
}

/** The albums /gallery lists, in their order. */
export async function loadListedAlbums() {
	return listedAlbums(await loadAlbums());
}
