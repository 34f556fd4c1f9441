import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { albumSchema } from '@/lib/schemas/albums';

import { imageStub } from '../../../support/image-stub';

const schema = albumSchema(imageStub);

const valid = {
	title: 'Open Day',
	description: 'A look around the gym.',
	cover: './open-day-1.jpg',
	coverAlt: 'A rack',
	fileNamePrefix: 'open-day-',
	photos: [{ alt: 'A rack', caption: 'Racks' }, { alt: 'A platform' }],
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('albumSchema', () => {
	it('accepts an album and fills in the defaults', () => {
		expect(schema.parse(valid)).toMatchObject({ listed: true, order: 100 });
	});

	it('accepts an unlisted album without prefix or captions', () => {
		const socials = {
			title: 'Socials',
			description: 'Progress.',
			cover: './1.jpg',
			coverAlt: 'A client',
			listed: false,
			photos: [{ alt: 'A client' }],
		};
		expect(problem(socials)).toBeUndefined();
	});

	it.each([
		['a misspelt key', { ...valid, captions: [] }, ': Unrecognized key: "captions"'],
		[
			'a photo without alt text',
			{ ...valid, photos: [{ caption: 'Racks' }] },
			'photos.0.alt: Invalid input: expected string, received undefined',
		],
		['blank alt text', { ...valid, photos: [{ alt: '  ' }] }, 'photos.0.alt: Describe the image for screen readers'],
		[
			'an empty caption',
			{ ...valid, photos: [{ alt: 'A rack', caption: '' }] },
			'photos.0.caption: Too small: expected string to have >=1 characters',
		],
		['no photos', { ...valid, photos: [] }, 'photos: List at least one photo'],
		[
			'a prefix with a slash',
			{ ...valid, fileNamePrefix: 'photos/open-day-' },
			'fileNamePrefix: Use letters, digits, hyphens and underscores only, e.g. summer-social-',
		],
		['listed as text', { ...valid, listed: 'no' }, 'listed: Invalid input: expected boolean, received string'],
	])('rejects %s', (_, input, expected) => {
		expect(problem(input)).toBe(expected);
	});
});

describe('the albums in content/gallery', () => {
	const read = (folder: string) =>
		schema.parse(parse(readFileSync(new URL(`../../../../content/gallery/${folder}/index.yaml`, import.meta.url), 'utf8')));

	const folders = readdirSync(new URL('../../../../content/gallery/', import.meta.url), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name);

	it.each(folders)('%s/index.yaml is valid and describes every photo', (folder) => {
		const album = read(folder);
		for (const photo of album.photos) expect(photo.alt.trim()).not.toBe('');
	});
});
