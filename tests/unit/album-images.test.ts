import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { albumFolder, otherCase, photoCandidates, photoNumbersFound, resolveAlbum, resolvePhoto } from '@/lib/album-images';

// Empty files named as uploads are: only their names matter to the resolver.
const fixture = fileURLToPath(new URL('../fixtures/gallery/', import.meta.url));
const files: ReadonlySet<string> = new Set(
	readdirSync(fixture, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap((dir) => readdirSync(fixture + dir.name).map((name) => `${dir.name}/${name}`)),
);

const facilities = { folder: 'facilities', prefix: 'pwrthr-facilities-' };
const clients = { folder: 'clients' };

describe('resolvePhoto over tests/fixtures/gallery', () => {
	it.each([
		['the prefixed name wins over the plain number, whatever the extension', facilities, 1, 'facilities/pwrthr-facilities-1.jpg'],
		['avif comes before webp and JPG', facilities, 2, 'facilities/pwrthr-facilities-2.avif'],
		['upper-case JPEG comes before jpg', facilities, 3, 'facilities/pwrthr-facilities-3.JPEG'],
		['png comes before jpeg', facilities, 4, 'facilities/pwrthr-facilities-4.png'],
		['the plain number is the second pattern', facilities, 5, 'facilities/5.jpeg'],
		['.PNG and .gif are not allowed extensions', facilities, 6, undefined],
		['a photo with no file at all', facilities, 7, undefined],
		[
			'a folder written in lower case finds its capitalised twin',
			{ folder: 'classes', prefix: 'pwrthr-classes-' },
			1,
			'Classes/pwrthr-classes-1.webp',
		],
		['the folder as written on disk', { folder: 'Classes', prefix: 'pwrthr-classes-' }, 2, 'Classes/2.jpg'],
		['an album without a prefix (clients) tries the plain number', clients, 1, 'clients/1.JPG'],
		['an album without a prefix ignores prefixed files', clients, 2, undefined],
		['an album without a prefix, png', clients, 3, 'clients/3.png'],
	] as const)('%s', (_, album, n, expected) => {
		expect(resolvePhoto(files, album, n)).toBe(expected);
	});

	it('tries the folder as written before the other case, even over the pattern order', () => {
		const both = new Set(['gallery/5.jpg', 'Gallery/pwrthr-gallery-5.avif']);
		expect(resolvePhoto(both, { folder: 'gallery', prefix: 'pwrthr-gallery-' }, 5)).toBe('gallery/5.jpg');
		expect(resolvePhoto(both, { folder: 'Gallery', prefix: 'pwrthr-gallery-' }, 5)).toBe('Gallery/pwrthr-gallery-5.avif');
	});
});

describe('photoCandidates', () => {
	it('lists folder case, then pattern, then extension, in that nesting', () => {
		const candidates = photoCandidates({ folder: 'athletes', prefix: 'pwrthr-athletes-' }, 3);
		expect(candidates).toHaveLength(2 * 2 * 7);
		expect(candidates.slice(0, 8)).toEqual([
			'athletes/pwrthr-athletes-3.avif',
			'athletes/pwrthr-athletes-3.webp',
			'athletes/pwrthr-athletes-3.JPG',
			'athletes/pwrthr-athletes-3.JPEG',
			'athletes/pwrthr-athletes-3.jpg',
			'athletes/pwrthr-athletes-3.png',
			'athletes/pwrthr-athletes-3.jpeg',
			'athletes/3.avif',
		]);
		expect(candidates[14]).toBe('Athletes/pwrthr-athletes-3.avif');
		expect(candidates.at(-1)).toBe('Athletes/3.jpeg');
	});

	it('tries only the plain number without a prefix', () => {
		expect(photoCandidates(clients, 12)).toEqual([
			...['avif', 'webp', 'JPG', 'JPEG', 'jpg', 'png', 'jpeg'].map((ext) => `clients/12.${ext}`),
			...['avif', 'webp', 'JPG', 'JPEG', 'jpg', 'png', 'jpeg'].map((ext) => `Clients/12.${ext}`),
		]);
	});

	it('tries a folder without letters once', () => {
		expect(photoCandidates({ folder: '2025' }, 1)).toHaveLength(7);
	});
});

describe('otherCase and albumFolder', () => {
	it.each([
		['classes', 'Classes'],
		['Classes', 'classes'],
		['CLASSES', 'classes'],
		['2025', '2025'],
	])('%s -> %s', (folder, expected) => {
		expect(otherCase(folder)).toBe(expected);
	});

	it.each([
		['content/gallery/Classes/index.yaml', 'Classes'],
		['content\\gallery\\facilities\\index.yaml', 'facilities'],
	])('%s sits in %s', (file, folder) => {
		expect(albumFolder(file)).toBe(folder);
	});

	it('rejects an entry outside a folder', () => {
		expect(() => albumFolder('index.yaml')).toThrow("index.yaml: an album's index.yaml must sit in its own folder");
	});
});

describe('resolveAlbum', () => {
	it('counts each photo number once, across both patterns', () => {
		expect(photoNumbersFound(files, facilities)).toEqual([1, 2, 3, 4, 5, 8, 9]);
		expect(photoNumbersFound(files, clients)).toEqual([1, 3]);
	});

	it('resolves every listed photo and warns about missing photos and the count', () => {
		const { paths, warnings } = resolveAlbum(files, facilities, 8);
		expect(paths).toEqual([
			'facilities/pwrthr-facilities-1.jpg',
			'facilities/pwrthr-facilities-2.avif',
			'facilities/pwrthr-facilities-3.JPEG',
			'facilities/pwrthr-facilities-4.png',
			'facilities/5.jpeg',
			undefined,
			undefined,
			'facilities/pwrthr-facilities-8.webp',
		]);
		expect(warnings).toEqual([
			'content/gallery/facilities/index.yaml: photo 6 has no file named pwrthr-facilities-6 or 6 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
			'content/gallery/facilities/index.yaml: photo 7 has no file named pwrthr-facilities-7 or 7 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
			'content/gallery/facilities/index.yaml: lists 8 photos but 7 photo files were found; add photo 9 to the list or remove the file',
		]);
	});

	it('does not look for photos that name their own file by number, and counts them as found', () => {
		const { paths, warnings } = resolveAlbum(files, facilities, 9, new Set([6, 7]));
		expect(paths.slice(5, 7)).toEqual([undefined, undefined]);
		expect(warnings).toEqual([]);
	});

	it.each([
		['a list matching the files', { folder: 'Classes', prefix: 'pwrthr-classes-' }, 2, []],
		[
			'more files than listed',
			{ folder: 'Classes', prefix: 'pwrthr-classes-' },
			1,
			['content/gallery/Classes/index.yaml: lists 1 photos but 2 photo files were found; add photo 2 to the list or remove the file'],
		],
		[
			'the clients rule leaves a prefixed upload unmatched',
			clients,
			3,
			[
				'content/gallery/clients/index.yaml: photo 2 has no file named 2 (.avif, .webp, .JPG, .JPEG, .jpg, .png, .jpeg); the placeholder is shown',
				'content/gallery/clients/index.yaml: lists 3 photos but 2 photo files were found',
			],
		],
	] as const)('%s', (_, album, count, expected) => {
		expect(resolveAlbum(files, album, count).warnings).toEqual(expected);
	});
});
