import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadAlbums } from '@/data/collections/albums';
import { loadGalleryPage } from '@/data/pages/gallery-page';

import { album, fillAlbums } from '../../support/album-fixtures';
import { clearCollections } from '../../support/content-store';
import { fill, fillPages, locals, signUp } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/stand-in-pictures', () => import('../../support/stand-in-pictures-stub'));

const cta = { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' };

describe('loadGalleryPage', () => {
	beforeEach(() => {
		clearCollections();
		fillAlbums();
		fillPages({ gallery: { cta, albumLinkLabel: 'Fixture open' } });
	});

	it('gives a card per listed album, in order, each linked to its page', async () => {
		const page = await loadGalleryPage(locals);
		expect(page.cards.map((card) => [card.title, card.href, card.linkLabel])).toEqual([
			['Zz First', '/gallery/zz-first', 'Fixture open'],
			['Zz Second', '/gallery/zz-second', 'Fixture open'],
		]);
		expect(page.cards.every((card) => card.comingSoon === undefined)).toBe(true);
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
	});

	it('gives every album a page, listed or not', async () => {
		expect((await loadAlbums()).map((album) => album.id)).toEqual(['zz-second', 'zz-first', 'zz-hidden']);
	});

	it('says the photos are still to come while every one is a stand-in', async () => {
		const standIns = album('Zz Soon', 2).photos.map((photo) => ({ ...photo, image: `/fixtures/stand-in-${photo.alt}.jpg` }));
		fill('gallery', [['zz-soon', album('Zz Soon', 2, { photos: standIns })]]);
		fillPages({ gallery: { cta, comingSoon: 'Fixture soon' } });
		expect((await loadGalleryPage(locals)).cards.map((card) => card.comingSoon)).toEqual(['Fixture soon']);
	});
});
