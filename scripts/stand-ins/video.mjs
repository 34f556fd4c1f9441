// @ts-check
// Builds the hero loop: one slow scene, a bumper plate turning on the right of the frame. The plate has three grip
// cut-outs, so a third of a turn brings it back to where it started and the loop has no seam and no cut. The left
// and the bottom, where the page's heading, intro and JOIN NOW sit, stay an empty ground. Needs ffmpeg (Debian:
// apt-get install ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { standInSvg } from './art.mjs';

/** The one scene: no words in it, the subject up and to the right, clear of the text at the bottom left. */
export const heroScene = /** @type {const} */ ({
	width: 1280,
	height: 720,
	subject: 'plate',
	palette: 'ember',
	crop: { zoom: 1.05, x: 0.76, y: 0.38 },
	backdrop: 'none',
	// Moving grain costs far too many bytes in a video; the print look comes from the duotone alone.
	grain: false,
});

/** The scenes the video shows, in order: one. */
export const heroScenes = [heroScene];

/** Seconds for one third of a turn, the length of the loop. */
const loop = 12;

/**
 * The turning layer: the plate alone on a transparent square centred on its hub, so turning the square turns the
 * plate in place. The square has room around the plate: a plate drawn to the square's edge has its rim cut flat,
 * and the cut turns with it. The plate is drawn at the poster's size, so nothing jumps when the video starts.
 */
export function turningLayer(scene = heroScene) {
	const { width, height, crop } = scene;
	const plate = Math.min(width, height) * crop.zoom;
	// Even, for the video's 4:2:0 frames; a tenth wider than the plate.
	const size = 2 * Math.ceil((plate * 1.1) / 2);
	return {
		spec: {
			...scene,
			width: size,
			height: size,
			crop: { ...crop, zoom: plate / size, x: 0.5, y: 0.5 },
			layer: /** @type {const} */ ('subject'),
		},
		x: Math.round(width * crop.x - size / 2),
		y: Math.round(height * crop.y - size / 2),
	};
}

/** @param {string} root repository root, ending in / */
export async function makeHeroVideo(root) {
	const dir = mkdtempSync(join(tmpdir(), 'hero-'));
	const ground = join(dir, 'ground.png');
	const plate = join(dir, 'plate.png');
	// The poster is the first frame, so nothing jumps when the video starts; it is also the reduced-motion image.
	await sharp(Buffer.from(standInSvg(heroScene)))
		.jpeg({ quality: 82, mozjpeg: true })
		.toFile(`${root}content/settings/hero-poster.jpg`);
	await sharp(Buffer.from(standInSvg({ ...heroScene, layer: 'ground' })))
		.png()
		.toFile(ground);
	const { spec, x, y } = turningLayer();
	await sharp(Buffer.from(standInSvg(spec)))
		.png()
		.toFile(plate);
	const filter =
		`[1:v]format=rgba,rotate=a='2*PI/3*t/${loop}':c=none:ow=iw:oh=ih[p];` +
		`[0:v][p]overlay=x=${x}:y=${y}:shortest=1,fps=24,format=yuv420p[out]`;
	const inputs = ['-loop', '1', '-t', String(loop), '-i', ground, '-loop', '1', '-framerate', '24', '-t', String(loop), '-i', plate];
	mkdirSync(`${root}public/media`, { recursive: true });
	const common = ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', '[out]', '-an', '-t', String(loop)];
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
		console.log(`public/media/${f}: ${statSync(`${root}public/media/${f}`).size} bytes, ${loop} s`);
}
