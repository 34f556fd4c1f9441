// @ts-check
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const image = /\.(avif|webp|jpe?g|png|gif)$/i;
const text = /\.(html|css|js|mjs|json|xml|txt|webmanifest)$/i;

/**
 * Image files under `_astro/` that no built text file names. Astro copies every imported original there,
 * even when pages only use resized AVIF and WebP copies of it.
 * @param {string} root the build folder
 * @returns {string[]} paths relative to root
 */
export function unusedImages(root) {
	const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
	const corpus = files
		.filter((name) => text.test(name))
		.map((name) => readFileSync(path.join(root, name), 'utf8'))
		.join('\n');
	return files.filter((name) => name.startsWith(`_astro${path.sep}`) && image.test(name) && !corpus.includes(path.basename(name)));
}

/**
 * Deletes the build's unreferenced image copies, so the output holds only files a browser or a link preview
 * can ask for (issue 11).
 * @returns {import('astro').AstroIntegration}
 */
export function dropUnusedImages() {
	return {
		name: 'drop-unused-images',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const unused = unusedImages(root);
				for (const name of unused) rmSync(path.join(root, name));
				logger.info(`${unused.length} unreferenced image copies removed`);
			},
		},
	};
}
