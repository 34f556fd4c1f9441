import { describe, expect, it } from 'vitest';
import { albumPath, listedAlbums, photoCountLabel } from '@/lib/albums';

const album = (id: string, title: string, order: number, listed = true) => ({ id, data: { title, order, listed } });

describe('listedAlbums', () => {
	it('leaves out unlisted albums and sorts by order, then title', () => {
		const albums = [
			album('classes', 'Classes In Action', 3),
			album('clients', 'Client Success Stories', 4, false),
			album('facilities', 'Our Facilities', 1),
			album('b', 'B', 2),
			album('athletes', 'Our Members', 2),
		];
		expect(listedAlbums(albums).map((a) => a.id)).toEqual(['facilities', 'b', 'athletes', 'classes']);
	});
});

describe('album labels', () => {
	it.each([
		[14, '14 Photos'],
		[1, '1 Photo'],
		[0, '0 Photos'],
	])('%i -> %s', (count, label) => {
		expect(photoCountLabel(count, { one: '{count} Photo', other: '{count} Photos' })).toBe(label);
	});

	it.each([
		['facilities', '/gallery/facilities'],
		['classes', '/gallery/classes'],
	])('%s lives at %s', (id, path) => {
		expect(albumPath(id)).toBe(path);
	});
});
