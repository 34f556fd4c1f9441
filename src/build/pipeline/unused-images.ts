import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { photoFile } from '../../lib/content/image-files.ts';

const text = /\.(html|css|js|mjs|json|xml|txt|webmanifest)$/i;

/**
 * Photo files under `_astro/` of the build folder `root` that no built text file names, as paths relative to
 * root. Astro copies every imported original there, even when pages only use resized AVIF and WebP copies of it.
 * Photo types only: an SVG original is a couple of kilobytes, so its copy is left in place.
 */
export function unusedImages(root: string): string[] {
	const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
	const corpus = files
		.filter((name) => text.test(name))
		.map((name) => readFileSync(path.join(root, name), 'utf8'))
		.join('\n');
	return files.filter((name) => name.startsWith(`_astro${path.sep}`) && photoFile.test(name) && !corpus.includes(path.basename(name)));
}

/** Deletes the build's unreferenced image copies, so the output holds only files a browser or a link preview can ask for. */
export function dropUnusedImages(root: string): number {
	const unused = unusedImages(root);
	for (const name of unused) rmSync(path.join(root, name));
	return unused.length;
}
