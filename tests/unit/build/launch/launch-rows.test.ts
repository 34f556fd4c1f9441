import { describe, expect, it } from 'vitest';

import type { LaunchWarningGroup, StandInFact, StandInPicture } from '@/build/launch/launch-list';
import { type EditorNames, launchRows } from '@/build/launch/launch-rows';

// An editor of the test's own: every file under content/ has a form named after it, and a field's label is its key
// in capitals, so each row shows which it was given.
const editor: EditorNames = {
	formOf: (file, entry) => (file.startsWith('content/') ? { label: `Form of ${entry ?? file}`, href: `#${file}` } : undefined),
	fieldLabel: (key) => key.toUpperCase(),
};
const fact: StandInFact = { file: 'content/plans/zz-plan.yaml', entry: 'Zz Plan', fields: ['price', 'signUpUrl'] };
const picture: StandInPicture = {
	file: 'content/team/zz.jpg',
	uses: [
		{ page: '/about-us', where: 'content/team/zz.md: photo' },
		{ page: '/classes/zz-club', where: 'content/team/zz.md: photo' },
		{ page: '/about-us', where: 'content/classes/zz-club.mdx: coaches' },
	],
	subject: 'Zz coaching',
	shape: '4:5 portrait',
	width: 400,
	height: 500,
};
const warning = { file: 'content/classes/zz-club.mdx', message: 'description: says "twice per week"' };
const rows = (facts: StandInFact[], pictures: StandInPicture[], warnings: LaunchWarningGroup[]) =>
	launchRows({ facts, pictures, warnings }, editor);

describe('launchRows', () => {
	it.each([
		{ name: 'nothing left', facts: [], pictures: [], warnings: [], counts: [0, 0, 0], ready: true },
		{
			name: 'an empty warning heading',
			facts: [],
			pictures: [],
			warnings: [{ heading: 'Zz', warnings: [] }],
			counts: [0, 0, 0],
			ready: true,
		},
		{ name: 'a fact', facts: [fact], pictures: [], warnings: [], counts: [1, 0, 0], ready: false },
		{ name: 'two pictures', facts: [], pictures: [picture, picture], warnings: [], counts: [0, 2, 0], ready: false },
		{
			name: 'warnings under two headings',
			facts: [],
			pictures: [],
			warnings: [
				{ heading: 'Zz', warnings: [warning, warning] },
				{ heading: 'Zy', warnings: [warning] },
			],
			counts: [0, 0, 3],
			ready: false,
		},
	])('$name: counts $counts, ready $ready', ({ facts, pictures, warnings, counts, ready }) => {
		const list = rows(facts, pictures, warnings);
		expect([list.counts.facts, list.counts.pictures, list.counts.warnings]).toEqual(counts);
		expect(list.ready).toBe(ready);
	});

	it.each([
		{ name: 'made-up fields by their labels', fact, row: { entry: 'Zz Plan', file: fact.file, fields: ['PRICE', 'SIGNUPURL'] } },
		{ name: 'a whole entry made up', fact: { ...fact, fields: [] }, row: { entry: 'Zz Plan', file: fact.file, fields: [] } },
	])('a fact row: $name, with the form of its entry', ({ fact: given, row }) => {
		expect(rows([given], [], []).facts).toEqual([{ ...row, form: { label: 'Form of Zz Plan', href: `#${fact.file}` } }]);
	});

	it('numbers the pictures and names each page once, linked, with the form of the first entry naming it', () => {
		const [first, second] = rows([], [picture, { ...picture, uses: [] }], []).pictures;
		expect(first).toEqual({
			file: picture.file,
			subject: 'Zz coaching',
			shape: '4:5 portrait',
			width: 400,
			height: 500,
			number: 1,
			pages: [
				{ label: '/about-us', href: '/about-us' },
				{ label: '/classes/zz-club', href: '/classes/zz-club' },
			],
			form: { label: 'Form of content/team/zz.md', href: '#content/team/zz.md' },
		});
		expect(second).toMatchObject({ number: 2, pages: [], form: undefined });
	});

	it.each([
		{ page: '/', listed: { label: '/ (home)', href: '/' } },
		{ page: '/gallery/zz', listed: { label: '/gallery/zz', href: '/gallery/zz' } },
		{ page: 'every page (the share picture)', listed: { label: 'every page (the share picture)' } },
	])('a picture on $page', ({ page, listed }) => {
		const [row] = rows([], [{ ...picture, uses: [{ page, where: 'content/settings/site.yaml: ogImage' }] }], []).pictures;
		expect(row?.pages).toEqual([listed]);
	});

	it('gives each warning heading an id, with the form of each file, and none for a warning of no file', () => {
		const list = rows(
			[],
			[],
			[
				{ heading: 'Empty', warnings: [] },
				{ heading: 'Zz', warnings: [warning, { file: '', message: 'the site as a whole' }] },
			],
		);
		expect(list.warningGroups).toEqual([
			{
				id: 'warnings-1',
				heading: 'Zz',
				rows: [
					{ ...warning, form: { label: `Form of ${warning.file}`, href: `#${warning.file}` } },
					{ file: '', message: 'the site as a whole', form: undefined },
				],
			},
		]);
	});
});
