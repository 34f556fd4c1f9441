import { albumPath } from '@/lib/content/entry-paths';
import { photoCountLabel } from '@/lib/gallery/albums';
import { isStandInPicture } from '@/pictures/stand-in-pictures';

import { albumPhotos } from '../collections/album-photos.ts';
import { loadListedAlbums } from '../collections/albums.ts';
import { loadPage } from '../collections/page-words.ts';

/**
 * What /gallery draws beyond its own words: a card for each listed album, in order (saying its photos are still to come
 * while every one is stand-in artwork), and the name of their region.
 */
export async function loadGalleryPage({ words }: App.Locals) {
	const page = await loadPage('gallery');
	const albums = await loadListedAlbums();
	const { regions } = words;
	return {
		page,
		regionLabel: regions.albums,
		cards: albums
			.map((album) => ({ album, photos: albumPhotos(album) }))
			.map(({ album: { id, data }, photos }) => ({
				title: data.title,
				description: data.description,
				cover: data.cover,
				coverAlt: data.coverAlt,
				countLabel: photoCountLabel(data.photos.length, page.photoCount),
				comingSoon: photos.every(({ image }) => image && isStandInPicture(image)) ? page.comingSoon : undefined,
				href: albumPath(id),
				linkLabel: page.albumLinkLabel,
			})),
	};
}
