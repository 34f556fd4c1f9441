import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { CollectionEntry } from 'astro:content';
import { describe, expect, it, vi } from 'vitest';

import { albumPhotoFiles, albumPhotos } from '@/data/collections/album-photos';
import { folderOf } from '@/lib/content/content-layout';
import { albumPhotoExtensions } from '@/lib/gallery/album-images';

/** Every file one folder deep under the albums' folder, by its path there. */
function albumFolderFiles(): string[] {
	const root = folderOf('gallery');
	return readdirSync(root, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap(({ name }) =>
			readdirSync(join(root, name), { withFileTypes: true })
				.filter((entry) => entry.isFile())
				.map((file) => `${name}/${file.name}`),
		);
}

// Vite needs import.meta.glob's pattern as a literal, so src/data/collections/album-photos.ts spells out the albums'
// folder and extensions; what it finds must be exactly the files the resolver may pick.
describe("album photos' glob", () => {
	it('finds every file in an album folder with an extension an album tries, and nothing else', () => {
		const tried = albumFolderFiles().filter((path) => albumPhotoExtensions.some((ext) => path.endsWith(`.${ext}`)));
		expect(tried.length).toBeGreaterThan(0);
		expect([...albumPhotoFiles].sort()).toEqual(tried.sort());
	});
});

describe('albumPhotos', () => {
	// An album listing two photos in a folder with none: each photo, and the count, is one warning.
	const album = {
		id: 'no-such-album',
		filePath: `${folderOf('gallery')}/no-such-album/index.yaml`,
		data: { photos: [{ alt: 'One' }, { alt: 'Two' }] },
	} as unknown as CollectionEntry<'gallery'>;

	it('prints what does not add up once, however many pages read the album', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		try {
			expect(albumPhotos(album).map(({ image }) => image)).toEqual([undefined, undefined]);
			albumPhotos(album);
			expect(warn).toHaveBeenCalledTimes(3);
			expect(new Set(warn.mock.calls.map(([line]) => String(line))).size).toBe(3);
		} finally {
			warn.mockRestore();
		}
	});
});
