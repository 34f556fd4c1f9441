// @ts-check
// Builds the hero loop: one slow scene, an athlete swinging a kettlebell, facing into the frame, in a wide cut for
// landscape screens and a tall one for phones held upright. One rep is the loop: the swing is drawn at its phase for
// every frame (figures.mjs, `motions`), and the last frame runs into the first, so the loop has no seam and no cut.
// Needs ffmpeg (Debian: apt-get install ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { standInMarker } from '../../src/build/stand-ins.ts';
import { heroVideos } from '../../src/components/home/hero-video.ts';
import { standInSvg } from './art.mjs';

/**
 * The one scene, in two cuts: `wide` for landscape screens and `tall` for phones held upright, each with its poster
 * (its first frame). No words in either; the athlete faces into the frame (`flip`).
 * - wide: the athlete up and to the right, clear of the text at the bottom left, cropped by the frame's bottom edge
 *   (the shins and feet are out of the picture).
 * - tall: the whole athlete on a floor, in the middle of the frame with room at the sides, which tall phones crop.
 * Both keep the top clear, where the site's header lies over the hero.
 */
export const heroCuts = /** @type {const} */ ({
	wide: {
		scene: {
			width: 1280,
			height: 720,
			subject: 'kettlebellSwing',
			palette: 'ember',
			crop: { zoom: 1.15, x: 0.8, y: 0.6, flip: true },
			backdrop: 'slab',
			// Moving grain costs far too many bytes in a video; the print look comes from the duotone alone.
			grain: false,
		},
		poster: 'content/settings/hero-poster.jpg',
		video: `public/${heroVideos.wide}`,
	},
	tall: {
		scene: {
			width: 720,
			height: 1280,
			subject: 'kettlebellSwing',
			palette: 'ember',
			crop: { zoom: 1, x: 0.63, y: 0.42, flip: true },
			backdrop: 'plain',
			grain: false,
		},
		poster: 'content/settings/hero-poster-tall.jpg',
		video: `public/${heroVideos.tall}`,
	},
});

/** Frames a second, and seconds for one rep: a slow swing, the loop's length. */
export const fps = 24;
export const loop = 3;

/** The phase of each frame of the loop: one rep, the first frame (the poster) at the float, none repeated. */
export const framePhases = () => Array.from({ length: fps * loop }, (_, i) => i / (fps * loop));

/**
 * Writes one cut: its poster and its video, as MP4 (H.264) and WebM (VP9).
 * @param {string} root repository root, ending in /
 * @param {(typeof heroCuts)[keyof typeof heroCuts]} cut
 */
async function makeCut(root, { scene, poster, video }) {
	const dir = mkdtempSync(join(tmpdir(), 'hero-'));
	const frames = framePhases().map((phase) => Buffer.from(standInSvg({ ...scene, phase })));
	// The poster is the first frame, so nothing jumps when the video starts; it is also the reduced-motion image. Its
	// marker puts it on the build's list of stand-ins still to replace.
	await sharp(frames[0])
		.withExif({ IFD0: { ImageDescription: standInMarker } })
		.jpeg({ quality: 82, mozjpeg: true })
		.toFile(root + poster);
	for (const [i, frame] of frames.entries())
		await sharp(frame)
			.png()
			.toFile(join(dir, `frame-${String(i).padStart(3, '0')}.png`));
	mkdirSync(dirname(root + video), { recursive: true });
	const common = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', join(dir, 'frame-%03d.png'), '-an', '-pix_fmt', 'yuv420p'];
	const h264 = ['-c:v', 'libx264', '-profile:v', 'main', '-crf', '30', '-preset', 'veryslow', '-movflags', '+faststart'];
	execFileSync('ffmpeg', [...common, ...h264, `${root}${video}.mp4`]);
	// bitexact: no random segment ID in the WebM header, so a rerun writes the same bytes.
	execFileSync('ffmpeg', [
		...common,
		'-c:v',
		'libvpx-vp9',
		'-b:v',
		'0',
		'-crf',
		'42',
		'-row-mt',
		'1',
		'-fflags',
		'+bitexact',
		`${root}${video}.webm`,
	]);
	rmSync(dir, { recursive: true, force: true });
	for (const f of [`${video}.mp4`, `${video}.webm`])
		console.log(`${f}: ${statSync(root + f).size} bytes, ${frames.length} frames, ${loop} s`);
}

/** @param {string} root repository root, ending in / */
export async function makeHeroVideo(root) {
	for (const cut of Object.values(heroCuts)) await makeCut(root, cut);
}
