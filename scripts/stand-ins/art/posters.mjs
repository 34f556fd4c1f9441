// @ts-check
// The type posters: a word from the page set large as the picture, on the ground its series shares (the light alone, a
// halftone, a printed screen, a printed bill or a material of the lifting floor), lit from one side and cast on it.
import { dotInk, litHalftone, materialGround, printScreen } from './grounds.mjs';
import { grain, grainShare, luma, mixInk, palettes, r1 } from './inks.mjs';
import { footprint, typeKeepBox, typeLight, typePlacement } from './type-layout.mjs';
/** @typedef {import('./type-layout.mjs').TypeCrops} TypeCrops */

/** The grounds a word set as the picture can stand on: the raking light alone, a halftone of it, a printed screen, or a material of the lifting floor. */
export const typeGrounds = /** @type {const} */ (['light', 'halftone', 'screen', 'plate', 'chalk', 'knurl', 'room', 'lanes', 'paper']);
/** @typedef {(typeof typeGrounds)[number]} TypeGround */

/**
 * Type as the picture, where a photo of people belongs until the shoot: a word of what the photo will show (e.g. SQUAT,
 * HYROX) set large in the heading font, whole, in the centre every crop keeps (`typeSafeBox`), under one raking light.
 * A set of posters shown together (an album, the class cards, a post's photos, the about page) shares one ground and
 * one size of type, named by its manifest; the word, its small tilt and the light's height and strength change from
 * poster to poster, and its palette may take turns by seed (ink, steel, bone, crimson), so a grid reads as one directed
 * series, neither a checkerboard of textures nor one crimson glow. Different series stand on
 * different grounds, so neighbouring pages do not all read as the same crimson glow. The home page's sections, stacked
 * one under another on a phone, take turns through these grounds instead (manifests/site.mjs's `homeLooks`).
 * - The light comes from the left, high (on a material series, from the right in two pictures of five, as a shoot's
 *   one light moves between set-ups): it brightens the ground on that side and falls off across the frame, the far
 *   side sinks into shade, and the letters are lit the same way (full ink on the light's side, a little darker on the
 *   other) and cast a shadow down and away from it. The shade falls on the ground, not on the letters, so the word keeps its
 *   contrast end to end.
 * - The ground is the light alone (`light`), a halftone screen of it (`halftone`: dots largest where the light is
 *   strongest), a printed screen (`screen`: a fine, pale screen of dots in one region of bone paper, fading out before the word), or a
 *   material of the lifting floor under it (a plate's face, chalk, knurling), drawn strongly enough to read at an
 *   album grid's size; on a drawn ground the light's glow is turned down, so the drawing carries it.
 * - A visible film grain covers the whole print, as it will cover the photos.
 * It stands for the photo and never pretends to be a person. The word comes as an outline path, set by generate.mjs in
 * Oswald on one line or as a block of lines.
 * - A palette with a fourth ink (steel, bone) keeps the crimson for an accent: a short rule under the word's foot, tilted
 *   with it, on the light's side.
 * - `cap`: the cap height every word of the poster's series stands at, as a share of the frame's width
 *   (`typeSeriesCap`), so one grid's words read as one size; without it the word is set as large as it fits.
 * - `shown`: the shapes the pages crop the picture to, widest and narrowest, when not its own shape: a material's marks
 *   (the chalk's swipes) stay whole inside what they all keep (`typeKeepBox`).
 * @param {{ width: number, height: number, palette?: keyof typeof palettes, seed?: number, grain?: boolean,
 *   ground?: TypeGround, letters: { d: string, width: number, height: number }, crops?: TypeCrops, cap?: number,
 *   shown?: TypeCrops }} spec
 * @returns {string} SVG markup
 */
export function typeArtSvg({
	width,
	height,
	palette = 'ember',
	seed = 0,
	grain: grainy = true,
	ground = 'light',
	letters,
	crops,
	cap: seriesCap,
	shown,
}) {
	const [bg = '#0e0e10', mid = '#7a0a1c', fg = '#ff5a6e', accent] = /** @type {readonly string[]} */ (palettes[palette]);
	const n = Math.abs(Math.trunc(seed));
	const { x, y, scale, angle } = typePlacement(width, height, seed, letters, crops, seriesCap);
	if (ground === 'paper')
		return paperBillSvg({ width, height, inks: { bg, mid, fg }, seed, grain: grainy, letters, place: { x, y, scale, angle } });
	const { lightY, strength } = typeLight(seed);
	const s = Math.min(width, height);
	// The light's pool stands just inside the left edge, high or low by seed; on a crimson ground (flare) the shadow tone
	// is darker than the ground, so the light there is the ground brightened.
	// The material series (chalk, plates, the facilities' room) take the light from the right in two pictures of five,
	// so a grid of them is lit as a shoot is, one set-up moved between frames, not one frame stamped out.
	const right = (ground === 'chalk' || ground === 'plate' || ground === 'room' || ground === 'lanes') && (n % 5) % 2 === 1;
	const [lx, ly] = [width * (right ? 0.88 : 0.12), height * lightY];
	const lit = luma(mid) > luma(bg) ? mid : mixInk(bg, '#ffffff', 0.22);
	const reach = Math.hypot(width * 1.18, height) * 0.95;
	const glow = r1(strength * (ground === 'light' ? 10 : ground === 'halftone' ? 3.5 : 6)) / 10;
	// The word's box, its accent rule included: the grounds keep it clear.
	const wordBox = footprint(
		width,
		height,
		{ x, y, scale, angle },
		accent ? { width: letters.width, height: letters.height + 230 } : letters,
	);
	const drawn =
		ground === 'light'
			? ''
			: ground === 'halftone'
				? litHalftone(width, height, dotInk(bg, mid, fg), lx, ly, reach, luma(mid) < luma(bg), wordBox)
				: ground === 'screen'
					? printScreen(width, height, { bg, mid, fg }, n, wordBox)
					: // An odd seed for every poster: the plate's hub and the knurling's slant on one side for the whole set.
						materialGround(
							ground,
							width,
							height,
							{ bg, mid, fg },
							{
								seed: n * 2 + 1,
								right,
								// The accent rule under the word is part of what the material keeps clear of.
								clear: wordBox,
								keep: typeKeepBox(width, height, shown),
							},
						);
	// The letters lit from the left: full ink on the lit side, a tenth of the way to the ground on the far side.
	const shaded = mixInk(fg, bg, 0.1);
	// Ink letters on the crimson ground (flare) cast a faint, close shadow: a deep one muddies dark ink on red.
	const cast = bg === palettes.flare[0] ? { x: 0.015, y: 0.02, opacity: 0.2 } : { x: 0.035, y: 0.05, opacity: luma(bg) > 500 ? 0.3 : 0.55 };
	const cap = letters.height * scale;
	const word = `translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})`;
	// The accent rule underlines the whole word, as a printed poster's rule does: a short one under a letter or two
	// reads as a stray mark.
	const rule = accent
		? `<rect x="${r1(x)}" y="${r1(y + letters.height * scale + scale * 150)}" width="${r1(letters.width * scale)}" height="${r1(scale * 45)}" fill="${accent}"/>`
		: '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${grainy ? grain(seed + 7, grainShare.posterFrequency) : ''}<radialGradient id="light" gradientUnits="userSpaceOnUse" cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(reach)}"><stop offset="0" stop-color="${lit}" stop-opacity="${glow}"/><stop offset=".45" stop-color="${lit}" stop-opacity="${r1(glow * 4) / 10}"/><stop offset="1" stop-color="${lit}" stop-opacity="0"/></radialGradient>
<linearGradient id="fall" x1="${right ? 1 : 0}" x2="${right ? 0 : 1}" y2="0"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>
<linearGradient id="ink" gradientUnits="userSpaceOnUse" x1="${r1(right ? width * 0.85 : width * 0.15)}" y1="${r1(ly)}" x2="${r1(right ? width * 0.15 : width * 0.85)}" y2="${r1(height - ly)}"><stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${shaded}"/></linearGradient>
<filter id="cast" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r1(s * 0.01)}"/></filter></defs>
<rect width="100%" height="100%" fill="${bg}"/>
<rect width="100%" height="100%" fill="url(#light)"/>
${drawn}
${ground === 'screen' ? '' : '<rect width="100%" height="100%" fill="url(#fall)"/>'}
<g data-motif="type" transform="rotate(${angle} ${r1(width / 2)} ${r1(height / 2)})"><g transform="translate(${r1(cap * (right ? -cast.x : cast.x))} ${r1(cap * cast.y)})" filter="url(#cast)" opacity="${cast.opacity}"><path transform="${word}" fill="#000" d="${letters.d}"/></g><path transform="${word}" fill="url(#ink)" d="${letters.d}"/>${rule}</g>
${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${ground === 'light' ? grainShare.poster : ground === 'knurl' || ground === 'room' ? 0.03 : ground === 'chalk' ? 0.045 : grainShare.drawn}"/>` : ''}</svg>`;
}

/**
 * A word printed as a bill on paper: the `paper` ground. Bone paper lit from the left (its far side a shade warmer and
 * darker), its fibres mottling the surface; a broad band of the brand's crimson printed across the frame behind the
 * lower half of the letters, tilted with them, a hair out of register; the word in ink over both, printed flat (ink on
 * paper casts no shadow) with the press's slight bite at its edges. Ink on crimson and ink on paper both read at a
 * glance: the clean, high-contrast ground of the series that sits beside dark pages.
 * @param {{ width: number, height: number, inks: { bg: string, mid: string, fg: string }, seed: number, grain: boolean,
 *   letters: { d: string, width: number, height: number }, place: { x: number, y: number, scale: number, angle: number } }} bill
 */
function paperBillSvg({ width, height, inks, seed, grain: grainy, letters, place }) {
	const { bg, mid, fg } = inks;
	const { x, y, scale, angle } = place;
	const n = Math.abs(Math.trunc(seed));
	// The main line's cap height (its last line, in a block of lines).
	const cap = 1000 * scale;
	const word = `translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})`;
	// The band: from a little above the last line's middle to below its foot, across the whole frame, tilted with it.
	const top = y + (letters.height - 1000) * scale + cap * ([0.5, 0.44, 0.56][n % 3] ?? 0.5);
	const depth = cap * ([0.8, 0.86, 0.74][n % 3] ?? 0.8);
	const shift = cap * 0.025;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sheet" x2="1" y2=".35"><stop offset="0" stop-color="${mixInk(bg, '#ffffff', 0.45)}"/><stop offset=".5" stop-color="${bg}"/><stop offset="1" stop-color="${mixInk(bg, '#5a3a30', 0.28)}"/></linearGradient>
<filter id="fibre" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".01 .06" numOctaves="3" seed="${n + 11}"/><feColorMatrix values="0 0 0 0 .35  0 0 0 0 .2  0 0 0 0 .16  0 0 -1.6 0 .95"/></filter>
<filter id="bite" x="-2%" y="-2%" width="104%" height="104%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="${n + 3}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${r1(Math.max(1.5, cap * 0.006))}" xChannelSelector="R" yChannelSelector="G"/></filter>
${grainy ? `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${grainShare.posterFrequency * 1.4}" numOctaves="2" seed="${seed + 7}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .08  0 0 0 0 .03  0 0 0 0 .03  -1.4 0 0 0 .66"/></filter>` : ''}</defs>
<rect width="100%" height="100%" fill="${grainy ? 'url(#sheet)' : bg}"/>
${grainy ? '<rect width="100%" height="100%" filter="url(#fibre)" opacity=".09"/>' : ''}
<g data-motif="type" transform="rotate(${angle} ${r1(width / 2)} ${r1(height / 2)})"><rect x="${r1(-width * 0.2)}" y="${r1(top + shift)}" width="${r1(width * 1.4)}" height="${r1(depth)}" fill="${mid}"/><path transform="${word}" fill="${fg}" filter="url(#bite)" d="${letters.d}"/></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#fibre)" opacity=".06"/>' : ''}
${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${grainShare.drawn}"/>` : ''}</svg>`;
}
