// @ts-check
// Builds the hero loop: one slow scene, equipment in motion and no person, a bumper plate turning on its hub over a
// halftone ground, lit as a photograph sees it (crimson rubber with a sheen, its weight and maker raised on its face, a
// turned steel hub: art/plate.mjs's litPlate) under one raking light from the left, in a wide cut for landscape screens
// and a tall one for phones held upright. One turn from a stamp of the plate's weight to the next (a third of a circle:
// the face carries it three times) is the loop, so the last frame runs into the first with no seam and no cut. Needs
// ffmpeg (Debian: apt-get install ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import sharp from 'sharp';
import { parse } from 'yaml';

import { standInMarker } from '../../src/build/launch/stand-ins.ts';
import { heroVideoFiles } from '../../src/lib/home/hero-video.ts';
import { standInSvg } from './art/equipment.mjs';
import { textPath } from './wordmark.mjs';

/**
 * The lettering moulded into the plate's face, as a bumper plate carries it: its weight, and the maker's name (the
 * gym's short name, from content/settings/site.yaml), set in the heading font as outlines, cap height 1000.
 */
const site = parse(readFileSync(new URL('../../content/settings/site.yaml', import.meta.url), 'utf8'));
const stamp = async (/** @type {string} */ text, /** @type {number} */ tracking) => ({
	...(await textPath(text, { height: 1000, tracking })),
	height: 1000,
});
export const plateStamps = {
	weight: await stamp('20 KG', 0.06),
	maker: await stamp(String(site.shortName ?? '').toLocaleUpperCase('en-GB'), 0.2),
};

/**
 * The one scene, in two cuts: `wide` for landscape screens and `tall` for phones held upright, each with its poster
 * (its first frame) and the field of content/settings/site.yaml that names its video. No words in either: the page sets
 * its own type over them.
 * - wide: the plate large at the right, cut by the frame's right and bottom edges, clear of the text at the left.
 * - tall: the plate large (about 120 % of a phone's width), bled off the right edge, its hub in the band between the
 *   site's header and the headline and its lower part passing behind the headline, under the picture's shade and the
 *   page's scrim. On a 375 x 812 phone (the frame cut to the screen's shape, centred) the header covers the top 72 px
 *   and the headline's capitals start about 255 px down, so the raised letters catch the light only across that band
 *   (`letterBand`, 12.5 to 28.5 % of the frame's height: 101 to 231 px there, 98 to 222 px on a 360 x 780 phone, 112
 *   to 255 px on a 414 x 896 one) and fade into the face's shade above and below it: as the plate turns, its 20 KG
 *   comes into the light on the left and leaves it, never under the header or the words. The halftone behind is
 *   toned down (`screen`) so the plate, not the dots, carries the picture.
 * `turn` is the degrees the plate turns in one loop.
 */
export const heroCuts = /** @type {const} */ ({
	wide: {
		scene: {
			width: 1280,
			height: 720,
			subject: 'plate',
			palette: 'signal',
			crop: { zoom: 1.25, x: 0.84, y: 0.62, angle: 0 },
			backdrop: 'halftone',
			shade: 'left',
			stamps: plateStamps,
			// Noise, moving or still, costs the loop far too many bytes: the frames leave the film grain (and the rubber's
			// own) out, and the poster alone carries it (`makeCut`).
			grain: false,
		},
		poster: 'content/settings/hero-poster.jpg',
		videoField: 'heroVideo',
	},
	tall: {
		scene: {
			width: 720,
			height: 1280,
			subject: 'plate',
			palette: 'signal',
			crop: { zoom: 1.03, x: 0.77, y: 0.235, angle: 40 },
			backdrop: 'halftone',
			screen: 0.2,
			shade: 'bottom',
			stamps: plateStamps,
			letterBand: { top: 0.125, bottom: 0.285 },
			grain: false,
		},
		poster: 'content/settings/hero-poster-tall.jpg',
		videoField: 'heroVideoTall',
		// A step finer than the wide cut: the plate fills a smaller frame, its letters turning across fewer pixels.
		crf: { h264: 32, vp9: 49 },
	},
});

/** Degrees the plate turns in one loop: from one grip cut-out to the next. */
export const turn = 120;

/**
 * The encoders' quality (higher is smaller): the plate's raised letters turning cost most of the loop's bytes, so it is
 * encoded a step coarser than a flat drawing would be, which keeps each file within a tenth of the flat loop's bytes;
 * in motion the letters read as a plate's moulding seen turning. The poster's JPEG quality keeps it near the same.
 */
const crf = { h264: 35, vp9: 51 };
const posterQuality = 74;

/** Frames a second, and seconds for one turn: slow, the loop's length. */
export const fps = 24;
export const loop = 3;

/** The phase of each frame of the loop, 0 to 1: the first frame is the poster, none repeated. */
export const framePhases = () => Array.from({ length: fps * loop }, (_, i) => i / (fps * loop));

/**
 * Writes one cut: its poster and its video, as MP4 (H.264) and WebM (VP9), where content/settings/site.yaml names it.
 * @param {string} root repository root, ending in /
 * @param {(typeof heroCuts)[keyof typeof heroCuts]} cut
 */
async function makeCut(root, cut) {
	const { scene, poster, videoField } = cut;
	const quality = 'crf' in cut ? cut.crf : crf;
	const site = parse(readFileSync(`${root}content/settings/site.yaml`, 'utf8'));
	const files = Object.fromEntries(heroVideoFiles(String(site[videoField])).map(({ format, path }) => [format, path]));
	const dir = mkdtempSync(join(tmpdir(), 'hero-'));
	const frames = framePhases().map((phase) =>
		Buffer.from(standInSvg({ ...scene, crop: { ...scene.crop, angle: scene.crop.angle + turn * phase } })),
	);
	// The poster is the first frame, so nothing jumps when the video starts; it is also the reduced-motion image, a
	// still, so it carries the film grain the other pictures share (the frames leave it out). Its marker puts it on the
	// build's list of stand-ins still to replace.
	await sharp(Buffer.from(standInSvg({ ...scene, grain: true })))
		.withExif({ IFD0: { ImageDescription: standInMarker } })
		.jpeg({ quality: posterQuality, mozjpeg: true })
		.toFile(root + poster);
	for (const [i, frame] of frames.entries())
		await sharp(frame)
			.png()
			.toFile(join(dir, `frame-${String(i).padStart(3, '0')}.png`));
	mkdirSync(dirname(root + files.mp4), { recursive: true });
	const common = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', join(dir, 'frame-%03d.png'), '-an', '-pix_fmt', 'yuv420p'];
	const h264 = ['-c:v', 'libx264', '-profile:v', 'main', '-crf', String(quality.h264), '-preset', 'veryslow', '-movflags', '+faststart'];
	execFileSync('ffmpeg', [...common, ...h264, root + files.mp4]);
	// bitexact: no random segment ID in the WebM header, so a rerun writes the same bytes.
	execFileSync('ffmpeg', [
		...common,
		'-c:v',
		'libvpx-vp9',
		'-b:v',
		'0',
		'-crf',
		String(quality.vp9),
		'-row-mt',
		'1',
		'-fflags',
		'+bitexact',
		root + files.webm,
	]);
	rmSync(dir, { recursive: true, force: true });
	for (const f of [files.mp4, files.webm]) console.log(`${f}: ${statSync(root + f).size} bytes, ${frames.length} frames, ${loop} s`);
}

/** @param {string} root repository root, ending in / */
export async function makeHeroVideo(root) {
	for (const cut of Object.values(heroCuts)) await makeCut(root, cut);
}
