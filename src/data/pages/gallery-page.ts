import { albumPhotos, isStandInPhoto } from '@/data/collections/album-photos';
import { loadListedAlbums } from '@/data/collections/albums';
import { loadPageWords } from '@/data/collections/page-words';
import { albumPath } from '@/lib/content/entry-paths';
import { photoCountLabel } from '@/lib/gallery/albums';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/**
 * What /gallery draws beyond its own words: a card for each listed album, in order (saying its photos are still to come
 * while every one is stand-in artwork), the name of their region, and the closing band.
 */
export async function loadGalleryPage({ settings, words }: App.Locals) {
	const page = await loadPageWords('gallery');
	const albums = await loadListedAlbums();
	const { regions } = words;
	return {
		page,
		regionLabel: regions.albums,
		cards: albums.map((album) => ({
			title: album.data.title,
			description: album.data.description,
			cover: album.data.cover,
			coverAlt: album.data.coverAlt,
			countLabel: photoCountLabel(album.data.photos.length, page.photoCount),
			comingSoon: albumPhotos(album).every(isStandInPhoto) ? page.comingSoon : undefined,
			href: albumPath(album.id),
			linkLabel: page.albumLinkLabel,
		})),
		band: dayPassBand(page.cta, settings.signUp),
	};
}
