import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { findStandInPictures } from '@/build/launch/stand-ins';

// Every picture under content/ as the build imports it, keyed by its path from the project root. Vite needs the pattern
// as a literal, so it spells out imageGlob (src/lib/content/image-files.ts); its unit test holds the two in step.
const contentPictures = import.meta.glob<ImageMetadata>('/content/**/*.{avif,jpg,jpeg,png,webp,svg,AVIF,JPG,JPEG,PNG,WEBP,SVG}', {
	eager: true,
	import: 'default',
});

let standIns: ReadonlySet<string> | undefined;

/**
 * The `src` of every stand-in picture under content/. The build runs from the project's root, where the paths start, as
 * /admin/launch reads content/ (astro:config/server's `root` would pull every page into this module's chunk).
 */
function findStandInSources(): ReadonlySet<string> {
	const files = Object.keys(contentPictures).map((path) => ({ path, bytes: readFileSync(join(process.cwd(), path)) }));
	const marked = new Set(findStandInPictures(files));
	return new Set(Object.entries(contentPictures).flatMap(([path, picture]) => (marked.has(path) ? [picture.src] : [])));
}

/**
 * Whether a picture is a stand-in of content/: its file still carries the stand-in marker. A picture is known by its
 * `src`, which every import of one file shares; one from elsewhere is no stand-in.
 */
export function isStandInPicture(picture: ImageMetadata): boolean {
	standIns ??= findStandInSources();
	return standIns.has(picture.src);
}
