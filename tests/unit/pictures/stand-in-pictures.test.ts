import { globSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { listContentImages } from '@/build/content-check/files';
import { findStandInPictures } from '@/build/launch/stand-ins';
import { imageGlob } from '@/lib/content/image-files';
import { isStandInPicture } from '@/pictures/stand-in-pictures';

// Vite needs import.meta.glob's pattern as a literal, so stand-in-pictures.ts spells out imageGlob; what the pattern
// finds must be exactly the pictures the content checks list.
describe("content pictures' glob", () => {
	const pattern = `content/**/*.${imageGlob}`;

	it('is imageGlob under content/, spelt out', () => {
		const source = readFileSync('src/pictures/stand-in-pictures.ts', 'utf8');
		expect(source).toContain(`import.meta.glob<ImageMetadata>('/${pattern}'`);
	});

	it('finds every picture under content/ and nothing else', () => {
		expect(globSync(pattern).sort()).toEqual(listContentImages(process.cwd()).sort());
	});
});

describe('isStandInPicture', () => {
	it('takes a picture from outside content/ for a real one', () => {
		const elsewhere: ImageMetadata = { src: '/_astro/not-in-content.abc123.jpg', width: 800, height: 600, format: 'jpg' };
		expect(isStandInPicture(elsewhere)).toBe(false);
	});

	it('names a picture of content/ a stand-in exactly when its file carries the stand-in marker', async () => {
		const paths = listContentImages(process.cwd());
		const standIns = new Set(findStandInPictures(paths.map((path) => ({ path, bytes: readFileSync(path) }))));
		expect(paths.length).toBeGreaterThan(0);
		for (const path of paths) {
			const { default: picture } = (await import(/* @vite-ignore */ `/${path}`)) as { default: ImageMetadata };
			expect.soft(isStandInPicture(picture), path).toBe(standIns.has(path));
		}
	});
});
