import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedImages } from '@/integrations/unused-images.mjs';

describe('unusedImages', () => {
	it('lists image copies under _astro/ that no page, stylesheet, script or feed names', () => {
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
		expect(unusedImages(root)).toEqual([path.join('_astro', 'original.jpg')]);
	});
});
