import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { listContentImages, readContentTexts } from '../../src/build/content-files';
import { findStandInFacts } from '../../src/build/launch-list';
import { findStandInPictures } from '../../src/build/stand-ins';
import { sitemapPaths } from '../support/built-pages';

// /admin/launch lists what is still made up, counted here from content/ as the build's warnings count it. Its
// "ready to launch" state, once every stand-in is replaced, is checked without a build (tests/unit/build/launch-list-page.test.ts).
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
