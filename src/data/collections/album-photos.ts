import type { CollectionEntry } from 'astro:content';

import { folderOf } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';
import { albumFolder, resolveAlbum } from '@/lib/gallery/album-images';
import { isStandInPicture } from '@/pictures/stand-in-pictures';

// Every image directly inside an album folder, keyed by its path under the albums' folder. Vite needs the pattern as a
// literal, so it spells out the albums' folder (content-layout.ts) and albumPhotoExtensions (album-images.ts); its
// unit test holds them in step.
const images = import.meta.glob<ImageMetadata>('/content/gallery/*/*.{avif,webp,JPG,JPEG,jpg,png,jpeg}', {
	eager: true,
	import: 'default',
});
const byPath = new Map(Object.entries(images).map(([path, image]) => [path.slice(`/${folderOf('gallery')}/`.length), image]));
/** The photo files of every album as the glob found them, by path under the albums' folder (`open-day/3.jpg`). */
export const albumPhotoFiles: ReadonlySet<string> = new Set(byPath.keys());

// The gallery index, the album's page and the facilities tour each read an album: what it prints goes to the log once.
const printed = new Set<string>();

export interface AlbumPhoto {
	/** Undefined when no file matches: the page shows the placeholder instead. */
	image: ImageMetadata | undefined;
	alt: string;
	caption: string | undefined;
}

/** The album's photos in list order with their files; what does not add up is printed to the build log, once. */
export function albumPhotos(album: CollectionEntry<'gallery'>): AlbumPhoto[] {
	const folder = albumFolder(required(album.filePath, `the index.yaml of album ${album.id}`));
	const { data } = album;
	const named = new Set(data.photos.flatMap((photo, i) => (photo.image ? [i + 1] : [])));
	const resolved = resolveAlbum(albumPhotoFiles, { folder, prefix: data.fileNamePrefix }, data.photos.length, named);
	for (const warning of resolved.warnings) {
		if (printed.has(warning)) continue;
		printed.add(warning);
		console.warn(`[gallery] ${warning}`);
	}
	return data.photos.map((photo, i) => {
		const path = resolved.paths[i];
		return { image: photo.image ?? (path === undefined ? undefined : byPath.get(path)), alt: photo.alt, caption: photo.caption };
	});
}

/** A photo whose file is still the generated stand-in artwork (a missing file is not one: the page shows a placeholder). */
export const isStandInPhoto = ({ image }: AlbumPhoto): boolean => image !== undefined && isStandInPicture(image);
