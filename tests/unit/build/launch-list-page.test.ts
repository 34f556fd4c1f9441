import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLaunchList, type StandInFact, type StandInPicture } from '@/build/launch-list';
import { readContentTexts } from '@/build/content-files';
import { standInMarker } from '@/build/stand-ins';
import LaunchList from '@/components/admin/LaunchList.astro';

// /admin/launch: the list of what is still made up, and the state staff work towards, "ready to launch",
// reached once every stand-in in content/ is replaced. The page itself, built from content/, is checked in the browser
// (tests/e2e/admin-launch.spec.ts).
const fact: StandInFact = { file: 'content/plans/zz-plan.yaml', entry: 'Zz Plan', fields: ['price'] };
const picture: StandInPicture = {
	file: 'content/team/zz.jpg',
	uses: [{ page: '/about-us', where: 'content/team/zz.md: photo' }],
	subject: 'Zz coaching',
	shape: '4:5 portrait',
	width: 400,
	height: 500,
};

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});
const render = (facts: StandInFact[], pictures: StandInPicture[]) =>
	container.renderToString(LaunchList, { props: { siteName: 'Zz Gym', built: '1 January 2027', facts, pictures } });

describe('the launch list page', () => {
	it('counts what is left and lists each fact and picture in a table', async () => {
		const html = await render([fact], [picture, { ...picture, file: 'content/team/zy.jpg' }]);
		expect(html).toMatch(/<p role="status"[^>]*>\s*1 stand-in fact and 2 stand-in\s+pictures left\.\s*<\/p>/);
		expect(html.match(/<table/g)).toHaveLength(2);
		expect(html).toContain('content/plans/zz-plan.yaml');
		expect(html).toMatch(/400 × 500/);
		expect(html).not.toContain('ready to launch');
	});

	it('says the site is ready, with no table, once nothing is made up', async () => {
		const html = await render([], []);
		expect(html).toMatch(/<p class="ready[^"]*" role="status"[^>]*>\s*Nothing is made up any more: the site is ready to launch\.\s*<\/p>/);
		expect(html).not.toContain('<table');
		expect(html).not.toMatch(/stand-in (facts?|pictures?) left/);
	});
});

describe('content/ with every stand-in replaced', () => {
	// A copy of content/ as staff leave it: each made-up entry corrected and its mark taken away, each stand-in picture
	// replaced by a photo (a small picture without the marker: the list reads only the marker).
	const root = mkdtempSync(join(tmpdir(), 'launch-ready-'));
	afterAll(() => rmSync(root, { recursive: true, force: true }));

	it('leaves nothing on the launch list', async () => {
		cpSync(fileURLToPath(new URL('../../../content', import.meta.url)), join(root, 'content'), { recursive: true });
		// A stand-in of the test's own, a made-up entry with a marked picture, so the list starts full whatever content/
		// still holds, and the replacement below is what empties it.
		writeFileSync(join(root, 'content/team/zz-fixture.md'), '---\nname: Zz\nphoto: ./zz-fixture.jpg\nstandIn: true\n---\n');
		const photo = sharp({ create: { width: 40, height: 50, channels: 3, background: '#553' } });
		await photo
			.clone()
			.withExif({ IFD0: { ImageDescription: standInMarker } })
			.jpeg()
			.toFile(join(root, 'content/team/zz-fixture.jpg'));
		const before = await readLaunchList(root);
		expect(before.facts.map(({ file }) => file)).toContain('content/team/zz-fixture.md');
		expect(before.pictures.map(({ file }) => file)).toContain('content/team/zz-fixture.jpg');
		for (const { path, text } of readContentTexts(root)) {
			if (/^standIn:.*$/m.test(text)) writeFileSync(join(root, path), text.replace(/^standIn:.*\n/m, ''));
		}
		for (const { file } of before.pictures) {
			const path = join(root, file);
			if (file.endsWith('.svg')) writeFileSync(path, readFileSync(path, 'utf8').replace(`<!-- ${standInMarker} -->`, ''));
			else
				await photo
					.clone()
					.toFormat(file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp' : 'jpeg')
					.toFile(path);
		}
		expect(await readLaunchList(root)).toEqual({ facts: [], pictures: [] });
	});
});
