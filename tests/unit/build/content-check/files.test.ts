import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { listContentImages, readContentTexts } from '@/build/content-check/files';

describe('content files', () => {
	const root = mkdtempSync(path.join(tmpdir(), 'content-files-'));
	for (const [name, text] of Object.entries({
		'README.md': '# Editors guide',
		'team/anna.md': '---\nname: Anna\n---\n',
		'team/anna.jpg': '',
		'blog/a/index.mdx': '---\nheading: A\n---\n',
		'blog/a/cover.avif': '',
		'settings/site.yaml': 'name: Gym\n',
		'settings/logo.svg': '<svg/>',
		'gallery/a/1.JPG': '',
		'gallery/a/clip.gif': '',
	})) {
		mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true });
		writeFileSync(path.join(root, 'content', name), text);
	}

	it('reads the text editors write, without the editors guide', () => {
		expect(readContentTexts(root).map(({ path: file }) => file)).toEqual([
			'content/blog/a/index.mdx',
			'content/settings/site.yaml',
			'content/team/anna.md',
		]);
		expect(readContentTexts(root)[2]?.text).toContain('name: Anna');
	});

	it('lists the pictures of the types content/ may hold, in any case', () => {
		expect(listContentImages(root)).toEqual([
			'content/blog/a/cover.avif',
			'content/gallery/a/1.JPG',
			'content/settings/logo.svg',
			'content/team/anna.jpg',
		]);
	});
});
