// @ts-check
// Generates the stand-in artwork listed in ./manifests/*.mjs (and the hero video with --video).
// Usage: npm run media:stand-ins [-- <manifest name> ...] [-- --video]
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { standInSvg } from './art.mjs';
import { makeHeroVideo } from './video.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const manifestDir = new URL('./manifests/', import.meta.url);

/**
 * @typedef {{ out: string, width: number, height: number } & Parameters<typeof standInSvg>[0]} Spec
 * `out` is relative to the repository root; its extension picks the format (jpg, jpeg, png, webp, avif).
 */

/** @param {Spec} spec */
export async function writeStandIn(spec) {
	const file = root + spec.out;
	mkdirSync(dirname(file), { recursive: true });
	const ext = spec.out.split('.').pop()?.toLowerCase();
	let img = sharp(Buffer.from(standInSvg(spec)));
	if (ext === 'jpg' || ext === 'jpeg') img = img.jpeg({ quality: 82, mozjpeg: true });
	else if (ext === 'png') img = img.png({ compressionLevel: 9, palette: true });
	else if (ext === 'webp') img = img.webp({ quality: 80 });
	else if (ext === 'avif') img = img.avif({ quality: 60 });
	else if (ext === 'svg') {
		const { writeFileSync } = await import('node:fs');
		writeFileSync(file, standInSvg(spec));
		return;
	} else throw new Error(`${spec.out}: unknown image extension`);
	await img.toFile(file);
}

const names = readdirSync(manifestDir)
	.filter((f) => f.endsWith('.mjs'))
	.map((f) => f.replace(/\.mjs$/, ''));
let count = 0;
for (const name of names) {
	if (wanted.length && !wanted.includes(name)) continue;
	/** @type {{ default: Spec[] }} */
	const manifest = await import(new URL(`${name}.mjs`, manifestDir).href);
	for (const spec of manifest.default) {
		await writeStandIn(spec);
		count++;
	}
	console.log(`${name}: ${manifest.default.length} images`);
}
console.log(`${count} stand-in images written`);
if (args.includes('--video')) await makeHeroVideo(root);
