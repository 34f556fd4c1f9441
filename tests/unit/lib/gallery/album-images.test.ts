import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { photoExtensions } from '@/lib/content/image-files';
import {
	albumFolder,
	albumPhotoExtensions,
	otherCase,
	photoCandidates,
	photoNumbersFound,
	resolveAlbum,
	resolvePhoto,
} from '@/lib/gallery/album-images';

// Empty files named as uploads are: only their names matter to the resolver.
const fixture = fileURLToPath(new URL('../../../fixtures/gallery/', import.meta.url));
const files: ReadonlySet<string> = new Set(
	readdirSync(fixture, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap((dir) => readdirSync(fixture + dir.name).map((name) => `${dir.name}/${name}`)),
);

const openDay = { folder: 'open-day', prefix: 'open-day-' };
const socials = { folder: 'socials' };

describe('resolvePhoto over tests/fixtures/gallery', () => {
	it.each([
		['the prefixed name wins over the plain number, whatever the extension', openDay, 1, 'open-day/open-day-1.jpg'],
		['avif comes before webp and JPG', openDay, 2, 'open-day/open-day-2.avif'],
		['upper-case JPEG comes before jpg', openDay, 3, 'open-day/open-day-3.JPEG'],
		['png comes before jpeg', openDay, 4, 'open-day/open-day-4.png'],
		['the plain number is the second pattern', openDay, 5, 'open-day/5.jpeg'],
		['.PNG and .gif are not allowed extensions', openDay, 6, undefined],
		['a photo with no file at all', openDay, 7, undefined],
		['a folder written in lower case finds its capitalised twin', { folder: 'events', prefix: 'events-' }, 1, 'Events/events-1.webp'],
		['the folder as written on disk', { folder: 'Events', prefix: 'events-' }, 2, 'Events/2.jpg'],
		['an album without a prefix (socials) tries the plain number', socials, 1, 'socials/1.JPG'],
		['an album without a prefix ignores prefixed files', socials, 2, undefined],
		['an album without a prefix, png', socials, 3, 'socials/3.png'],
	] as const)('%s', (_, album, n, expected) => {
		expect(resolvePhoto(files, album, n)).toBe(expected);
	});

	it('tries the folder as written before the other case, even over the pattern order', () => {
		const both = new Set(['gallery/5.jpg', 'Gallery/fixture-gallery-5.avif']);
		expect(resolvePhoto(both, { folder: 'gallery', prefix: 'fixture-gallery-' }, 5)).toBe('gallery/5.jpg');
		expect(resolvePhoto(both, { folder: 'Gallery', prefix: 'fixture-gallery-' }, 5)).toBe('Gallery/fixture-gallery-5.avif');
	});
});

describe('photoCandidates', () => {
	it('lists folder case, then pattern, then extension, in that nesting', () => {
		const candidates = photoCandidates({ folder: 'competitions', prefix: 'competitions-' }, 3);
		expect(candidates).toHaveLength(2 * 2 * 7);
		expect(candidates.slice(0, 8)).toEqual([
			'competitions/competitions-3.avif',
			'competitions/competitions-3.webp',
			'competitions/competitions-3.JPG',
			'competitions/competitions-3.JPEG',
			'competitions/competitions-3.jpg',
			'competitions/competitions-3.png',
			'competitions/competitions-3.jpeg',
			'competitions/3.avif',
		]);
		expect(candidates[14]).toBe('Competitions/competitions-3.avif');
		expect(candidates.at(-1)).toBe('Competitions/3.jpeg');
	});

	it('tries only the plain number without a prefix', () => {
		expect(photoCandidates(socials, 12)).toEqual([
			...['avif', 'webp', 'JPG', 'JPEG', 'jpg', 'png', 'jpeg'].map((ext) => `socials/12.${ext}`),
			...['avif', 'webp', 'JPG', 'JPEG', 'jpg', 'png', 'jpeg'].map((ext) => `Socials/12.${ext}`),
		]);
	});

	it('tries a folder without letters once', () => {
		expect(photoCandidates({ folder: '2025' }, 1)).toHaveLength(7);
	});
});

describe('otherCase and albumFolder', () => {
	it.each([
		['events', 'Events'],
		['Events', 'events'],
		['EVENTS', 'events'],
		['2025', '2025'],
	])('%s -> %s', (folder, expected) => {
		expect(otherCase(folder)).toBe(expected);
	});

	it.each([
		['content/gallery/Events/index.yaml', 'Events'],
		['content\\gallery\\open-day\\index.yaml', 'open-day'],
	])('%s sits in %s', (file, folder) => {
		expect(albumFolder(file)).toBe(folder);
	});

	it('rejects an entry outside a folder', () => {
		expect(() => albumFolder('index.yaml')).toThrow("index.yaml: an album's index.yaml must sit in its own folder");
	});
});

describe('resolveAlbum', () => {
	it('counts each photo number once, across both patterns', () => {
		expect(photoNumbersFound(files, openDay)).toEqual([1, 2, 3, 4, 5, 8, 9]);
		expect(photoNumbersFound(files, socials)).toEqual([1, 3]);
	});

	it('resolves every listed photo and warns about missing photos and the count', () => {
		const { paths, warnings } = resolveAlbum(files, openDay, 8);
		expect(paths).toEqual([
			'open-day/open-day-1.jpg',
			'open-day/open-day-2.avif',
			'open-day/open-day-3.JPEG',
			'open-day/open-day-4.png',
			'open-day/5.jpeg',
			undefined,
			undefined,
			'open-day/open-day-8.webp',
		]);
		expect(warnings).toEqual([
			'content/gallery/open-day/index.yaml: photo 6 has no file named open-day-6 or 6 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
			'content/gallery/open-day/index.yaml: photo 7 has no file named open-day-7 or 7 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
			'content/gallery/open-day/index.yaml: lists 8 photos but 7 photo files were found; add photo 9 to the list or remove the file',
		]);
	});

	it('does not look for photos that name their own file by number, and counts them as found', () => {
		const { paths, warnings } = resolveAlbum(files, openDay, 9, new Set([6, 7]));
		expect(paths.slice(5, 7)).toEqual([undefined, undefined]);
		expect(warnings).toEqual([]);
	});

	it.each([
		['a list matching the files', { folder: 'Events', prefix: 'events-' }, 2, []],
		[
			'more files than listed',
			{ folder: 'Events', prefix: 'events-' },
			1,
			['content/gallery/Events/index.yaml: lists 1 photos but 2 photo files were found; add photo 2 to the list or remove the file'],
		],
		[
			'the no-prefix rule leaves a prefixed upload unmatched',
			socials,
			3,
			[
				'content/gallery/socials/index.yaml: photo 2 has no file named 2 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
				'content/gallery/socials/index.yaml: lists 3 photos but 2 photo files were found',
			],
		],
	] as const)('%s', (_, album, count, expected) => {
		expect(resolveAlbum(files, album, count).warnings).toEqual(expected);
	});
});

describe('albumPhotoExtensions', () => {
	it('tries every photo type and no other, in any case', () => {
		expect(new Set(albumPhotoExtensions.map((ext) => ext.toLowerCase()))).toEqual(new Set(photoExtensions));
	});
});
