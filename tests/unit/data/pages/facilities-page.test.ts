import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadFacilitiesPage } from '@/data/pages/facilities-page';

import { fillAlbums } from '../../support/album-fixtures';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals, signUp } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

const section = (id: string, layout: string) => ({ id, heading: id, body: 'Words.', layout });
const own = {
	sections: [section('zz-one', 'card'), section('zz-two', 'card'), section('zz-three', 'split')],
	header: undefined,
	tour: { heading: 'Zz Tour', album: 'zz-first', photos: [3, 1], link: { label: 'All of it', href: '/gallery/zz-first' } },
	cta: { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' },
	map: { show: 'Zz reveal', directions: 'Zz route', title: 'Zz map {gym}' },
};

describe('loadFacilitiesPage', () => {
	beforeEach(() => {
		clearCollections();
		fillAlbums();
	});

	it("groups neighbouring cards, picks the tour's photos from its album, and names the gym on its map", async () => {
		fillPages({ facilities: own });
		const page = await loadFacilitiesPage(locals);
		expect(page.groups.map((group) => (Array.isArray(group) ? group.map((each) => each.id) : group.id))).toEqual([
			['zz-one', 'zz-two'],
			'zz-three',
		]);
		expect(page.tour?.photos.map((photo) => photo.alt)).toEqual(['Zz shot 3', 'Zz shot 1']);
		expect(page.visit.map.words.title).toBe('Zz map Fixture Gym');
		expect(page.visit.map.address[0]).toBe('Fixture Gym');
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
	});

	it('has no tour without one', async () => {
		fillPages({ facilities: { ...own, tour: undefined } });
		expect((await loadFacilitiesPage(locals)).tour).toBeUndefined();
	});

	it('stops on a tour from an album that is not there', async () => {
		fillPages({ facilities: { ...own, tour: { ...own.tour, album: 'zz-nowhere' } } });
		await expect(loadFacilitiesPage(locals)).rejects.toThrow(/tour\.album: "zz-nowhere"/);
	});
});
