import { describe, expect, it } from 'vitest';

import {
	cropOf,
	fallbackWidthOf,
	fullPicture,
	pictureFormats,
	type PicturePreset,
	picturePresets,
	sharePicture,
	takesGrade,
} from '@/lib/picture-presets';

describe('picturePresets', () => {
	it.each(Object.entries(picturePresets))('%s lists rising widths and a sizes rule ending in a default', (_, preset) => {
		expect(preset.widths.length).toBeGreaterThan(0);
		expect([...preset.widths].sort((a, b) => a - b)).toEqual(preset.widths);
		expect(new Set(preset.widths).size).toBe(preset.widths.length);
		const last = preset.sizes.split(',').at(-1)?.trim() ?? '';
		expect(last, 'the last sizes entry has no media condition').not.toMatch(/^\(/);
	});

	it('builds AVIF sources with a WebP fallback and never JPEG', () => {
		expect(pictureFormats).toEqual({ sources: ['avif'], fallback: 'webp' });
	});
});

describe('takesGrade', () => {
	const graded: PicturePreset = { widths: [480], sizes: '100vw' };
	const ownColours: PicturePreset = { widths: [480], sizes: '100vw', grade: false };
	it.each<[string, PicturePreset, boolean, boolean]>([
		['a real photo in a graded slot', graded, false, true],
		['a stand-in, drawn in the grade already', graded, true, false],
		['a real photo in a slot whose own colours matter (a product)', ownColours, false, false],
		['a stand-in in a slot whose own colours matter', ownColours, true, false],
	])('%s', (_, preset, standIn, expected) => {
		expect(takesGrade(preset, standIn)).toBe(expected);
	});
});

describe('cropOf', () => {
	it.each<[string, PicturePreset, ReturnType<typeof cropOf>]>([
		['a 4:3 crop', { widths: [320, 480, 640], sizes: '50vw', crop: [4, 3] }, { width: 640, height: 480, fit: 'cover' }],
		['a 16:9 crop, rounded', { widths: [400, 1000], sizes: '100vw', crop: [16, 9] }, { width: 1000, height: 563, fit: 'cover' }],
		['a square crop', { widths: [960, 320], sizes: '100vw', crop: [1, 1] }, { width: 960, height: 960, fit: 'cover' }],
		['no crop', { widths: [640, 1280], sizes: '100vw' }, {}],
	])('%s', (_, preset, expected) => {
		expect(cropOf(preset)).toEqual(expected);
	});

	it('crops the album covers and thumbnails to 4:3 at their widest files', () => {
		expect(cropOf(picturePresets.albumCover)).toEqual({ width: 800, height: 600, fit: 'cover' });
		expect(cropOf(picturePresets.albumThumb)).toEqual({ width: 640, height: 480, fit: 'cover' });
	});
});

describe('single-file pictures', () => {
	it('a full-size gallery photo is the pictures’ fallback format', () => {
		expect(fullPicture.format).toBe(pictureFormats.fallback);
	});

	it('the share picture is a 1200 px JPEG, the format every link-preview scraper reads', () => {
		expect(sharePicture).toEqual({ width: 1200, format: 'jpg' });
	});
});

describe('fallbackWidthOf', () => {
	const preset = { widths: [400, 700, 1000], sizes: '100vw' };
	it.each([
		['the narrowest width', 2000, 400],
		['the narrowest width, when the upload is narrower than the widest', 800, 400],
		['the upload itself when it is narrower than every width', 300, 300],
	])('gives %s', (_, upload, width) => {
		expect(fallbackWidthOf(preset, upload)).toBe(width);
	});
});
