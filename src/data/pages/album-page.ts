import type { CollectionEntry } from 'astro:content';

import { albumPhotos, isStandInPhoto } from '@/data/collections/album-photos';
import { loadAlbums } from '@/data/collections/albums';
import { loadPageWords } from '@/data/collections/page-words';
import { fillTemplate } from '@/lib/browser/fill-template';
import { albumPath, sectionPath } from '@/lib/content/entry-paths';
import { photoCountFigure } from '@/lib/gallery/albums';
import { breadcrumbsJsonLd } from '@/lib/json-ld/breadcrumbs';
import { sectionPageHeading } from '@/lib/seo/page-title';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/** The albums' paths, /gallery/<album>, each with its album. */
export async function albumPaths() {
	return (await loadAlbums()).map((album) => ({ params: { album: album.id }, props: { album } }));
}

/**
 * What an album's page draws: its title under /gallery's, the breadcrumb trail and its structured data, the way back,
 * the photo count, a note while any photo is still a stand-in, the photos, the words of the lightbox and of the photos'
 * region, and the closing band (the gallery's).
 */
export async function loadAlbumPage({ settings, words }: App.Locals, album: CollectionEntry<'gallery'>) {
	const gallery = await loadPageWords('gallery');
	const { regions } = words;
	const { title, description, cover, coverAlt } = album.data;
	const trail = [
		{ name: gallery.heading, path: sectionPath('gallery') },
		{ name: title, path: albumPath(album.id) },
	];
	const photos = albumPhotos(album);
	return {
		title: sectionPageHeading(title, gallery.title),
		heading: title,
		description,
		cover,
		coverAlt,
		trail,
		jsonLd: [breadcrumbsJsonLd(trail, settings.url)],
		back: { href: sectionPath('gallery'), label: gallery.backLabel },
		count: photoCountFigure(photos.length, gallery.photoCount),
		standInNote: photos.some(isStandInPhoto) ? gallery.standInNote : undefined,
		photos,
		regionLabel: regions.photos,
		lightbox: {
			label: fillTemplate(gallery.lightbox.label, { album: title }),
			swipeHint: gallery.lightbox.swipeHint,
			buttons: gallery.lightbox.buttons,
		},
		band: dayPassBand(gallery.cta, settings.signUp),
	};
}
