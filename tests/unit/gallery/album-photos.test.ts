import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderOf } from '@/lib/content/content-layout';
import { photoExtensions } from '@/lib/gallery/album-images';

// Vite needs import.meta.glob's pattern as a literal, so src/data/album-photos.ts spells out what the registry and
// photoExtensions say; this keeps the two in step.
const source = readFileSync(new URL('../../../src/data/album-photos.ts', import.meta.url), 'utf8');
const pattern = /import\.meta\.glob<ImageMetadata>\('([^']+)'/.exec(source)?.[1];

describe("album photos' glob", () => {
	it('is a literal the test can read', () => {
		expect(pattern).toBeDefined();
	});

	it.each([
		['the albums folder in the registry', (glob: string) => glob.startsWith(`/${folderOf('gallery')}/*/`)],
		['every photo extension, in order', (glob: string) => glob.endsWith(`*.{${photoExtensions.join(',')}}`)],
		['one photo folder deep', (glob: string) => glob === `/${folderOf('gallery')}/*/*.{${photoExtensions.join(',')}}`],
	])('names %s', (_, holds) => {
		expect(holds(pattern ?? '')).toBe(true);
	});
});
