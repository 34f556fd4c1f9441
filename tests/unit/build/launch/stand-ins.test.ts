import { describe, expect, it } from 'vitest';

import { findStandInPictures, findStandIns, standInMarker, summarisePictures } from '@/build/launch/stand-ins';

describe('findStandIns', () => {
	it.each([
		[
			'a Markdown entry flagged standIn: true',
			'content/team/anna.md',
			'---\nname: Anna\nstandIn: true\n---\nBio',
			['content/team/anna.md'],
		],
		[
			'a Markdown entry with Windows line endings',
			'content/team/anna.md',
			'---\r\nname: Anna\r\nstandIn: true\r\n---\r\nBio',
			['content/team/anna.md'],
		],
		['a YAML entry flagged standIn: true', 'content/plans/x.yaml', 'title: X\nstandIn: true\n', ['content/plans/x.yaml']],
		[
			'settings with a list of made-up fields',
			'content/settings/site.yaml',
			'name: Gym\nstandIn: [url, email]\n',
			['content/settings/site.yaml (url, email)'],
		],
		['an entry marked standIn: false', 'content/team/real.md', '---\nname: Real\nstandIn: false\n---\n', []],
		['an empty stand-in list', 'content/settings/site.yaml', 'name: Gym\nstandIn: []\n', []],
		['an entry without the flag', 'content/team/real.md', '---\nname: Real\n---\n', []],
		['a Markdown file without frontmatter', 'content/README.md', '# Editors guide\nstandIn: true\n', []],
		['an empty YAML file', 'content/x.yaml', '', []],
	])('%s', (_, path, text, expected) => {
		expect(findStandIns([{ path, text }])).toEqual(expected);
	});

	it('lists every stand-in of several files, in order', () => {
		expect(
			findStandIns([
				{ path: 'content/team/b.md', text: '---\nstandIn: true\n---\n' },
				{ path: 'content/team/real.md', text: '---\nname: R\n---\n' },
				{ path: 'content/team/a.md', text: '---\nstandIn: true\n---\n' },
			]),
		).toEqual(['content/team/b.md', 'content/team/a.md']);
	});
});

describe('findStandInPictures', () => {
	const bytes = (text: string) => new TextEncoder().encode(text);
	it.each([
		['an SVG with the marker comment', `<svg><!-- ${standInMarker} --></svg>`, true],
		['a JPEG whose description holds the marker', `\xff\xd8Exif\0${standInMarker}\0rest`, true],
		['a real photo', '\xff\xd8Exif\0Canon EOS\0rest', false],
		['an SVG logo the gym supplied', '<svg><path d="M0 0"/></svg>', false],
	])('%s', (_, text, expected) => {
		expect(findStandInPictures([{ path: 'content/x.jpg', bytes: bytes(text) }])).toEqual(expected ? ['content/x.jpg'] : []);
	});
});

describe('summarisePictures', () => {
	it('gives one line per folder, naming a lone file', () => {
		expect(summarisePictures(['content/team/a.jpg', 'content/team/b.jpg', 'content/settings/logo.svg'])).toEqual([
			'content/team (2 pictures)',
			'content/settings/logo.svg',
		]);
	});
});
