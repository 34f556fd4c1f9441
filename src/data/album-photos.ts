import type { CollectionEntry } from 'astro:content';
import { albumFolder, resolveAlbum } from '@/lib/gallery/album-images';
import { required } from '@/lib/content/required';
import { folderOf } from '@/lib/content/content-layout';

// Every image directly inside an album folder, keyed by its path under the albums' folder. The pattern must be a
// literal for Vite: keep its folder in step with the albums' in content-layout.ts, and its extensions with
// photoExtensions in src/lib/gallery/album-images.ts.
const images = import.meta.glob<ImageMetadata>('/content/gallery/*/*.{avif,webp,JPG,JPEG,jpg,png,jpeg}', {
	eager: true,
	import: 'default',
});
const byPath = new Map(Object.entries(images).map(([path, image]) => [path.slice(`/${folderOf('gallery')}/`.length), image]));
const paths: ReadonlySet<string> = new Set(byPath.keys());

export interface AlbumPhoto {
	/** Undefined when no file matches: the page shows the placeholder instead. */
	image: ImageMetadata | undefined;
	alt: string;
	caption: string | undefined;
}

/** The album's photos in list order with their files; what does not add up is printed to the build log. */
export function albumPhotos(album: CollectionEntry<'gallery'>): AlbumPhoto[] {
	const folder = albumFolder(required(album.filePath, `the index.yaml of album ${album.id}`));
	const { data } = album;
	const named = new Set(data.photos.flatMap((photo, i) => (photo.image ? [i + 1] : [])));
	const resolved = resolveAlbum(paths, { folder, prefix: data.fileNamePrefix }, data.photos.length, named);
	for (const warning of resolved.warnings) console.warn(`[gallery] ${warning}`);
	return data.photos.map((photo, i) => {
		const path = resolved.paths[i];
		return { image: photo.image ?? (path === undefined ? undefined : byPath.get(path)), alt: photo.alt, caption: photo.caption };
	});
}
