import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPicturePaths, takesGrade } from '@/components/ui/photo-grade';
import { listContentImages } from '@/build/content-check/files';
import { findStandInPictures } from '@/build/stand-ins';

const elsewhere: ImageMetadata = { src: '/_astro/not-in-content.abc123.jpg', width: 800, height: 600, format: 'jpg' };

// Vite needs import.meta.glob's pattern as a literal, so photo-grade.ts spells out imageGlob; what it finds must be
// exactly the pictures the content checks list.
describe("content pictures' glob", () => {
	it('finds every picture under content/ and nothing else', () => {
		const pictures = listContentImages(process.cwd()).map((path) => `/${path}`);
		expect([...contentPicturePaths].sort()).toEqual(pictures.sort());
	});
});

describe('takesGrade', () => {
	it('leaves a slot whose own colours matter (a product) ungraded', () => {
		expect(takesGrade(elsewhere, false)).toBe(false);
	});

	it('grades a picture that is no file of content/', () => {
		expect(takesGrade(elsewhere, true)).toBe(true);
	});

	it('grades a picture of content/ exactly when its file lacks the stand-in marker', async () => {
		const paths = listContentImages(process.cwd());
		const standIns = new Set(findStandInPictures(paths.map((path) => ({ path, bytes: readFileSync(path) }))));
		expect(paths.length).toBeGreaterThan(0);
		for (const path of paths) {
			const { default: picture } = (await import(/* @vite-ignore */ `/${path}`)) as { default: ImageMetadata };
			expect.soft(takesGrade(picture, true), path).toBe(!standIns.has(path));
		}
	});
});
