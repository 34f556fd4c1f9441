import { describe, expect, it } from 'vitest';

import { pickPhotos } from '@/lib/gallery/tour';

const photo = (src: string | undefined) => ({ image: src === undefined ? undefined : { src }, alt: `fixture ${src ?? 'missing'}` });
const album = [photo('/a.jpg'), photo('/b.jpg'), photo(undefined), photo('/d.jpg')];

describe('pickPhotos', () => {
	it.each([
		['in the order named', [4, 1], [], ['/a.jpg', '/d.jpg'].reverse()],
		['leaving out a picture the page shows already', [1, 2, 4], ['/a.jpg'], ['/b.jpg', '/d.jpg']],
		['naming one place twice, once', [2, 2], [], ['/b.jpg']],
		['keeping a photo whose file is missing (the placeholder shows)', [3], [undefined], [undefined]],
	] as const)('picks %s', (_, places, shown, expected) => {
		expect(pickPhotos(album, places, shown, 'fixture').map((p) => p.image?.src)).toEqual(expected);
	});

	it('stops at a place past the album, naming it', () => {
		expect(() => pickPhotos(album, [5], [], 'content/pages/fixture.yaml: tour')).toThrow(
			'content/pages/fixture.yaml: tour: photo 5 is not in the album, which has 4',
		);
	});
});
