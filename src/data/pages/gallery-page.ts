import { loadListedAlbums } from '../collections/albums.ts';
import { loadPage } from '../collections/page-words.ts';
import { albumPath } from '@/lib/content/entry-paths';
import { photoCountLabel } from '@/lib/gallery/albums';

/**
 * What /gallery draws beyond its own words: a card for each listed album, in order, and the name of their region.
 */
export async function loadGalleryPage({ words }: App.Locals) {
	const page = await loadPage('gallery');
	const albums = await loadListedAlbums();
	const { regions } = words;
	return {
		page,
		regionLabel: regions.albums,
		cards: albums.map(({ id, data }) => ({
			title: data.title,
			description: data.description,
			cover: data.cover,
			coverAlt: data.coverAlt,
			countLabel: photoCountLabel(data.photos.length, page.photoCount),
			href: albumPath(id),
			linkLabel: page.albumLinkLabel,
		})),
	};
}
