// @ts-check
// Where a word set as the picture goes: the crops a page draws, the safe centre they all keep, the tilt, size and light
// each seed takes, and one cap height for a series (content/ART-DIRECTION.md, "A poster is set, not scattered").

/**
 * The crops a page draws a picture in, widest and narrowest: a section's 21:9 strip and its square. A word set as the
 * picture stays inside what every crop keeps, so no crop cuts it into letters that read as another word.
 */
export const typeSafeCrops = /** @type {const} */ ({ widest: 21 / 9, narrowest: 1 });
/** @typedef {{ widest: number, narrowest: number }} TypeCrops the widest and narrowest width:height a page crops a picture to */

/**
 * The word's footprint on the frame, tilt and all, which a material keeps off: chalk never crosses the letters.
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Clear
 */

/**
 * The box a placed word covers on the frame, tilt and all.
 * @param {number} width
 * @param {number} height
 * @param {{ x: number, y: number, scale: number, angle: number }} place
 * @param {{ width: number, height: number }} letters
 * @returns {Clear}
 */
export function footprint(width, height, { x, y, scale, angle }, letters) {
	const [cx, cy, rad] = [width / 2, height / 2, (angle * Math.PI) / 180];
	const corners = [
		[x, y],
		[x + letters.width * scale, y],
		[x, y + letters.height * scale],
		[x + letters.width * scale, y + letters.height * scale],
	].map(([px = 0, py = 0]) => [
		cx + (px - cx) * Math.cos(rad) - (py - cy) * Math.sin(rad),
		cy + (px - cx) * Math.sin(rad) + (py - cy) * Math.cos(rad),
	]);
	const xs = corners.map(([px = 0]) => px);
	const ys = corners.map(([, py = 0]) => py);
	return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * The raking light on a poster: how high on the left it stands (a fraction of the height, so its angle across the
 * frame) and how strong it is. Both step with the seed, so neighbours in a set are lit a little differently.
 * @param {number} seed
 * @returns {{ lightY: number, strength: number }}
 */
export function typeLight(seed) {
	const n = Math.abs(Math.trunc(seed));
	return { lightY: [0.12, 0.3, 0.2, 0.4, 0.06][n % 5] ?? 0.2, strength: [0.85, 0.65, 0.95, 0.75][n % 4] ?? 0.8 };
}

/** The tilts a word takes, in degrees: small, and always the same way (rising to the right), so a set reads as one. */
export const typeTilts = /** @type {const} */ ([-3, -4.5, -2, -5, -3.5]);
/** The sizes a word takes, as a share of the largest that fits: a small step down at most, so every word fills the frame. */
const typeSizes = [1, 0.96, 0.98, 0.94];
/** The tallest a word's capitals stand, as a share of the safe box's height: short words (PB, OLY) stay posters, not slabs. */
export const typeCap = 0.7;

/**
 * Where a word set as the picture goes: its top left corner and scale before the tilt, and the tilt in degrees about
 * the frame's centre. Every word's centre is the frame's centre: one fixed visual centre for every poster.
 * @param {number} width
 * @param {number} height
 * @param {number} seed
 * @param {{ width: number, height: number }} letters
 * @param {TypeCrops} [crops] the crops the picture is shown in, when not every crop a page draws (`typeSafeCrops`)
 * @param {number} [cap] the series' cap height as a share of the frame's width (`typeSeriesCap`)
 * @returns {{ x: number, y: number, scale: number, angle: number }}
 */
export function typePlacement(width, height, seed, letters, crops = typeSafeCrops, cap) {
	const n = Math.abs(Math.trunc(seed));
	const { scale: fit, angle } = typeFit(width, height, seed, letters, crops);
	// A word of a series stands at the series' cap height, or smaller only as far as it must to fit; a word alone is
	// set as large as it fits, then a size step down.
	const scale = cap === undefined ? fit * (typeSizes[n % typeSizes.length] ?? 1) : Math.min(fit, (cap * width) / 1000);
	return { x: (width - letters.width * scale) / 2, y: (height - letters.height * scale) / 2, scale, angle };
}

/**
 * The largest a word may be set in its frame: the tilted word's bounding box inside the safe box, its capitals no
 * taller than `typeCap` of it. Its scale (the main line's cap height is 1000 units) and its tilt in degrees.
 * @param {number} width
 * @param {number} height
 * @param {number} seed
 * @param {{ width: number, height: number }} letters
 * @param {TypeCrops} [crops]
 * @returns {{ scale: number, angle: number }}
 */
export function typeFit(width, height, seed, letters, crops = typeSafeCrops) {
	const n = Math.abs(Math.trunc(seed));
	const angle = typeTilts[n % typeTilts.length] ?? -3;
	const box = typeSafeBox(width, height, crops);
	const rad = (Math.abs(angle) * Math.PI) / 180;
	const across = letters.width * Math.cos(rad) + letters.height * Math.sin(rad);
	const down = letters.width * Math.sin(rad) + letters.height * Math.cos(rad);
	// The cap measures the main line (1000 units tall in every layout), so a kicker's small line adds to it.
	return { scale: Math.min(box.width / across, box.height / down, (box.height * typeCap) / 1000) * 0.999, angle };
}

/** The smallest a long word of a series stands, as a share of the series' cap height. */
export const typeSeriesBand = 0.8;

/**
 * The cap height the words of one series are set at, as a share of each frame's width (an album's grid shows every
 * picture at one width, so one share is one letter size on the page): the size at which the series' middle word (by
 * its largest fit) fills its safe centre, lowered where needed so that its longest word, set as large as it fits,
 * stands at no less than `typeSeriesBand` of it. Short words (PB, CUES) then stand as tall as the rest, not as slabs,
 * and long ones a little smaller, only as far as they must.
 * @param {{ width: number, height: number, seed?: number, letters: { width: number, height: number }, crops?: TypeCrops }[]} words
 * @returns {number}
 */
export function typeSeriesCap(words) {
	const fits = words.map((w) => (1000 * typeFit(w.width, w.height, w.seed ?? 0, w.letters, w.crops).scale) / w.width).sort((a, b) => a - b);
	const [least = 0] = fits;
	const middle = fits[Math.floor((fits.length - 1) / 2)] ?? least;
	return Math.min(middle, least / typeSeriesBand);
}

/**
 * The box a word set as the picture stays inside: the centre that every crop in `typeSafeCrops` keeps (as wide as its
 * square crop, as tall as its widest strip), less an 8 % margin on every side, and never wider than 70 % of the frame.
 * A word that runs to a crop's edge reads as cut, even when it is whole; one much smaller than the crop reads as a
 * label. A picture a page shows only in its own shape (a post's cover and photos, the gallery's header) names that
 * shape as its `crops`, so its word fills 60 to 70 % of the frame's width however wide the frame.
 * @param {number} width
 * @param {number} height
 * @param {TypeCrops} [crops]
 * @returns {{ width: number, height: number }}
 */
export function typeSafeBox(width, height, crops = typeSafeCrops) {
	const keep = { width: Math.min(width, height * crops.narrowest), height: Math.min(height, width / crops.widest) };
	return { width: Math.min(keep.width * 0.84, width * 0.7), height: keep.height * 0.84 };
}

/**
 * The part of the frame that every crop a page shows the picture in keeps whole, centred as the pages centre their
 * crops (object-fit: cover, and the build's crops, cut from the middle): as wide as its narrowest crop, as tall as its
 * widest. A ground's marks meant to be seen whole (the chalk's swipes) stay inside it, so no crop slices one at its
 * edge. `shown` names the shapes the page draws the picture in (a class banner's 4:3 beside its page's name to the 3:1
 * card on a phone); without it, the picture's own shape, so the marks stay inside the frame.
 * @param {number} width
 * @param {number} height
 * @param {TypeCrops} [shown]
 * @returns {Clear}
 */
export function typeKeepBox(width, height, shown = { widest: width / height, narrowest: width / height }) {
	const keep = { width: Math.min(width, height * shown.narrowest), height: Math.min(height, width / shown.widest) };
	return {
		left: (width - keep.width) / 2,
		top: (height - keep.height) / 2,
		right: (width + keep.width) / 2,
		bottom: (height + keep.height) / 2,
	};
}
