import { describe, expect, it } from 'vitest';

import { listedAlbums, photoCountFigure, photoCountLabel } from '@/lib/gallery/albums';

const album = (id: string, title: string, order: number, listed = true) => ({ id, data: { title, order, listed } });

describe('listedAlbums', () => {
	it('leaves out unlisted albums and sorts by order, then title', () => {
		const albums = [
			album('events', 'Events', 3),
			album('socials', 'Socials', 4, false),
			album('open-day', 'Open Day', 1),
			album('b', 'B', 2),
			album('competitions', 'Competitions', 2),
		];
		expect(listedAlbums(albums).map((a) => a.id)).toEqual(['open-day', 'b', 'competitions', 'events']);
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
});

describe('the photo count as a figure', () => {
	it('sets the number apart from the words, on either side of it, one photo or more', () => {
		const words = { one: '{count} Photo', other: '{count} Photos' };
		expect(photoCountFigure(14, words)).toEqual({ before: '', figure: '14', after: 'Photos' });
		expect(photoCountFigure(1, words)).toEqual({ before: '', figure: '1', after: 'Photo' });
		expect(photoCountFigure(3, { one: 'Photo: {count}', other: 'Photos: {count}' })).toEqual({ before: 'Photos:', figure: '3', after: '' });
	});
});
