// @ts-check
// The stand-ins' shared means: the palettes (the site's theme tokens as duotones), the seeded random, rounding, ink
// mixing and the film grain every picture is finished with.

/** Three inks per duotone (ground, shadow tone, highlight), from the site's theme tokens (src/styles/global.css). */
export const palettes = {
	ember: ['#0e0e10', '#7a0a1c', '#ff5a6e'],
	blood: ['#140709', '#c8102e', '#ffd9dc'],
	flare: ['#c8102e', '#7a0a1c', '#120608'],
	ash: ['#1a0b0e', '#4a1018', '#f2b8bf'],
	oxide: ['#0b0b0d', '#a30d25', '#fff1f2'],
	// A printed bill: ink and the brand's crimson on bone paper, the one light ground, for the series that must read
	// at a glance beside dark pages (the posts, the gallery's header).
	bill: ['#ebe4d8', '#c8102e', '#140709'],
	// The hero: the brand's crimson at full strength on a near-black ground, with the ground darkened under the words
	// by the picture's own shade (standInSvg's `shade`), so the art reads and the headline still leads.
	signal: ['#140609', '#8e0c21', '#e0193a'],
	// Steel: bone letters on a graphite ground, its light a cooler steel grey, the brand's crimson only as the accent
	// rule under the word (a fourth ink: typeArtSvg draws the rule where a palette names one).
	steel: ['#25282d', '#5c626b', '#f1ede6', '#d8142f'],
	// Bone: ink letters on bone paper lit from the side, the crimson only in the shade's dots (a halftone) or the
	// accent rule.
	bone: ['#e6dfd2', '#c8102e', '#17110f', '#c8102e'],
};

/** A small seeded random generator, so a picture is the same every time it is generated. */
export function random(/** @type {number} */ seed) {
	let a = (seed * 2654435761) >>> 0 || 1;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export const r1 = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/**
 * Film grain over the whole print: fractal noise, as light specks, at a fixed size whatever the picture's size (a
 * lower `frequency` gives coarser specks). Subtle on the equipment drawings (drawn at 8 %: at 15 % the build's large
 * WebP copies came out two and a half times heavier); the type posters, flat inks with little else to compress, carry
 * it coarser and stronger (`grainShare`), so it shows as it will on the photos.
 */
export const grain = (/** @type {number} */ seed, frequency = 0.7) =>
	`<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
	'<feColorMatrix values="0 0 0 0 1  0 0 0 0 .85  0 0 0 0 .85  1.4 0 0 0 -.62"/></filter>';
/**
 * The grain on a type poster: coarse enough (about 10 px specks) to survive the build's 320 to 640 px copies, at 12 %,
 * where the photos' grain will sit. It roughly doubles a poster's bytes, as a photo's own grain would; denser or
 * sparser specks cost two to four times more for no more to see. On a drawn ground (halftone, plate, chalk, knurling),
 * whose texture already carries the surface, it drops to 7 %: still there in the grid, without doubling the bytes
 * again; on the chalk's fibres, which read as grain themselves, to 4.5 %; lightest on the knurled bars (3 %), whose
 * facets in their plane of focus are the finest detail in the frame and already cost the bytes a grain would.
 */
export const grainShare = { poster: 0.12, drawn: 0.07, posterFrequency: 0.09 };

/** An ink's rough lightness, 0 to 765: enough to tell which of two inks is the lighter. */
export const luma = (/** @type {string} */ hex) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);

/** Two inks mixed, `t` of the way from the first to the second. */
export function mixInk(/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) {
	const rgb = (/** @type {string} */ hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
	const [pa, pb] = [rgb(a), rgb(b)];
	return `#${pa
		.map((v, i) =>
			Math.max(0, Math.min(255, Math.round(v + ((pb[i] ?? 0) - v) * t)))
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`;
}
