// @ts-check
// The map still: the gym's street plan, lit and labelled, that stands in for the map until a visitor asks for it.
import { grain, mixInk, r1, random } from './inks.mjs';

/**
 * The map's still, until a visitor asks for the live map: a dark street plan in fine lines, as a printed plan is
 * engraved, not a cartoon. Minor streets on a slightly skewed grid, broken where blocks interrupt them; two main roads
 * drawn a weight heavier, one sweeping across on a curve; a railway with its sleepers; the trade park's units
 * as outlines round the gym's spot. One raking light from the left, high, lifts the lines on that side and lets them
 * fall into shade across the frame, and a fine grain lies over it all. The spot is marked by type and geometry alone:
 * a ring in the brand's crimson, a crosshair of hairlines through it, and (given `label`, the postcode from the site's
 * settings as an outline path) the postcode set beside it on a short leader.
 * @param {{ width: number, height: number, inks: { bg: string, mid: string, fg: string }, seed?: number, grain?: boolean,
 *   label?: { d: string, width: number, height: number } }} spec
 */
export function mapPlanSvg({ width: w, height: h, inks, seed = 0, grain: grainy = true, label }) {
	const { bg, mid, fg } = inks;
	const rand = random(seed + 31);
	const s = Math.min(w, h);
	// The gym's spot: a little right of centre, so the postcode has room beside it in every crop.
	const [mx, my] = [w * 0.56, h * 0.5];
	// The trade park: a clear plot round the spot, its units in outline, the gym's own among them.
	const park = { x: mx - s * 0.24, y: my - s * 0.17, w: s * 0.48, h: s * 0.33 };
	const inPark = (/** @type {number} */ x, /** @type {number} */ y) =>
		x > park.x - s * 0.02 && x < park.x + park.w + s * 0.02 && y > park.y - s * 0.02 && y < park.y + park.h + s * 0.02;
	// Minor streets: a grid turned a few degrees, broken into runs where blocks stop them, kept out of the park.
	/** @type {string[]} */
	const streets = [];
	const skew = -0.14;
	const run = (/** @type {number} */ x1, /** @type {number} */ y1, /** @type {number} */ x2, /** @type {number} */ y2) => {
		if (rand() > 0.2 && !inPark(x1, y1) && !inPark(x2, y2) && !inPark((x1 + x2) / 2, (y1 + y2) / 2))
			streets.push(`M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`);
	};
	for (let x = -w * 0.1; x < w * 1.1; x += s * (0.17 + rand() * 0.14))
		for (let y = -h * 0.1, len = 0; y < h * 1.1; y += len + s * 0.05) {
			len = s * (0.15 + rand() * 0.4);
			run(x + y * skew, y, x + (y + len) * skew, y + len);
		}
	for (let y = -h * 0.1; y < h * 1.1; y += s * (0.15 + rand() * 0.12))
		for (let x = -w * 0.1, len = 0; x < w * 1.1; x += len + s * 0.06) {
			len = s * (0.2 + rand() * 0.45);
			run(x, y - x * skew * 0.3, x + len, y - (x + len) * skew * 0.3);
		}
	const units = [
		[0.03, 0.04, 0.15, 0.09],
		[0.21, 0.04, 0.11, 0.09],
		[0.35, 0.04, 0.1, 0.09],
		[0.03, 0.2, 0.1, 0.1],
		[0.35, 0.2, 0.1, 0.1],
	]
		.map(
			([x = 0, y = 0, uw = 0, uh = 0]) =>
				`<rect x="${r1(park.x + x * s)}" y="${r1(park.y + y * s)}" width="${r1(uw * s)}" height="${r1(uh * s)}"/>`,
		)
		.join('');
	// Buildings: footprints along the streets' grid, many small and a few large sheds, none in the park or the river.
	/** @type {string[]} */
	const blocks = [];
	const river = (/** @type {number} */ x, /** @type {number} */ y) =>
		y > h * 0.62 + x * 0.55 - s * 0.12 && y < h * 0.62 + x * 0.55 + s * 0.12;
	for (let y = -h * 0.05; y < h * 1.05; y += s * 0.055)
		for (let x = -w * 0.05; x < w * 1.05; x += s * 0.055) {
			const [bw, bh] = rand() > 0.85 ? [s * 0.07, s * 0.04] : [s * (0.015 + rand() * 0.022), s * (0.012 + rand() * 0.02)];
			if (rand() < 0.42 && !inPark(x, y) && !inPark(x + bw, y + bh) && !river(x, y) && !river(x + bw, y + bh))
				blocks.push(`M${r1(x)} ${r1(y)}h${r1(bw)}v${r1(bh)}h${r1(-bw)}Z`);
		}
	// The river across the lower left, and a recreation ground's open grass stippled above the park.
	const bank = (/** @type {number} */ x, /** @type {number} */ off = 0) => `${r1(x)} ${r1(h * 0.62 + x * 0.55 + off)}`;
	const water = `M${bank(-w * 0.05)}C${bank(w * 0.12, -s * 0.04)} ${bank(w * 0.3, s * 0.04)} ${bank(w * 0.5)}`;
	const green = { x: w * 0.04, y: h * 0.06, w: s * 0.3, h: s * 0.2 };
	const gym = `<rect x="${r1(mx - s * 0.07)}" y="${r1(my - s * 0.04)}" width="${r1(s * 0.14)}" height="${r1(s * 0.08)}" fill="${mid}" opacity=".85"/>`;
	// The main road sweeps under the park and up across the frame; the park's own road leaves it for the spot. An
	// arterial road crosses on the light's side, the railway beyond the park on the far side.
	const main = `M${r1(-w * 0.05)} ${r1(h * 0.95)}C${r1(w * 0.3)} ${r1(h * 0.9)} ${r1(w * 0.6)} ${r1(my + s * 0.26)} ${r1(w * 1.05)} ${r1(h * 0.42)}`;
	const access = `M${r1(mx)} ${r1(my + s * 0.06)}V${r1(my + s * 0.24)}`;
	const arterial = `M${r1(w * 0.18)} ${r1(-h * 0.05)}L${r1(w * 0.27)} ${r1(h * 1.05)}`;
	const railway = `M${r1(w * 0.42)} ${r1(-h * 0.05)}Q${r1(w * 0.8)} ${r1(h * 0.1)} ${r1(w * 1.05)} ${r1(h * 0.2)}`;
	const hair = Math.max(1, s * 0.0022);
	const pale = mixInk(fg, bg, 0.15);
	// The roads' edges a step below the label's ink, so the mark and its postcode stay the brightest things on the plan.
	const road = mixInk(mid, fg, 0.6);
	const crimson = '#e0193a';
	const ring = s * 0.075;
	const text = label
		? `<path transform="translate(${r1(mx + ring + s * 0.06)} ${r1(my - ring - s * 0.02 - label.height)})" fill="${pale}" d="${label.d}"/>` +
			`<path d="M${r1(mx + ring * 0.72)} ${r1(my - ring * 0.72)}L${r1(mx + ring + s * 0.045)} ${r1(my - ring - s * 0.01)}H${r1(mx + ring + s * 0.06 + label.width)}" fill="none" stroke="${pale}" stroke-width="${r1(hair * 1.4)}"/>`
		: '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${grainy ? grain(seed + 7, 0.6) : ''}<radialGradient id="pool" gradientUnits="userSpaceOnUse" cx="${r1(w * 0.08)}" cy="${r1(h * 0.12)}" r="${r1(Math.hypot(w, h) * 0.9)}"><stop offset="0" stop-color="${mid}" stop-opacity=".5"/><stop offset=".45" stop-color="${mid}" stop-opacity=".14"/><stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient>
<linearGradient id="fall" gradientUnits="userSpaceOnUse" x1="${r1(w * 0.05)}" y1="${r1(h * 0.1)}" x2="${r1(w)}" y2="${r1(h)}"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity=".2"/></linearGradient><mask id="lit"><rect width="100%" height="100%" fill="url(#fall)"/></mask></defs>
<rect width="100%" height="100%" fill="${bg}"/><rect width="100%" height="100%" fill="url(#pool)"/>
<g data-motif="map"><g mask="url(#lit)" fill="none" stroke-linecap="butt">
<pattern id="grass" patternUnits="userSpaceOnUse" width="${r1(s * 0.018)}" height="${r1(s * 0.018)}"><circle cx="${r1(s * 0.009)}" cy="${r1(s * 0.009)}" r="${r1(hair)}" fill="${mixInk(mid, fg, 0.4)}"/></pattern>
<rect x="${r1(green.x)}" y="${r1(green.y)}" width="${r1(green.w)}" height="${r1(green.h)}" rx="${r1(s * 0.02)}" fill="url(#grass)" stroke="${mixInk(mid, fg, 0.3)}" stroke-width="${r1(hair)}" opacity=".7"/>
<path d="${blocks.join('')}" fill="${mixInk(mid, fg, 0.15)}" stroke="none" opacity=".4" transform="matrix(1 ${r1(-skew * 0.3 * 1000) / 1000} ${skew} 1 0 0)"/>
<path d="${water}" stroke="${mixInk(bg, '#000000', 0.35)}" stroke-width="${r1(s * 0.06)}"/><path d="${water}" stroke="${mixInk(mid, fg, 0.35)}" stroke-width="${r1(hair)}" transform="translate(0 ${r1(-s * 0.03)})"/><path d="${water}" stroke="${mixInk(mid, fg, 0.35)}" stroke-width="${r1(hair)}" transform="translate(0 ${r1(s * 0.03)})"/>
<path d="${streets.join('')}" stroke="${mixInk(mid, fg, 0.3)}" stroke-width="${r1(hair)}" opacity=".55"/>
<path d="${railway}" stroke="${mixInk(mid, fg, 0.5)}" stroke-width="${r1(hair * 1.2)}"/><path d="${railway}" stroke="${mixInk(mid, fg, 0.5)}" stroke-width="${r1(s * 0.014)}" stroke-dasharray="${r1(hair)} ${r1(s * 0.012)}"/>
<path d="${main}${arterial}${access}" stroke="${road}" stroke-width="${r1(s * 0.006)}"/>
<g stroke="${mixInk(mid, fg, 0.55)}" stroke-width="${r1(hair)}" fill="${bg}">${units}</g></g>
${gym}
<g fill="none" stroke-linecap="butt"><path d="M0 ${r1(my)}H${w}M${r1(mx)} 0V${h}" stroke="${crimson}" stroke-width="${r1(hair)}" opacity=".45"/>
<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(ring)}" stroke="${crimson}" stroke-width="${r1(s * 0.009)}"/><circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(ring * 1.55)}" stroke="${crimson}" stroke-width="${r1(hair)}" opacity=".7"/>
<path d="M${r1(mx - ring * 0.45)} ${r1(my)}H${r1(mx + ring * 0.45)}M${r1(mx)} ${r1(my - ring * 0.45)}V${r1(my + ring * 0.45)}" stroke="${pale}" stroke-width="${r1(hair * 1.6)}"/></g>
${text}
<g fill="${pale}" opacity=".8"><path d="M${r1(w - s * 0.08)} ${r1(s * 0.06)}l${r1(s * 0.022)} ${r1(s * 0.07)}l${r1(-s * 0.022)} ${r1(-s * 0.018)}Z"/><path d="M${r1(w - s * 0.08)} ${r1(s * 0.06)}l${r1(-s * 0.022)} ${r1(s * 0.07)}l${r1(s * 0.022)} ${r1(-s * 0.018)}Z" opacity=".45"/>
${[0, 1, 2, 3].map((i) => `<rect x="${r1(w - s * 0.34 + i * s * 0.06)}" y="${r1(h - s * 0.07)}" width="${r1(s * 0.06)}" height="${r1(s * 0.012)}" opacity="${i % 2 ? 0.35 : 1}"/>`).join('')}</g></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#grain)" opacity=".07"/>' : ''}</svg>`;
}
