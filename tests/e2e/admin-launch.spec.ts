import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { listContentImages, readContentTexts } from '../../src/build/content-files';
import { findStandInFacts } from '../../src/build/launch-list';
import { findStandInPictures, standInMarker } from '../../src/build/stand-ins';
import { fixtureSite } from '../support/fixture-site';
import { sitemapPaths } from '../support/built-pages';

// Issue 39: /admin/launch lists what is still made up, counted here from content/ as the build's warnings count it, and
// says the site is ready once nothing is: proven on a copy of the site with every stand-in replaced.
const root = process.cwd();
const standInPictures = (dir: string) =>
	findStandInPictures(listContentImages(dir).map((path) => ({ path, bytes: readFileSync(join(dir, path)) })));

test('lists every stand-in fact and picture of the build, is noindex and out of the sitemap, and the editor links to it', async ({
	page,
	request,
}) => {
	const facts = findStandInFacts(readContentTexts(root));
	const pictures = standInPictures(root);
	await page.goto('/admin/launch');
	await expect(page.getByRole('heading', { level: 1, name: 'Launch list' })).toBeVisible();
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	expect(sitemapPaths()).not.toContain('/admin/launch');

	const factsTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Change it in' }) });
	const picturesTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'File to replace' }) });
	await expect(factsTable.locator('tbody tr')).toHaveCount(facts.length);
	await expect(picturesTable.locator('tbody tr')).toHaveCount(pictures.length);
	// Each fact links to the editor's form for its entry; each picture names its file, shape and smallest size.
	for (const fact of facts) {
		const row = factsTable.locator('tbody tr').filter({ hasText: fact.file });
		await expect(row.getByRole('link')).toHaveAttribute('href', /^\/admin#\/collections\/[\w-]+\/entries\/[\w-]+$/);
	}
	const rows = await picturesTable.locator('tbody tr').allInnerTexts();
	for (const path of pictures) {
		const row = rows.find((text) => text.includes(path)) ?? '';
		expect(row, path).toMatch(/\d+:\d+ (landscape|portrait|square)\s+\d+ × \d+/);
	}
	console.log(`/admin/launch: ${facts.length} stand-in facts, ${pictures.length} stand-in pictures left`);

	// The editor links to it from Gym settings.
	const config = await (await request.get('/admin/config.yml')).text();
	expect(config).toContain('[launch list](/admin/launch)');
});

test('says the site is ready, with no list, once every stand-in is replaced (a copy of the site)', async ({ page }) => {
	// A copy of the site, its pictures re-saved and its build: a minute or two on a busy machine.
	test.setTimeout(240_000);
	const site = fixtureSite('admin-launch-');
	try {
		// Staff correct each made-up entry and take away its mark...
		for (const { path, text } of readContentTexts(site.dir)) {
			if (/^standIn:.*$/m.test(text)) writeFileSync(join(site.dir, path), text.replace(/^standIn:.*\n/m, ''));
		}
		// ...and replace each stand-in picture with a photo: here the same picture without the stand-in marker.
		for (const path of standInPictures(site.dir)) {
			const file = join(site.dir, path);
			if (path.endsWith('.svg')) writeFileSync(file, readFileSync(file, 'utf8').replace(`<!-- ${standInMarker} -->`, ''));
			else writeFileSync(file, await sharp(readFileSync(file)).toBuffer());
		}
		expect(standInPictures(site.dir)).toEqual([]);
		// Every picture is new, so the build would encode each afresh; this page needs none of them encoded, so the
		// copy passes pictures through as they are.
		site.edit('astro.config.mjs', 'import { defineConfig, sharpImageService }', 'import { defineConfig, passthroughImageService }');
		site.edit('astro.config.mjs', /service: sharpImageService\([^\n]*\),/, 'service: passthroughImageService(),');
		const build = await site.run('astro', ['build']);
		expect(build.code, build.output).toBe(0);
		const server = await site.serve('preview');
		try {
			await page.goto(`${server.url}/admin/launch`);
			await expect(page.getByRole('status')).toHaveText('Nothing is made up any more: the site is ready to launch.');
			await expect(page.getByRole('table')).toHaveCount(0);
		} finally {
			server.stop();
		}
	} finally {
		site.remove();
	}
});
