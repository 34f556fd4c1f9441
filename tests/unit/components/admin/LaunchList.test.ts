import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { slotFor } from '@/build/content-check/audits';
import { type LaunchWarningGroup, readLaunchList, type StandInFact, type StandInPicture } from '@/build/launch/launch-list';
import { launchRows } from '@/build/launch/launch-rows';
import { standInMarker } from '@/build/launch/stand-ins';
import { cmsFormOf } from '@/cms/config';
import { toLabel } from '@/cms/fields';
import LaunchList from '@/components/admin/LaunchList.astro';
import { adminPath } from '@/lib/content/entry-paths';

// /admin/launch: the list of what is still made up and of content:check's warnings, and the state staff work towards,
// "ready to launch", reached once every stand-in is replaced and every warning fixed. The page itself, built from
// content/, is checked in the browser (tests/e2e/admin/launch-list.spec.ts).
const fact: StandInFact = { file: 'content/plans/zz-plan.yaml', entry: 'Zz Plan', fields: ['price'] };
const picture: StandInPicture = {
	file: 'content/team/zz.jpg',
	uses: [{ page: '/about-us', where: 'content/team/zz.md: photo' }],
	subject: 'Zz coaching',
	shape: '4:5 portrait',
	width: 400,
	height: 500,
};

const warnings: LaunchWarningGroup[] = [
	{
		heading: 'Class guides whose words disagree with the timetable',
		warnings: [
			{ file: 'content/classes/zz-club.mdx', message: 'description: says "twice per week", but the timetable has Zz Club on 3 days' },
		],
	},
];

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});
const render = (facts: StandInFact[], pictures: StandInPicture[], warned: LaunchWarningGroup[] = []) =>
	container.renderToString(LaunchList, {
		props: {
			siteName: 'Zz Gym',
			built: '1 January 2027',
			...launchRows({ facts, pictures, warnings: warned }, { formOf: cmsFormOf, fieldLabel: toLabel }),
		},
	});

describe('the launch list page', () => {
	it('counts what is left and lists each fact, picture and warning in a table', async () => {
		const html = await render([fact], [picture, { ...picture, file: 'content/team/zy.jpg' }], warnings);
		expect(html).toMatch(/<p role="status"[^>]*>\s*1 stand-in fact, 2 stand-in\s+pictures and 1 warning left\.\s*<\/p>/);
		expect(html.match(/<table/g)).toHaveLength(3);
		expect(html).toContain('content/plans/zz-plan.yaml');
		expect(html).toMatch(/400 × 500/);
		expect(html).toContain('Class guides whose words disagree with the timetable (1)');
		expect(html).toContain('description: says &quot;twice per week&quot;, but the timetable has Zz Club on 3 days');
		expect(html).toMatch(/<code[^>]*>content\/classes\/zz-club\.mdx<\/code>/);
		expect(html).toContain(`href="${adminPath}#/collections/classes/entries/zz-club"`);
		expect(html).not.toContain('ready to launch');
	});

	it('is not ready while a warning is left, with nothing made up', async () => {
		const html = await render([], [], warnings);
		expect(html).toMatch(/<p role="status"[^>]*>\s*0 stand-in facts, 0 stand-in\s+pictures and 1 warning left\.\s*<\/p>/);
		expect(html).not.toContain('ready to launch');
	});

	it('says the site is ready, with no table, once nothing is made up or warned about', async () => {
		const html = await render([], [], []);
		expect(html).toMatch(
			/<p class="ready[^"]*" role="status"[^>]*>\s*Nothing is made up and nothing is warned about any more: the site is ready to launch\.\s*<\/p>/,
		);
		expect(html).not.toContain('<table');
		expect(html).not.toMatch(/left\./);
	});
});

describe('a site with a stand-in and a warning', () => {
	// A site of the test's own: a made-up team member with a marked picture, so the list starts full, and the warnings
	// content:check gives on it. Staff replace the picture with a photo too small for its slot (still a warning), then
	// with one that fits and take the mark away: only then is the list empty.
	const root = mkdtempSync(join(tmpdir(), 'launch-ready-'));
	afterAll(() => rmSync(root, { recursive: true, force: true }));
	const photoFile = join(root, 'content/team/zz-fixture.jpg');
	const photo = (width: number) =>
		sharp({ create: { width, height: Math.round((width * 5) / 4), channels: 3, background: '#553' } }).jpeg();

	it('leaves nothing on the launch list once the stand-in is replaced and no warning is left', async () => {
		mkdirSync(join(root, 'content/team'), { recursive: true });
		const entry = '---\nname: Zz\nphoto: ./zz-fixture.jpg\nphotoAlt: Zz coaching a squat\n';
		writeFileSync(join(root, 'content/team/zz-fixture.md'), `${entry}standIn: true\n---\n`);
		await photo(40)
			.withExif({ IFD0: { ImageDescription: standInMarker } })
			.toFile(photoFile);
		const before = await readLaunchList(root);
		expect(before.facts.map(({ file }) => file)).toEqual(['content/team/zz-fixture.md']);
		expect(before.pictures.map(({ file }) => file)).toEqual(['content/team/zz-fixture.jpg']);

		writeFileSync(join(root, 'content/team/zz-fixture.md'), `${entry}---\n`);
		await photo(40).toFile(photoFile);
		const small = await readLaunchList(root);
		expect([small.facts, small.pictures]).toEqual([[], []]);
		expect(small.warnings.flatMap((group) => group.warnings)).toEqual([
			{
				file: 'content/team/zz-fixture.md',
				message: expect.stringMatching(/^photo: 40 px wide, but the \w+ slot is drawn up to \d+ px/) as string,
			},
		]);

		await photo(slotFor('content/team/zz-fixture.md', 'photo')?.width ?? 0).toFile(photoFile);
		expect(await readLaunchList(root)).toEqual({ facts: [], pictures: [], warnings: [] });
	});
});
