import { describe, expect, it } from 'vitest';

import { imageExtensions, imageFile, imageGlob, photoExtensions, photoFile } from '@/lib/content/image-files';

describe('imageFile and photoFile', () => {
	it.each([
		['content/team/ann.jpg', true, true],
		['content/gallery/a/IMG_0001.JPEG', true, true],
		['content/blog/x/cover.Avif', true, true],
		['content/settings/logo.svg', true, false],
		['content/settings/LOGO.SVG', true, false],
		['content/gallery/a/clip.gif', false, false],
		['content/gallery/a/photo.heic', false, false],
		['content/team/ann.md', false, false],
		['content/team/jpg', false, false],
	])('%s: a picture %s, a photo %s', (path, picture, photo) => {
		expect(imageFile.test(path)).toBe(picture);
		expect(photoFile.test(path)).toBe(photo);
	});

	it('takes every listed type', () => {
		for (const ext of imageExtensions) expect(imageFile.test(`a.${ext}`), ext).toBe(true);
		for (const ext of photoExtensions) expect(photoFile.test(`a.${ext}`), ext).toBe(true);
	});
});

describe('imageGlob', () => {
	it('names every picture type once in lower and once in upper case', () => {
		const names = imageGlob.slice(1, -1).split(',');
		expect(imageGlob).toMatch(/^\{[^{}]+\}$/);
		expect(names.sort()).toEqual([...imageExtensions, ...imageExtensions.map((ext) => ext.toUpperCase())].sort());
	});
});
