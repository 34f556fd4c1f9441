import { describe, expect, it } from 'vitest';

import { lightboxCounter, neighbours, toGlightboxElements } from '@/lib/gallery/browser/lightbox';

describe('toGlightboxElements', () => {
	it('passes href and alt through and escapes captions; no caption gives an empty description', () => {
		expect(
			toGlightboxElements([
				{ href: '/_astro/a.webp', alt: 'A rack', caption: 'Racks & plates' },
				{ href: '/_astro/b.webp', alt: 'A client' },
			]),
		).toEqual([
			{ type: 'image', href: '/_astro/a.webp', alt: 'A rack', description: 'Racks &amp; plates' },
			{ type: 'image', href: '/_astro/b.webp', alt: 'A client', description: '' },
		]);
	});
});

describe('neighbours', () => {
	it.each([
		[0, 14, [13, 1]],
		[13, 14, [12, 0]],
		[5, 8, [4, 6]],
		[0, 2, [1]],
		[0, 1, []],
	])('slide %i of %i -> %j', (index, count, expected) => {
		expect(neighbours(index, count)).toEqual(expected);
	});
});

describe('lightboxCounter', () => {
	it.each([
		[0, 8, '1 / 8'],
		[2, 8, '3 / 8'],
		[7, 8, '8 / 8'],
		[0, 1, '1 / 1'],
	])('slide index %i of %i reads %s', (index, count, expected) => {
		expect(lightboxCounter(index, count)).toBe(expected);
	});
});
