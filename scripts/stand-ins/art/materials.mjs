// @ts-check
// Materials drawn as lit surfaces, not flat shapes: a barbell's knurling as a macro photograph would see it (every
// facet of the diamond pattern lit by one raking light, the bar's curve turning the facets away towards its edges, a
// specular streak where the bar faces the light) and a printed bill's paper. Each is graded into the palette's inks,
// as the site grades a real photo (.photo-grade): the darkest steel is the ground's ink, the brightest glint the
// lightest ink.

import { mixInk, r1 } from './inks.mjs';

/**
 * A tone ramp through the palette's inks, as a duotone grade maps a photo's light: 0 is the ground's ink, about half
 * the shadow tone, 1 the highlight ink. `ceiling` holds the brightest glint below the highlight ink (a ground under a
 * word keeps its brightest steel below the letters).
 * @param {{ bg: string, mid: string, fg: string }} inks
 * @param {number} ceiling
 */
export function toneRamp({ bg, mid, fg }, ceiling = 1) {
	const stops = /** @type {[number, string][]} */ ([
		[0, bg],
		[0.22, mixInk(bg, mid, 0.45)],
		[0.5, mid],
		[0.78, mixInk(mid, fg, 0.55)],
		[1, fg],
	]);
	return (/** @type {number} */ v) => {
		const t = Math.max(0, Math.min(1, v)) * ceiling;
		const i = stops.findIndex(([at]) => at >= t);
		if (i <= 0) return stops[0]?.[1] ?? bg;
		const [a = 0, ia = bg] = stops[i - 1] ?? [];
		const [b = 1, ib = fg] = stops[i] ?? [];
		return mixInk(ia, ib, (t - a) / (b - a));
	};
}

/** Unit vector. */
const unit = (/** @type {number[]} */ v) => {
	const l = Math.hypot(...v) || 1;
	return v.map((c) => c / l);
};
const dot = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a.reduce((s, c, i) => s + c * (b[i] ?? 0), 0);

/**
 * A knurled barbell shaft seen close, crossing the frame: a cylinder of radius `radius` whose axis runs through
 * (cx, cy) at `angle` degrees, its surface cut into a diamond knurl (pyramids `pitch` px across), each facet shaded
 * for the one light (from the left, high, a little behind: a raking light) and the eye in front. Where the bar turns
 * away the rows close up and darken; a smooth ring (a power bar's marking) interrupts the knurl where `ring` says
 * (a share of the frame's width, or none). The light's pool is brightest `peak` of the way across the frame and falls
 * off to both sides, faster towards the far one. Returns SVG markup in the frame's coordinates.
 * @param {{ width: number, height: number, cx: number, cy: number, radius: number, angle: number, pitch: number,
 *   inks: { bg: string, mid: string, fg: string }, ceiling?: number, ring?: number | undefined, light?: number[], peak?: number,
 *   id?: string }} bar
 */
export function knurledBar({
	width,
	height,
	cx,
	cy,
	radius,
	angle,
	pitch,
	inks,
	ceiling = 1,
	ring,
	light = [-0.7, 0.62, 0.36],
	peak = 0.15,
	id = 'bar',
}) {
	const tone = toneRamp(inks, ceiling);
	const rad = (angle * Math.PI) / 180;
	// The light in the bar's own frame (x along the axis, y up the screen, z towards the eye).
	const [lx0 = 0, ly0 = 0, lz = 0] = unit(light);
	const L = [lx0 * Math.cos(rad) - ly0 * Math.sin(rad), lx0 * Math.sin(rad) + ly0 * Math.cos(rad), lz];
	const H = unit([L[0] ?? 0, L[1] ?? 0, (L[2] ?? 0) + 1]);
	const [pa, pt] = [pitch, pitch * 0.86];
	const [ha, ht] = [pa / 2, pt / 2];
	const depth = ha * 0.72;
	const half = Math.hypot(width, height) / 2 + pa * 2;
	const ringX = ring === undefined ? undefined : ring * width - width / 2;
	const ringHalf = pitch * 1.6;
	// The light falls off across the frame from its side: the far end of the bar sinks into shade.
	const falloff = (/** @type {number} */ px, /** @type {number} */ py) => {
		const across = (cx + px * Math.cos(rad) - py * Math.sin(rad)) / width;
		const off = across < peak ? (peak - across) / Math.max(peak, 0.01) : (across - peak) / (1 - peak);
		return 1 - (across < peak ? 0.45 : 0.6) * Math.max(0, Math.min(1, off)) ** 1.3;
	};
	const shade = (/** @type {number[]} */ n) => {
		const diffuse = Math.max(0, dot(n, L));
		const spec = Math.max(0, dot(n, H));
		// Steel: a little diffuse light, the room's dim glow from above, a broad sheen and a hard glint.
		return 0.04 + diffuse * 0.48 + Math.max(0, n[1] ?? 0) * 0.1 + spec ** 12 * 0.38 + spec ** 70 * 0.5;
	};
	// A smooth cylinder reflects the light as a streak along its length: its highlight ignores the axis.
	const Hs = unit([0, H[1] ?? 0, H[2] ?? 0]);
	const shadeSmooth = (/** @type {number[]} */ n) =>
		0.04 + Math.max(0, dot(n, L)) * 0.4 + Math.max(0, dot(n, Hs)) ** 30 * 0.75 + Math.max(0, dot(n, Hs)) ** 6 * 0.2;
	const facets = [];
	const smooth = [];
	const limit = Math.PI / 2 - 0.04;
	for (let j = -Math.ceil((radius * limit) / ht); j * ht <= radius * limit; j++) {
		const s = j * ht;
		const odd = Math.abs(j) % 2;
		for (let x = -half + (odd ? ha : 0); x < half; x += pa) {
			if (ringX !== undefined && Math.abs(x - ringX) < ringHalf) continue;
			const th = s / radius;
			const n0 = [0, Math.sin(th), Math.cos(th)];
			const t = [0, Math.cos(th), -Math.sin(th)];
			const y = (/** @type {number} */ arc) => -radius * Math.sin(Math.max(-limit, Math.min(limit, arc / radius)));
			const apex = [x, y(s)];
			for (const [sa, st] of [
				[1, 1],
				[-1, 1],
				[1, -1],
				[-1, -1],
			]) {
				const local = unit([(sa ?? 0) / ha, (st ?? 0) / ht, 1 / depth]);
				const n = [
					local[0] ?? 0,
					(local[1] ?? 0) * (t[1] ?? 0) + (local[2] ?? 0) * (n0[1] ?? 0),
					(local[1] ?? 0) * (t[2] ?? 0) + (local[2] ?? 0) * (n0[2] ?? 0),
				];
				// Facets turned away from the eye at the bar's edges go dark, as they do in a photo.
				const v = shade(n) * Math.min(1, (n[2] ?? 0) * 1.6) * falloff(x, y(s));
				const points = [apex, [x + (sa ?? 0) * ha, y(s)], [x, y(s + (st ?? 0) * ht)]];
				facets.push(`<path d="M${points.map(([px = 0, py = 0]) => `${r1(px)} ${r1(py)}`).join('L')}Z" fill="${tone(v)}"/>`);
			}
			// Each pyramid's worn flat top reflects as the smooth bar does: along the light's streak the tops glint.
			const top = shadeSmooth(n0) * falloff(x, y(s));
			if (top > 0.45)
				facets.push(
					`<path d="M${r1(x - ha * 0.2)} ${r1(y(s))}L${r1(x)} ${r1(y(s + ht * 0.2))}L${r1(x + ha * 0.2)} ${r1(y(s))}L${r1(x)} ${r1(y(s - ht * 0.2))}Z" fill="${tone(top)}"/>`,
				);
		}
	}
	// The smooth ring: a plain cylinder band, its shading a gradient across its height.
	if (ringX !== undefined) {
		const stops = Array.from({ length: 41 }, (_, k) => {
			const th = ((k - 20) / 20) * limit;
			const n = [0, Math.sin(th), Math.cos(th)];
			const at = (1 - Math.sin(th)) / 2;
			return `<stop offset="${Math.round(at * 1000) / 1000}" stop-color="${tone(shadeSmooth(n) * falloff(ringX, -radius * Math.sin(th)))}"/>`;
		}).reverse();
		smooth.push(
			`<linearGradient id="${id}-ring" x1="0" y1="0" x2="0" y2="1">${stops.join('')}</linearGradient>` +
				`<rect x="${r1(ringX - ringHalf)}" y="${r1(-radius)}" width="${r1(ringHalf * 2)}" height="${r1(radius * 2)}" fill="url(#${id}-ring)"/>`,
		);
	}
	// The grooves between the pyramids read as fine dark lines; the bar's silhouette as a hard edge on the ground.
	return (
		`<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)})">` +
		`<clipPath id="${id}-clip"><rect x="${r1(-half)}" y="${r1(-radius)}" width="${r1(half * 2)}" height="${r1(radius * 2)}"/></clipPath>` +
		`<g clip-path="url(#${id}-clip)"><rect x="${r1(-half)}" y="${r1(-radius)}" width="${r1(half * 2)}" height="${r1(radius * 2)}" fill="${inks.bg}"/>${facets.join('')}${smooth.join('')}</g>` +
		// The floor's bounce catches the bar's underside: a thin line of the shadow tone along its lower edge.
		`<rect x="${r1(-half)}" y="${r1(radius - pitch * 0.1)}" width="${r1(half * 2)}" height="${r1(pitch * 0.1)}" fill="${inks.mid}" opacity=".5"/>` +
		`</g>`
	);
}
