import type { CollectionEntry } from 'astro:content';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { albumPaths, loadAlbumPage } from '@/data/pages/album-page';

import { page as pageWords } from '../../../support/content';
import { album, fillAlbums } from '../../support/album-fixtures';
import { clearCollections, getEntry } from '../../support/content-store';
import { fill, fillPages, locals } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/stand-in-pictures', () => import('../../support/stand-in-pictures-stub'));

const albumEntry = async (id: string) => (await getEntry('gallery', id)) as unknown as CollectionEntry<'gallery'>;

describe("an album's page", () => {
	beforeEach(() => {
		clearCollections();
		fillAlbums();
		fillPages({
			gallery: {
				heading: 'Fixture gallery',
				standInNote: 'Fixture note',
				backLabel: 'Fixture back',
				lightbox: { ...pageWords('gallery').lightbox, label: 'Zz album {album}' },
			},
		});
	});

	it('gives every album, listed or not, its path', async () => {
		expect((await albumPaths()).map((path) => path.params.album)).toEqual(['zz-second', 'zz-first', 'zz-hidden']);
	});

	it('gives its photos in order, the way back, its trail under the gallery and the lightbox named after it', async () => {
		const page = await loadAlbumPage(locals, await albumEntry('zz-first'));
		expect(page.photos.map((photo) => photo.alt)).toEqual(['Zz shot 1', 'Zz shot 2', 'Zz shot 3']);
		expect(page.back).toEqual({ href: '/gallery', label: 'Fixture back' });
		expect(page.trail).toEqual([
			{ name: 'Fixture gallery', path: '/gallery' },
			{ name: 'Zz First', path: '/gallery/zz-first' },
		]);
		expect(page.lightbox.label).toBe('Zz album Zz First');
		expect(page.standInNote).toBeUndefined();
	});

	it('notes while any photo is a stand-in', async () => {
		const photos = [{ image: '/fixtures/stand-in.jpg', alt: 'Soon' }, ...album('Zz Some', 1).photos];
		fill('gallery', [['zz-some', album('Zz Some', 2, { photos })]]);
		expect((await loadAlbumPage(locals, await albumEntry('zz-some'))).standInNote).toBe('Fixture note');
	});
});
