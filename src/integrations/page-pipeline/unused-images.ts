import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const text = /\.(html|css|js|mjs|json|xml|txt|webmanifest)$/i;

/**
 * Photo files under `_astro/` of the build folder `root` that no built text file names, as paths relative to
 * root. Astro copies every imported original there, even when pages only use resized AVIF and WebP copies of it.
 * `photoFile` names the photo types; other originals (an SVG is a couple of kilobytes) are left in place.
 */
export function unusedImages(root: string, photoFile: RegExp): string[] {
	const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
	const corpus = files
		.filter((name) => text.test(name))
		.map((name) => readFileSync(path.join(root, name), 'utf8'))
		.join('\n');
	return files.filter((name) => name.startsWith(`_astro${path.sep}`) && photoFile.test(name) && !corpus.includes(path.basename(name)));
}

/** Deletes the build's unreferenced image copies, so the output holds only files a browser or a link preview can ask for. */
export function dropUnusedImages(root: string, photoFile: RegExp): number {
	const unused = unusedImages(root, photoFile);
	for (const name of unused) rmSync(path.join(root, name));
	return unused.length;
}
