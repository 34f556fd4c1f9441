// @ts-check
// Draws the stand-in artwork as SVG, in one style: flat, high-contrast crimson duotone prints, two inks of the site's
// palette on a dark (or, for contrast, crimson) ground, plus film grain, set against one strong graphic shape; the
// shop's product shot instead stands on a plain bone studio sweep (`backdrop: 'sweep'`), in the goods' own colours.
// - Equipment and texture (plates, knurling, chalk, a rack, a rope, a sled, kettlebells...) fill the frame and are cut
//   by its edges, tilted a little, never a full tidy still life. The knurling, the one close-up a page shows, is lit
//   facet by facet as a macro photograph sees it (materials.mjs), as are the knurled bars under the facilities' words.
// - Never a person: where people belong (an album of members, a coach's card) the stand-in is type, a word of what
//   the photo will show or the coach's name and role (posters.mjs, portraits.mjs; content/ART-DIRECTION.md).
//   tests/unit/scripts/stand-ins/art.test.ts looks for figures and pictograms in every picture.
// - No other lettering: words belong in the page.
import { grain, palettes, r1, random } from './inks.mjs';
import { mapPlanSvg } from './map.mjs';
import { knurledBar } from './materials.mjs';
import { litPlate } from './plate.mjs';
/** @typedef {import('./plate.mjs').PlateStamps} PlateStamps */

/** The graphic shape behind the equipment, in the shadow tone. */
export const backdrops = /** @type {const} */ (['slab', 'disc', 'bars', 'halftone', 'frame', 'plain']);
/**
 * A product shot's ground, never picked by seed (`backdrop: 'sweep'`): a studio's plain paper sweep in the palette's
 * light ground, a shade lighter where it curves up behind the goods into the lamp and a shade deeper at the near edge,
 * under a gentle vignette instead of the equipment drawings' heavy one; the goods cast their own shadow on it.
 */
const sweep =
	'<linearGradient id="sweep" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".38" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".07"/></linearGradient>' +
	'<radialGradient id="v" cx=".46" cy=".42" r=".8"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></radialGradient>';
/** Thick strokes end square: equipment has hard edges (and a round-capped stroke reads as a limb). */
const line = (/** @type {string} */ d, w = 24, ink = 'currentColor') =>
	`<path d="${d}" fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="butt" stroke-linejoin="miter"/>`;
const rect = (
	/** @type {number} */ x,
	/** @type {number} */ y,
	/** @type {number} */ w,
	/** @type {number} */ h,
	ink = 'currentColor',
	rx = 6,
) => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${ink}"/>`;
const ring = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, /** @type {number} */ w, ink = 'currentColor') =>
	`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${ink}" stroke-width="${r1(w)}"/>`;
const disc = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, ink = 'currentColor') =>
	`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${ink}"/>`;
const MID = 'var(--mid)';
const BG = 'var(--bg)';

/** A bar seen side-on with plates, from x1 to x2 at height y. */
const loadedBar = (y = 500, x1 = 0, x2 = 1000) =>
	rect(x1, y - 14, x2 - x1, 28, 'currentColor', 4) +
	[0, 1, 2].map((i) => rect(x1 + 40 + i * 52, y - 230 + i * 40, 44, 460 - i * 80, i ? MID : 'currentColor', 8)).join('') +
	[0, 1, 2].map((i) => rect(x2 - 84 - i * 52, y - 230 + i * 40, 44, 460 - i * 80, i ? MID : 'currentColor', 8)).join('');

/** Each subject is equipment or texture drawn in a 1000 x 1000 box: currentColor is the highlight ink. */
export const subjects = {
	/** A bumper plate face-on: rim, lip, hub and the grip cut-outs. */
	plate: () =>
		disc(500, 500, 480) +
		ring(500, 500, 420, 14, MID) +
		ring(500, 500, 300, 60, MID) +
		[0, 120, 240]
			.map((a) => {
				const t = (a * Math.PI) / 180;
				return `<ellipse cx="${r1(500 + Math.cos(t) * 360)}" cy="${r1(500 + Math.sin(t) * 360)}" rx="70" ry="30" transform="rotate(${a + 90} ${r1(500 + Math.cos(t) * 360)} ${r1(500 + Math.sin(t) * 360)})" fill="${BG}"/>`;
			})
			.join('') +
		disc(500, 500, 130, MID) +
		disc(500, 500, 70, BG),
	/** A stack of plates on their edges, as they lean against a wall. */
	plates: () =>
		[0, 1, 2, 3, 4, 5]
			.map((i) => {
				const h = 820 - (i % 3) * 160;
				return rect(80 + i * 140, 900 - h, 110, h, i % 2 ? MID : 'currentColor', 18) + rect(115 + i * 140, 520, 40, 80, BG, 8);
			})
			.join('') + rect(0, 900, 1000, 100, MID, 0),
	/** Extreme close-up of a bar's knurling: a diamond cross-hatch on the shaft, a smooth band, the sleeve's collar. */
	knurling: () => {
		const hatch = [];
		for (let x = -400; x < 1000; x += 34) hatch.push(`M${x} 380L${x + 240} 620M${x + 240} 380L${x} 620`);
		return (
			'<clipPath id="shaft"><rect x="-20" y="380" width="1040" height="240"/></clipPath>' +
			rect(-20, 380, 1040, 240, 'currentColor', 0) +
			`<g clip-path="url(#shaft)">${line(hatch.join(''), 9, BG)}</g>` +
			rect(560, 372, 90, 256, 'currentColor', 0) +
			rect(700, 300, 60, 400, MID, 8) +
			rect(760, 340, 260, 320, 'currentColor', 10) +
			line('M790 360V640M850 360V640M910 360V640', 6, MID)
		);
	},
	/** A chalk bowl with broken blocks and dust. */
	chalk: (/** @type {() => number} */ rand) => {
		const dust = Array.from({ length: 90 }, () => disc(120 + rand() * 760, 80 + rand() * 520, 3 + rand() * 16, 'currentColor')).join('');
		return (
			`<g opacity=".75">${dust}</g>` +
			'<path d="M60 560H940L860 900H140Z" fill="var(--mid)"/>' +
			'<ellipse cx="500" cy="560" rx="440" ry="70" fill="currentColor"/>' +
			'<path d="M260 560L320 470L420 500L400 560ZM470 560L520 440L650 480L640 560ZM680 560L720 500L800 520L790 560Z" fill="var(--bg)" opacity=".35"/>'
		);
	},
	/** A squat rack's upright: the column of holes, a J-hook and the bar resting in it. */
	rack: () => {
		const holes = [];
		for (let y = 80; y < 960; y += 64) holes.push(disc(330, y, 16, BG), disc(770, y, 16, BG));
		return (
			rect(280, -20, 100, 1040) +
			rect(720, -20, 100, 1040) +
			holes.join('') +
			rect(380, 300, 80, 30, MID, 2) +
			rect(640, 300, 80, 30, MID, 2) +
			rect(40, 250, 920, 50, 'currentColor', 4) +
			rect(-20, 90, 64, 370, MID, 8) +
			rect(956, 90, 64, 370, MID, 8) +
			rect(380, 640, 340, 40, MID, 2)
		);
	},
	/** A battle rope in two heavy waves, with its twisted strands. */
	rope: () => {
		const wave = 'M-40 380C160 180 300 620 500 420S820 200 1040 420';
		const wave2 = 'M-40 640C140 820 320 440 520 640S860 860 1040 620';
		return (
			line(wave, 92) +
			line(wave, 92, BG).replace('fill="none"', 'fill="none" stroke-dasharray="6 34"') +
			line(wave2, 92, MID) +
			line(wave2, 92, BG).replace('fill="none"', 'fill="none" stroke-dasharray="6 34" opacity=".5"') +
			rect(800, 820, 200, 180, 'currentColor', 12)
		);
	},
	/** A push sled: the skid, the two posts and the loaded horn. */
	sled: () =>
		rect(40, 820, 920, 70) +
		'<path d="M40 820Q0 820 0 860V890H40Z" fill="currentColor"/>' +
		rect(160, 180, 70, 660) +
		rect(700, 100, 70, 740) +
		line('M230 560H700', 40, MID) +
		rect(440, 520, 50, 300, MID, 4) +
		rect(360, 600, 210, 60, 'currentColor', 10) +
		rect(380, 540, 170, 50, MID, 10) +
		rect(400, 480, 130, 50, 'currentColor', 10),
	/** Kettlebells in a row, big to small, overlapping. */
	kettlebells: () =>
		[
			[300, 620, 300],
			[640, 700, 220],
			[880, 760, 160],
		]
			.map(
				([cx = 0, cy = 0, r = 0], i) =>
					line(
						`M${cx - r * 0.55} ${cy - r * 0.6}V${cy - r * 1.15}H${cx + r * 0.55}V${cy - r * 0.6}`,
						r * 0.24,
						i === 1 ? MID : 'currentColor',
					) +
					disc(cx, cy, r, i === 1 ? MID : 'currentColor') +
					rect(cx - r * 0.6, cy + r * 0.85, r * 1.2, r * 0.25, BG, 4),
			)
			.join(''),
	/** Hex dumbbells racked in two rows. */
	dumbbells: () => {
		const hex = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, ink = 'currentColor') =>
			`<polygon points="${[0, 60, 120, 180, 240, 300].map((a) => `${r1(cx + r * Math.cos(((a + 30) * Math.PI) / 180))},${r1(cy + r * Math.sin(((a + 30) * Math.PI) / 180))}`).join(' ')}" fill="${ink}"/>`;
		return (
			[0, 1, 2]
				.map((i) => {
					const y = 180 + i * 300;
					const ink = i === 1 ? MID : 'currentColor';
					return rect(220, y - 22, 560, 44, ink, 4) + hex(180, y, 130, ink) + hex(820, y, 130, ink) + hex(180, y, 60, BG);
				})
				.join('') + rect(0, 940, 1000, 60, MID, 0)
		);
	},
	/** A barbell's sleeve end: collar, sleeve and the end cap, close up. */
	barbell: () =>
		rect(-20, 470, 420, 60) +
		rect(400, 380, 80, 240, MID, 6) +
		rect(480, 420, 540, 160) +
		line('M560 420V580M680 420V580M800 420V580M920 420V580', 8, MID) +
		rect(600, 120, 70, 760, MID, 10) +
		rect(690, 160, 60, 680, 'currentColor', 10),
	/** A lifting platform from above: the timber centre, the rubber sides, a bar on it. */
	platform: () =>
		rect(-20, -20, 300, 1040, MID, 0) +
		rect(720, -20, 300, 1040, MID, 0) +
		[0, 1, 2, 3, 4, 5, 6].map((i) => rect(290, -20 + i * 150, 420, 140, 'currentColor', 2)).join('') +
		loadedBar(700, -40, 1040),
	/** A flat bench seen end-on under a racked bar. */
	bench: () =>
		loadedBar(260, -60, 1060) +
		rect(160, 600, 680, 90, 'currentColor', 20) +
		rect(220, 690, 560, 40, MID, 4) +
		rect(300, 730, 70, 240) +
		rect(630, 730, 70, 240) +
		rect(200, 950, 600, 50, MID, 8),
	/** A cable machine's weight stack: the guide rods, the plates and the selector pin. */
	stack: () =>
		rect(220, -20, 40, 1040, MID, 0) +
		rect(740, -20, 40, 1040, MID, 0) +
		Array.from(
			{ length: 11 },
			(_, i) => rect(180, 60 + i * 84, 640, 70, i === 6 ? MID : 'currentColor', 6) + disc(500, 95 + i * 84, 14, BG),
		).join('') +
		rect(480, -20, 40, 600, BG, 0) +
		rect(500, 590, 260, 22, MID, 4) +
		disc(760, 601, 40, MID),
	/** A rower's fan wheel and rail. */
	rower: () =>
		disc(380, 420, 360, MID) +
		ring(380, 420, 330, 40) +
		[0, 30, 60, 90, 120, 150]
			.map((a) =>
				line(
					`M${380 - 300 * Math.cos((a * Math.PI) / 180)} ${420 - 300 * Math.sin((a * Math.PI) / 180)}L${380 + 300 * Math.cos((a * Math.PI) / 180)} ${420 + 300 * Math.sin((a * Math.PI) / 180)}`,
					26,
				),
			)
			.join('') +
		disc(380, 420, 70, BG) +
		rect(300, 840, 740, 60) +
		rect(720, 780, 140, 60, MID, 10),
	/** Plyo boxes stacked, seen corner-on. */
	box: () =>
		[
			[500, 620, 1],
			[420, 300, 0.7],
		]
			.map(
				([x = 0, y = 0, s = 1]) =>
					`<path d="M${x - 300 * s} ${y}L${x} ${y - 160 * s}L${x + 300 * s} ${y}L${x} ${y + 160 * s}Z" fill="currentColor"/>` +
					`<path d="M${x - 300 * s} ${y}L${x} ${y + 160 * s}V${y + 520 * s}L${x - 300 * s} ${y + 360 * s}Z" fill="var(--mid)"/>` +
					`<path d="M${x + 300 * s} ${y}L${x} ${y + 160 * s}V${y + 520 * s}L${x + 300 * s} ${y + 360 * s}Z" fill="currentColor" opacity=".8"/>` +
					`<ellipse cx="${x + 150 * s}" cy="${y + 300 * s}" rx="${60 * s}" ry="${26 * s}" transform="rotate(-28 ${x + 150 * s} ${y + 300 * s})" fill="var(--bg)"/>`,
			)
			.join(''),
	/** An interval timer's dial: the bezel, the minute ticks and the hands. */
	stopwatch: () =>
		disc(500, 540, 420, MID) +
		ring(500, 540, 400, 40) +
		Array.from({ length: 60 }, (_, i) => {
			const t = (i * 6 * Math.PI) / 180;
			const inner = i % 5 ? 330 : 290;
			return `M${r1(500 + Math.sin(t) * inner)} ${r1(540 - Math.cos(t) * inner)}L${r1(500 + Math.sin(t) * 360)} ${r1(540 - Math.cos(t) * 360)}`;
		})
			.reduce((d, seg) => d + seg, '')
			.replace(/^(.*)$/, (d) => line(d, 10)) +
		line('M500 540V230', 22) +
		line('M500 540L700 640', 34) +
		disc(500, 540, 40) +
		rect(440, 60, 120, 80, 'currentColor', 8),
	/** A medal on its ribbon. */
	medal: () =>
		'<path d="M330 -20L500 420L670 -20H560L500 180L440 -20Z" fill="var(--mid)"/>' +
		disc(500, 620, 260) +
		ring(500, 620, 200, 20, MID) +
		disc(500, 620, 120, MID),
	/** A foam roller's ridged surface. */
	roller: () =>
		rect(60, 300, 880, 400, 'currentColor', 200) +
		Array.from({ length: 9 }, (_, i) => rect(150 + i * 85, 300, 36, 400, MID, 0)).join('') +
		`<ellipse cx="140" cy="500" rx="80" ry="200" fill="var(--bg)" opacity=".4"/>`,
	/** A resistance band looped over a bar. */
	band: () =>
		rect(-20, 160, 1040, 60) +
		`<path d="M380 190C300 500 320 820 500 900C680 820 700 500 620 190" fill="none" stroke="var(--mid)" stroke-width="60"/>` +
		`<path d="M430 190C380 480 400 780 500 840C600 780 620 480 570 190" fill="none" stroke="currentColor" stroke-width="30"/>`,
	/** A running track's lanes sweeping round the bend. */
	track: () =>
		Array.from(
			{ length: 6 },
			(_, i) =>
				`<path d="M-40 ${960 - i * 120}H360A${300 + i * 10} ${300 + i * 10} 0 0 0 ${660} ${600 - i * 140}V-40" fill="none" stroke="${i % 2 ? 'var(--mid)' : 'currentColor'}" stroke-width="50"/>`,
		).join(''),
	/** A treatment table and a roll of tape, for the physio room. */
	physio: () =>
		rect(40, 520, 920, 120, 'currentColor', 24) +
		rect(40, 640, 920, 40, MID, 0) +
		rect(120, 680, 60, 320) +
		rect(820, 680, 60, 320) +
		'<path d="M40 520L160 380H400V520Z" fill="var(--mid)"/>' +
		ring(650, 330, 120, 70) +
		disc(650, 330, 50, MID) +
		line('M770 330C860 330 880 420 960 420', 40, MID),
	/** A street plan in fine lines, the spot ringed (the full plan, lit and labelled, is mapPlanSvg). */
	map: () =>
		line('M0 300H1000M0 650H1000M300 0V1000M720 0V1000M0 980L1000 80', 4, MID) +
		ring(500, 470, 90, 10) +
		line('M500 330V400M500 540V610M360 470H430M570 470H640', 4),
	/**
	 * A T-shirt laid flat for a shop's product shot, in charcoal cotton (the product's own colour, whatever the palette:
	 * a photo of the goods keeps its colours), seen from above as a flat-lay is and spread across three quarters of the
	 * frame's width. Its silhouette says T-shirt at any size: the sleeves out to either side and angled down, the
	 * shoulders sloping from a ribbed crew collar (the front band a U over the shade inside the back of the neck, the
	 * back band along the top with its label), the body falling straight to a stitched hem. The seams draw the rest: the
	 * shoulder seams, each sleeve set in along a curved seam and finished with a stitched hem band. One raking light from
	 * the upper left lights the cloth from that corner and falls off towards the far one; the edges roll off into shade,
	 * those towards the light catching it; soft creases run from the underarms and across the sleeves; the fabric
	 * carries a fine jersey knit and a heather fleck, and the shirt casts a soft shadow down and to the right, darkest
	 * where it touches the ground. The chest's print goes in at `data-print` (generate.mjs), under the light, the creases
	 * and the knit and slightly desaturated, so it reads as ink in the cloth rather than a sticker on the picture.
	 */
	shirt: () => {
		const cloth = '#3b3a3e';
		// The whole silhouette, left half mirrored: collar, shoulder, sleeve out and down to its hem, underarm, side, hem.
		const whole =
			'M418 182Q500 196 582 182L712 222Q742 232 760 250L872 372Q880 382 870 390L782 452Q772 458 764 450L706 396' +
			'L712 806Q713 822 697 823Q500 830 303 823Q287 822 288 806L294 396L236 450Q228 458 218 452L130 390Q120 382 128 372' +
			'L240 250Q258 232 288 222Z';
		// The sleeves' hem bands, each across the sleeve's end, and the stitching just inside them.
		const hems = 'M128 372L218 452M872 372L782 452';
		const hemStitch = 'M145 358L234 438M855 358L766 438';
		// Each sleeve set in along a seam curving from the shoulder's point down to the underarm.
		const armholes = 'M262 238Q296 320 294 396M738 238Q704 320 706 396';
		// The shoulder seams from the collar out to the sleeves.
		const shoulders = 'M420 186L262 238M580 186L738 238';
		// The neck: the shade inside the back, the back's band along the top with its label, the front's band in a U.
		const neckIn = 'M426 188Q500 200 574 188Q562 262 500 270Q438 262 426 188Z';
		const frontRib = 'M414 184Q424 284 500 290Q576 284 586 184';
		const frontStitch = 'M400 186Q410 304 500 310Q590 304 600 186';
		const backRib = 'M420 186Q500 200 580 186';
		// A soft fold: a trough of shade with the light catching its ridge on the side towards the light.
		const fold = (
			/** @type {string} */ d,
			/** @type {number} */ w,
			/** @type {number} */ dark,
			/** @type {number} */ lit,
			dx = -5,
			dy = -6,
		) =>
			`<path d="${d}" fill="none" stroke="#000" stroke-width="${w}" opacity="${dark}" filter="url(#crease)"/>` +
			`<path d="${d}" fill="none" stroke="#fff" stroke-width="${r1(w * 0.5)}" opacity="${lit}" transform="translate(${dx} ${dy})" filter="url(#crease)"/>`;
		return (
			'<defs><clipPath id="cloth"><path d="' +
			whole +
			'"/></clipPath>' +
			'<filter id="crease" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feGaussianBlur stdDeviation="8"/></filter>' +
			'<filter id="roll" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feGaussianBlur stdDeviation="7"/></filter>' +
			'<filter id="cast" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1400" height="1400"><feGaussianBlur stdDeviation="16"/></filter>' +
			'<filter id="spread" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1400" height="1400"><feGaussianBlur stdDeviation="40"/></filter>' +
			'<filter id="contact" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feGaussianBlur stdDeviation="4"/></filter>' +
			// The print as ink in the cloth: a little desaturated and dulled, and nudged by the weave's relief.
			'<filter id="ink" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feTurbulence type="fractalNoise" baseFrequency=".035" numOctaves="1" seed="3" result="warp"/><feDisplacementMap in="SourceGraphic" in2="warp" scale="3" xChannelSelector="R" yChannelSelector="G" result="laid"/><feColorMatrix in="laid" type="saturate" values=".55"/><feComponentTransfer><feFuncR type="linear" slope=".82"/><feFuncG type="linear" slope=".82"/><feFuncB type="linear" slope=".82"/></feComponentTransfer></filter>' +
			'<linearGradient id="rake" gradientUnits="userSpaceOnUse" x1="180" y1="180" x2="820" y2="840"><stop offset="0" stop-color="#fff" stop-opacity=".24"/><stop offset=".38" stop-color="#fff" stop-opacity=".05"/><stop offset=".62" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></linearGradient>' +
			'<radialGradient id="lamp" gradientUnits="userSpaceOnUse" cx="150" cy="80" r="1150"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></radialGradient>' +
			'<radialGradient id="sheen"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
			// The knit: a jersey's fine wales of little Vs, and a heather fleck in the yarn.
			'<pattern id="jersey" patternUnits="userSpaceOnUse" width="5" height="4"><path d="M0 0L1.25 4L2.5 0L3.75 4L5 0" fill="none" stroke="#fff" stroke-width=".8"/></pattern>' +
			'<filter id="heather" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9 .45" numOctaves="1" seed="5"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 -2.6 0 1.45"/></filter></defs>' +
			// The ground under the lamp: lit towards the upper left, falling off to the lower right.
			'<rect x="-500" y="-500" width="2000" height="2000" fill="url(#lamp)"/>' +
			// The cast shadow down and to the right, a wider soft one round it (the lamp is a softbox, not a spot, so the
			// shirt lies on the ground rather than floating over it), and the contact shadow hugging its edge.
			`<path d="${whole}" fill="#000" opacity=".22" transform="translate(26 32)" filter="url(#spread)"/>` +
			`<path d="${whole}" fill="#000" opacity=".4" transform="translate(12 15)" filter="url(#cast)"/>` +
			`<path d="${whole}" fill="#000" opacity=".5" transform="translate(3 4)" filter="url(#contact)"/>` +
			`<path d="${whole}" fill="${cloth}"/>` +
			'<g clip-path="url(#cloth)">' +
			'<g filter="url(#ink)"><g data-print=""></g></g>' +
			// Soft creases: a pull from each underarm into the body, a drape across each sleeve, a slack ripple low down.
			fold('M300 420C340 470 360 540 350 610', 18, 0.45, 0.3) +
			fold('M700 420C664 470 648 530 656 600', 16, 0.44, 0.1) +
			fold('M196 330C226 356 250 392 262 430', 16, 0.4, 0.28) +
			fold('M804 330C774 356 750 392 738 430', 14, 0.4, 0.1) +
			fold('M330 720C440 706 560 730 690 712', 16, 0.36, 0.22) +
			fold('M420 560C470 590 540 600 600 580', 14, 0.3, 0.18) +
			// The seams: the shoulders, the sleeves set in, the hem's stitching.
			`<path d="${shoulders}" fill="none" stroke="#000" stroke-width="3" opacity=".5"/>` +
			`<path d="${armholes}" fill="none" stroke="#000" stroke-width="3" opacity=".5"/>` +
			`<path d="${armholes}" fill="none" stroke="#fff" stroke-width="1.4" stroke-dasharray="5 3" opacity=".25" transform="translate(-5 0)"/>` +
			'<path d="M290 796Q500 803 710 796" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="5 3" opacity=".28"/>' +
			'<path d="M289 806Q500 813 711 806" fill="none" stroke="#000" stroke-width="3" opacity=".25"/>' +
			// The sleeves' hem bands, and their stitching.
			`<path d="${hems}" fill="none" stroke="#000" stroke-width="44" opacity=".16"/>` +
			`<path d="${hemStitch}" fill="none" stroke="#000" stroke-width="3" opacity=".35"/>` +
			`<path d="${hemStitch}" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="5 3" opacity=".3" transform="translate(0 -4)"/>` +
			// The neck: the shade inside it, the back's label, the ribbed bands and the front band's stitching.
			`<path d="${neckIn}" fill="#000" opacity=".62"/>` +
			`<path d="${neckIn}" fill="#000" opacity=".35" transform="translate(4 9)" filter="url(#contact)"/>` +
			'<path d="M484 196H516L514 218H486Z" fill="#fff" opacity=".16"/>' +
			`<path d="${frontRib}" fill="none" stroke="#000" stroke-width="26" opacity=".45" transform="translate(4 8)" filter="url(#contact)"/>` +
			`<path d="${frontRib}" fill="none" stroke="${cloth}" stroke-width="22"/>` +
			`<path d="${frontRib}" fill="none" stroke="#000" stroke-width="22" stroke-dasharray="2 3" opacity=".3"/>` +
			`<path d="${frontRib}" fill="none" stroke="#fff" stroke-width="2" opacity=".35" transform="translate(-1 -10)"/>` +
			`<path d="${frontStitch}" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="5 3" opacity=".28"/>` +
			`<path d="${backRib}" fill="none" stroke="${cloth}" stroke-width="12"/>` +
			`<path d="${backRib}" fill="none" stroke="#000" stroke-width="12" stroke-dasharray="2 3" opacity=".3"/>` +
			// The raking light across the cloth, its edges rolling over into shade, those towards the light catching it.
			'<rect x="100" y="160" width="800" height="700" fill="url(#rake)"/>' +
			'<ellipse cx="360" cy="360" rx="260" ry="220" fill="url(#sheen)"/>' +
			`<path d="${whole}" fill="none" stroke="#000" stroke-width="22" opacity=".42" filter="url(#roll)"/>` +
			'<path d="M132 374L244 254Q262 236 290 226L418 186M296 400L290 806" fill="none" stroke="#fff" stroke-width="6" opacity=".2" filter="url(#contact)"/>' +
			'<rect x="100" y="160" width="800" height="700" fill="url(#jersey)" opacity=".1"/>' +
			'<rect x="100" y="160" width="800" height="700" filter="url(#heather)" opacity=".07"/></g>'
		);
	},
	programme: () =>
		rect(260, 140, 480, 720, 'currentColor', 36) +
		rect(400, 100, 200, 90, MID, 24) +
		line('M340 320H660M340 440H660M340 560H600M340 680H520', 30, BG),
	supplements: () =>
		rect(170, 340, 360, 520, 'currentColor', 50) +
		rect(200, 250, 300, 110, MID, 26) +
		rect(230, 520, 240, 170, BG, 20) +
		'<path d="M600 400H790L760 860H630Z" fill="var(--mid)"/>' +
		rect(610, 320, 170, 90, 'currentColor', 20),
	placeholder: () => line('M300 300H700V700H300ZM300 600L450 470L560 580L620 520L700 600', 26) + disc(600, 390, 36),
};

/** The motifs an editor sees: every one is equipment, texture or an object, never a person. */
export const motifs = /** @type {(keyof typeof subjects)[]} */ (Object.keys(subjects));

/**
 * How the subject sits in the frame: zoom (1 fills the short side; above 1 the edges cut it), centre as a fraction
 * of width and height, a tilt in degrees and a mirror flag.
 * @typedef {{ zoom: number, x: number, y: number, angle?: number, flip?: boolean }} Crop
 */

/** The crops a seed picks from: tight and cut by the edges, tilted either way, one calmer centred view. */
const crops = /** @type {Crop[]} */ ([
	{ zoom: 1.35, x: 0.55, y: 0.55, angle: -12 },
	{ zoom: 1.1, x: 0.5, y: 0.5, angle: 0 },
	{ zoom: 1.6, x: 0.42, y: 0.6, angle: 9, flip: true },
	{ zoom: 1.25, x: 0.62, y: 0.48, angle: 18 },
	{ zoom: 1.8, x: 0.5, y: 0.62, angle: -6, flip: true },
	{ zoom: 1.15, x: 0.4, y: 0.5, angle: -20 },
	{ zoom: 1.45, x: 0.6, y: 0.42, angle: 6, flip: true },
]);

/** The crop and backdrop a seed gives: neighbouring seeds differ in both. */
export function composition(/** @type {number} */ seed) {
	const n = Math.abs(Math.trunc(seed));
	return { crop: /** @type {Crop} */ (crops[n % crops.length]), backdrop: backdrops[(n * 5 + 1) % backdrops.length] ?? 'slab' };
}

/**
 * The graphic shape behind the subject, in the shadow tone ('none': an empty ground, e.g. where a page's words sit).
 * @param {(typeof backdrops)[number] | 'none'} kind
 * @param {number} w
 * @param {number} h
 * @param {string} ink
 * @param {Crop} crop
 */
export function backdrop(kind, w, h, ink, crop) {
	const s = Math.min(w, h);
	switch (kind) {
		case 'slab':
			return `<path d="M${w * (crop.flip ? 0.7 : 0.3)} 0H${w * (crop.flip ? 1.1 : 0.75)}L${w * (crop.flip ? 0.75 : 0.3)} ${h}H${w * (crop.flip ? 0.3 : -0.1)}Z" fill="${ink}"/>`;
		case 'disc':
			return disc(w * (1 - crop.x), h * 0.4, s * 0.55, ink);
		case 'bars': {
			const step = w / 9;
			return Array.from({ length: 9 }, (_, i) => (i % 2 ? '' : rect(i * step, 0, step, h, ink, 0))).join('');
		}
		case 'halftone': {
			const step = s / 14;
			const dots = [];
			for (let y = step / 2; y < h; y += step)
				for (let x = step / 2; x < w; x += step) {
					const r = (step / 2.2) * Math.max(0, 1 - Math.hypot(x / w - (1 - crop.x), y / h - 0.3) * 1.4);
					if (r > 1) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
				}
			return `<g fill="${ink}">${dots.join('')}</g>`;
		}
		case 'frame':
			return `<rect x="${r1(s * 0.08)}" y="${r1(s * 0.08)}" width="${r1(w - s * 0.16)}" height="${r1(h - s * 0.16)}" fill="none" stroke="${ink}" stroke-width="${r1(s * 0.05)}"/>`;
		case 'plain':
			return `<rect y="${r1(h * 0.68)}" width="${w}" height="${r1(h * 0.32)}" fill="${ink}"/>`;
		case 'none':
			return '';
	}
}

/**
 * The artwork of one stand-in as SVG markup, with no lettering: words belong in the page.
 * @param {{ width: number, height: number, subject: keyof typeof subjects,
 *   palette?: keyof typeof palettes, seed?: number, crop?: Crop, backdrop?: (typeof backdrops)[number] | 'none' | 'sweep',
 *   grain?: boolean, layer?: 'all' | 'ground' | 'subject' | 'lettering', shade?: 'left' | 'bottom', stamps?: PlateStamps,
 *   screen?: number, letterBand?: { top: number, bottom: number } }} spec
 *   grain: false leaves the grain out (the hero video, where moving noise costs too many bytes); layer draws only the
 *   ground (backdrop) or only the subject on a transparent ground, for animating the subject over the ground. shade
 *   darkens the ground towards one side, where a page sets words over the picture (the hero), so the dark is part of
 *   the picture and the page draws no more than its scrims. stamps: the lettering moulded into a plate's face, which
 *   draws the plate as a lit material (`litPlate`: rubber, a turned steel hub, raised letters), not a flat disc.
 *   letterBand: the rows, as fractions of the height, where the plate's letters show (`litPlate`); layer 'lettering'
 *   draws those letters alone. screen: the strength of the backdrop (by default .4 behind a lit plate, .6 elsewhere).
 *   backdrop 'sweep': a product shot's plain studio ground in the palette's ground ink (bone, for the shop's shirt),
 *   with a gentle vignette in place of the equipment drawings' heavy one.
 * @returns {string} SVG markup
 */
export function standInSvg({
	width,
	height,
	subject,
	palette = 'ember',
	seed = 0,
	crop,
	backdrop: kind,
	grain: grainy = true,
	layer = 'all',
	shade,
	stamps,
	screen,
	letterBand,
}) {
	const [bg = '#0e0e10', mid = '#7a0a1c', fg = '#ff5a6e'] = palettes[palette];
	if (subject === 'knurling' && layer === 'all') return knurlMacroSvg({ width, height, inks: { bg, mid, fg }, seed, grain: grainy });
	if (subject === 'map' && layer === 'all') return mapPlanSvg({ width, height, inks: { bg, mid, fg }, seed, grain: grainy });
	const picked = composition(seed);
	const frame = crop ?? picked.crop;
	const size = Math.min(width, height) * frame.zoom;
	const cx = width * frame.x;
	const cy = height * frame.y;
	const mirror = frame.flip ? ' translate(1000 0) scale(-1 1)' : '';
	const place = `translate(${r1(cx)} ${r1(cy)}) rotate(${frame.angle ?? 0}) translate(${r1(-size / 2)} ${r1(-size / 2)}) scale(${size / 1000})${mirror}`;
	const art = subjects[subject](random(seed + 1))
		.replaceAll('var(--bg)', bg)
		.replaceAll('var(--mid)', mid);
	const motif =
		subject === 'plate' && stamps
			? litPlate({
					cx,
					cy,
					r: (size / 2) * 0.96,
					turn: frame.angle ?? 0,
					inks: { bg, mid, fg },
					stamps,
					grain: grainy,
					...(letterBand ? { letterBand: { top: letterBand.top * height, bottom: letterBand.bottom * height } } : {}),
					...(layer === 'lettering' ? { only: /** @type {const} */ ('lettering') } : {}),
				})
			: `<g data-motif="${subject}" transform="${place}" color="${fg}">${art}</g>`;
	const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
	if (layer === 'subject' || layer === 'lettering') return `${open}${motif}</svg>`;
	return `${open}
<defs>${grainy ? grain(seed + 7) : ''}${kind === 'sweep' ? sweep : '<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>'}</defs>
<rect width="100%" height="100%" fill="${bg}"/>
${kind === 'sweep' ? '<rect width="100%" height="100%" fill="url(#sweep)"/>' : `<g opacity="${screen ?? (stamps ? '.4' : '.6')}">${backdrop(kind ?? picked.backdrop, width, height, mid, frame)}</g>`}
${layer === 'all' && stamps ? `<circle cx="${r1(cx + size * 0.03)}" cy="${r1(cy + size * 0.045)}" r="${r1(size * 0.49)}" fill="#000" opacity=".6" filter="url(#plate-cast)"/>` : ''}${layer === 'all' ? motif : ''}
${shade ? shadeOver(shade, bg) : ''}<rect width="100%" height="100%" fill="url(#v)"/>${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${stamps ? '.06' : '.08'}"/>` : ''}</svg>`;
}

/**
 * The knurling of a barbell as a macro photograph sees it: the shaft across the frame's middle (the band every crop
 * keeps, down to a 21:9 strip), tilted a little and rising to the right, lit by one raking light from the left, high.
 * Every facet of the diamond knurl is shaded for that light, the bar's curve turns the rows away and darkens them
 * towards its edges, and a smooth ring (a power bar's marking) catches the light as one bright streak. The lens's
 * shallow focus softens the far end of the bar, the light's pool glows on the dark behind it, and a film grain lies
 * over all of it.
 * @param {{ width: number, height: number, inks: { bg: string, mid: string, fg: string }, seed?: number, grain?: boolean }} spec
 */
function knurlMacroSvg({ width, height, inks, seed = 0, grain: grainy = true }) {
	const s = Math.min(width, height);
	const bar = (/** @type {string} */ id) =>
		knurledBar({
			width,
			height,
			cx: width * 0.5,
			cy: height * 0.5,
			radius: s * 0.22,
			angle: -6,
			pitch: s * 0.046,
			inks,
			ring: 0.7,
			peak: 0.45,
			id,
		});
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${grainy ? grain(seed + 7, 0.55) : ''}<radialGradient id="pool" gradientUnits="userSpaceOnUse" cx="${r1(width * 0.5)}" cy="${r1(height * 0.22)}" r="${r1(width * 0.6)}"><stop offset="0" stop-color="${inks.mid}" stop-opacity=".42"/><stop offset=".5" stop-color="${inks.mid}" stop-opacity=".1"/><stop offset="1" stop-color="${inks.mid}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(s * 0.008)}"/></filter>
<linearGradient id="focus" x2="1" y2="0"><stop offset=".05" stop-color="#fff" stop-opacity=".2"/><stop offset=".28" stop-color="#fff"/><stop offset=".5" stop-color="#fff"/><stop offset=".78" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="sharp"><rect width="100%" height="100%" fill="url(#focus)"/></mask></defs>
<rect width="100%" height="100%" fill="${inks.bg}"/><rect width="100%" height="100%" fill="url(#pool)"/>
<g data-motif="knurling"><g filter="url(#soft)">${bar('far')}</g><g mask="url(#sharp)">${bar('near')}</g></g>
${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity=".06"/>` : ''}</svg>`;
}

/** The ground's ink laid over the side the words sit on, fading out before the middle of the frame. */
const shadeOver = (/** @type {'left' | 'bottom'} */ side, /** @type {string} */ ink) =>
	`<linearGradient id="shade" ${side === 'left' ? 'x2="1" y2="0"' : 'x1="0" y1="1" x2="0" y2="0"'}><stop offset="0" stop-color="${ink}" stop-opacity=".9"/><stop offset=".3" stop-color="${ink}" stop-opacity=".7"/><stop offset=".55" stop-color="${ink}" stop-opacity="0"/></linearGradient><rect width="100%" height="100%" fill="url(#shade)"/>`;
