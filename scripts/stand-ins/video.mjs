// @ts-check
// Builds the hero loop from three stand-in stills: each crossfades into the next and the last back
// into the first, so the loop has no visible seam. Needs ffmpeg (Debian: apt-get install ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { standInSvg } from './art.mjs';

/**
 * No words in any frame: the page's heading and button sit over the video. The subjects stand to
 * the right, clear of the heading at the bottom left.
 * @type {Parameters<typeof standInSvg>[0][]}
 */
export const heroScenes = [
	{ width: 1280, height: 720, subject: 'lifter', palette: 'ember', crop: { zoom: 0.95, x: 0.7, y: 0.52 }, backdrop: 'sun' },
	{ width: 1280, height: 720, subject: 'class', palette: 'blood', crop: { zoom: 0.9, x: 0.72, y: 0.55, flip: true }, backdrop: 'rings' },
	{ width: 1280, height: 720, subject: 'rack', palette: 'steel', crop: { zoom: 1.05, x: 0.68, y: 0.56 }, backdrop: 'split' },
];
const hold = 2.2;
const fade = 0.6;

/** @param {string} root repository root, ending in / */
export async function makeHeroVideo(root) {
	const dir = mkdtempSync(join(tmpdir(), 'hero-'));
	const frames = [];
	for (const [i, scene] of heroScenes.entries()) {
		const file = join(dir, `${i}.png`);
		await sharp(Buffer.from(standInSvg(scene)))
			.png()
			.toFile(file);
		frames.push(file);
	}
	const [first] = frames;
	if (!first) throw new Error('no hero scenes to render');
	// The first still doubles as the poster and the reduced-motion image.
	await sharp(first).jpeg({ quality: 80, mozjpeg: true }).toFile(`${root}content/settings/hero-poster.jpg`);
	frames.push(first);
	const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(hold + fade), '-i', f]);
	let filter = '';
	let last = '[0:v]';
	for (let i = 1; i < frames.length; i++) {
		const out = i === frames.length - 1 ? '[v]' : `[x${i}]`;
		filter += `${last}[${i}:v]xfade=transition=fade:duration=${fade}:offset=${(hold * i).toFixed(2)}${out};`;
		last = out;
	}
	// Drop the trailing copy of the first still so the loop ends where it starts.
	const length = (hold * (frames.length - 1)).toFixed(2);
	filter += `[v]trim=duration=${length},fps=24,format=yuv420p[out]`;
	mkdirSync(`${root}public/media`, { recursive: true });
	const common = ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', '[out]', '-an'];
	execFileSync('ffmpeg', [
		...common,
		'-c:v',
		'libx264',
		'-profile:v',
		'main',
		'-crf',
		'30',
		'-preset',
		'veryslow',
		'-movflags',
		'+faststart',
		`${root}public/media/hero.mp4`,
	]);
	execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', `${root}public/media/hero.webm`]);
	rmSync(dir, { recursive: true, force: true });
	for (const f of ['hero.mp4', 'hero.webm'])
		console.log(`public/media/${f}: ${statSync(`${root}public/media/${f}`).size} bytes, ${length} s`);
}
