import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { dropUnusedImages, unusedImages } from '@/integrations/page-pipeline/unused-images';
import { photoFile } from '@/lib/content/image-files';

/** A build folder with five image copies, four of which a built file names. */
const buildFolder = () => {
	const root = mkdtempSync(path.join(tmpdir(), 'unused-images-'));
	mkdirSync(path.join(root, '_astro'));
	for (const name of ['used.avif', 'linked.webp', 'in-script.png', 'original.jpg', 'og.jpg'])
		writeFileSync(path.join(root, '_astro', name), '');
	writeFileSync(path.join(root, 'favicon.png'), '');
	writeFileSync(
		path.join(root, 'index.html'),
		'<img src="/_astro/used.avif"><a href="/_astro/linked.webp"></a><meta content="https://x/_astro/og.jpg">',
	);
	writeFileSync(path.join(root, '_astro', 'island.js'), 'const src = "/_astro/in-script.png";');
	return root;
};

describe('unusedImages', () => {
	it('lists image copies under _astro/ that no page, stylesheet, script or feed names', () => {
		expect(unusedImages(buildFolder(), photoFile)).toEqual([path.join('_astro', 'original.jpg')]);
	});
});

describe('unusedImages by type', () => {
	it('takes photos in any case and leaves SVG copies', () => {
		const root = buildFolder();
		for (const name of ['camera.JPG', 'logo.svg']) writeFileSync(path.join(root, '_astro', name), '');
		expect(unusedImages(root, photoFile).sort()).toEqual([path.join('_astro', 'camera.JPG'), path.join('_astro', 'original.jpg')]);
	});
});

describe('dropUnusedImages', () => {
	it('deletes exactly those copies and says how many', () => {
		const root = buildFolder();
		expect(dropUnusedImages(root, photoFile)).toBe(1);
		expect(existsSync(path.join(root, '_astro', 'original.jpg'))).toBe(false);
		for (const kept of ['used.avif', 'linked.webp', 'in-script.png', 'og.jpg'])
			expect(existsSync(path.join(root, '_astro', kept))).toBe(true);
		expect(existsSync(path.join(root, 'favicon.png'))).toBe(true);
	});
});
