// @ts-check
// Draws the stand-in artwork as SVG, in one style: flat, high-contrast crimson duotone prints, two inks of the site's
// palette on a dark (or, for contrast, crimson) ground, plus film grain, set against one strong graphic shape.
// - Equipment and texture (plates, knurling, chalk, a rack, a rope, a sled, kettlebells...) fill the frame and are cut
//   by its edges, tilted a little, never a full tidy still life. The knurling, the one close-up a page shows, is lit
//   facet by facet as a macro photograph sees it (materials.mjs), as are the knurled bars under the facilities' words.
// - Never a person: where people belong (an album of members, a coach's card) the stand-in is type, a word of what
//   the photo will show or the coach's name and role, set as outlines by generate.mjs (content/ART-DIRECTION.md).
//   tests/unit/scripts/stand-ins/art.test.ts looks for figures and pictograms in every picture.
// - No other lettering: words belong in the page.
import { knurledBar } from './materials.mjs';

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

/** The graphic shape behind the equipment, in the shadow tone. */
export const backdrops = /** @type {const} */ (['slab', 'disc', 'bars', 'halftone', 'frame', 'plain']);

/** A small seeded random generator, so a picture is the same every time it is generated. */
function random(/** @type {number} */ seed) {
	let a = (seed * 2654435761) >>> 0 || 1;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const r1 = (/** @type {number} */ n) => Math.round(n * 10) / 10;
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
	 * A T-shirt laid flat and lit by one raking light from the left, as a product shot is: the cloth shaded across from
	 * the lit side to the far one, soft folds running down from the armpits and across the sleeves, the collar's rib
	 * and its inside in shade, a fine knit grain over the fabric, and a soft shadow cast down and to the right on the
	 * ground. The chest's print goes in at `data-print` (generate.mjs), under the light and the grain, so it sits in the
	 * cloth rather than on top of the picture.
	 */
	shirt: () => {
		const body =
			'M365 150L212 222L158 392L286 432L322 372C316 560 332 720 324 872Q500 898 676 872C668 720 684 560 678 372L714 432L842 392L788 222L635 150Q500 252 365 150Z';
		const fold = (/** @type {string} */ d, /** @type {string} */ ink, /** @type {number} */ w, /** @type {number} */ o) =>
			`<path d="${d}" fill="none" stroke="${ink}" stroke-width="${w}" opacity="${o}" filter="url(#crease)"/>`;
		return (
			'<defs><clipPath id="cloth"><path d="' +
			body +
			'"/></clipPath>' +
			'<filter id="crease" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feGaussianBlur stdDeviation="18"/></filter>' +
			'<filter id="cast" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"><feGaussianBlur stdDeviation="18"/></filter>' +
			'<linearGradient id="rake" x2="1" y2=".25"><stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset=".45" stop-color="#fff" stop-opacity=".08"/><stop offset=".62" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>' +
			'<filter id="knit" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".6 .6" numOctaves="2" seed="5"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 -1.6 0 .95"/></filter></defs>' +
			`<path d="${body}" fill="#000" opacity=".45" transform="translate(26 30)" filter="url(#cast)"/>` +
			`<path d="${body}" fill="currentColor"/>` +
			'<g data-print=""></g>' +
			'<g clip-path="url(#cloth)">' +
			// The collar's inside, in shade, and its rib catching the light on the left.
			'<path d="M372 154Q500 250 628 154Q500 214 372 154Z" fill="var(--mid)" opacity=".55"/>' +
			'<path d="M365 150Q500 252 635 150" fill="none" stroke="#fff" stroke-width="26" opacity=".1"/>' +
			// Each fold a soft trough of shade with the light catching the ridge on its lit side: on a near-black
			// shirt the ridges carry the cloth, so they are what tells a garment from its silhouette.
			fold('M338 420C372 560 352 700 372 860', '#000', 26, 0.4) +
			fold('M362 420C396 560 376 700 396 860', '#fff', 16, 0.3) +
			fold('M640 410C606 560 652 720 616 860', '#000', 32, 0.45) +
			fold('M616 410C582 560 628 720 592 860', '#fff', 14, 0.2) +
			fold('M430 300C480 440 450 620 480 820', '#fff', 26, 0.2) +
			fold('M236 262C262 320 274 380 296 420', '#000', 18, 0.35) +
			fold('M252 256C278 316 290 376 312 416', '#fff', 12, 0.26) +
			fold('M764 262C738 320 726 380 704 420', '#000', 22, 0.45) +
			fold('M330 846Q500 818 670 848', '#000', 20, 0.3) +
			fold('M400 214Q500 284 600 214', '#000', 22, 0.3) +
			// The stitching: twin rows round the collar's rib, one along each sleeve's hem and the shirt's.
			'<path d="M378 170Q500 262 622 170M384 186Q500 276 616 186M166 368L292 408M834 368L708 408M328 842Q500 866 672 842" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 9" opacity=".24"/>' +
			'<rect x="100" y="100" width="800" height="820" fill="url(#rake)"/>' +
			'<rect x="100" y="100" width="800" height="820" filter="url(#knit)" opacity=".07"/></g>'
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
function backdrop(kind, w, h, ink, crop) {
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
 * Film grain over the whole print: fractal noise, as light specks, at a fixed size whatever the picture's size (a
 * lower `frequency` gives coarser specks). Subtle on the equipment drawings (drawn at 8 %: at 15 % the build's large
 * WebP copies came out two and a half times heavier); the type posters, flat inks with little else to compress, carry
 * it coarser and stronger (`grainShare`), so it shows as it will on the photos.
 */
const grain = (/** @type {number} */ seed, frequency = 0.7) =>
	`<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
	'<feColorMatrix values="0 0 0 0 1  0 0 0 0 .85  0 0 0 0 .85  1.4 0 0 0 -.62"/></filter>';
/**
 * The grain on a type poster: coarse enough (about 10 px specks) to survive the build's 320 to 640 px copies, at 12 %,
 * where the photos' grain will sit. It roughly doubles a poster's bytes, as a photo's own grain would; denser or
 * sparser specks cost two to four times more for no more to see. On a drawn ground (halftone, plate, chalk, knurling),
 * whose texture already carries the surface, it drops to 7 %: still there in the grid, without doubling the bytes again;
 * on the chalk's fibres and the knurl's facets, which read as grain themselves, to 4.5 %.
 */
const grainShare = { poster: 0.12, drawn: 0.07, posterFrequency: 0.09 };

/**
 * The artwork of one stand-in as SVG markup, with no lettering: words belong in the page.
 * @param {{ width: number, height: number, subject: keyof typeof subjects,
 *   palette?: keyof typeof palettes, seed?: number, crop?: Crop, backdrop?: (typeof backdrops)[number] | 'none',
 *   grain?: boolean, layer?: 'all' | 'ground' | 'subject', shade?: 'left' | 'bottom', stamps?: PlateStamps }} spec
 *   grain: false leaves the grain out (the hero video, where moving noise costs too many bytes); layer draws only the
 *   ground (backdrop) or only the subject on a transparent ground, for animating the subject over the ground. shade
 *   darkens the ground towards one side, where a page sets words over the picture (the hero), so the dark is part of
 *   the picture and the page draws no more than its scrims. stamps: the lettering moulded into a plate's face, which
 *   draws the plate as a lit material (`litPlate`: rubber, a turned steel hub, raised letters), not a flat disc.
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
			? litPlate({ cx, cy, r: (size / 2) * 0.96, turn: frame.angle ?? 0, inks: { bg, mid, fg }, stamps, grain: grainy })
			: `<g data-motif="${subject}" transform="${place}" color="${fg}">${art}</g>`;
	const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
	if (layer === 'subject') return `${open}${motif}</svg>`;
	return `${open}
<defs>${grainy ? grain(seed + 7) : ''}<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient></defs>
<rect width="100%" height="100%" fill="${bg}"/>
<g opacity="${stamps ? '.4' : '.6'}">${backdrop(kind ?? picked.backdrop, width, height, mid, frame)}</g>
${layer === 'all' && stamps ? `<circle cx="${r1(cx + size * 0.03)}" cy="${r1(cy + size * 0.045)}" r="${r1(size * 0.49)}" fill="#000" opacity=".6" filter="url(#plate-cast)"/>` : ''}${layer === 'all' ? motif : ''}
${shade ? shadeOver(shade, bg) : ''}<rect width="100%" height="100%" fill="url(#v)"/>${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${stamps ? '.06' : '.08'}"/>` : ''}</svg>`;
}

/**
 * The lettering moulded into a bumper plate's face, as outlines with their size (cap height 1000): its weight, large
 * (20 KG), and the maker's name, smaller (the gym's short name).
 * @typedef {{ weight: { d: string, width: number, height: number }, maker: { d: string, width: number, height: number } }} PlateStamps
 */

/**
 * A bumper plate face-on as a photograph sees it under one raking light from the left, high: crimson rubber with a
 * fine grain and a slight sheen, its rolled lip catching the light on the lit side, two grooves turned into the face,
 * the weight and the maker's name raised from the rubber (each three times round the face, so a third of a turn
 * brings the plate back to itself: the loop), and a machined steel hub: concentric turning marks, the bright streak
 * such marks throw towards the light, a bright bevelled edge, six bolt heads and the dark bore. What turns (the
 * rubber's letters, the bolts) is drawn turned by `turn` degrees; what the light makes of a round face (the sheen, the
 * lip's glint, the turning marks' streak, the edges) stays where the light is, as on a real turning plate.
 * @param {{ cx: number, cy: number, r: number, turn: number, inks: { bg: string, mid: string, fg: string }, stamps: PlateStamps,
 *   grain?: boolean }} plate grain: false leaves out the rubber's fine grain with the film's
 * @returns {string} SVG markup: one group, `data-motif="plate"`
 */
function litPlate({ cx, cy, r, turn, inks: { bg, fg }, stamps, grain: grainy = true }) {
	const at = (/** @type {number} */ k) => `cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * k)}"`;
	// The light's direction (towards it): from the left, high.
	const [lx, ly] = [-0.64, -0.77];
	const lit = (/** @type {string} */ id, /** @type {string} */ near, /** @type {string} */ far, /** @type {number} */ k = 1) =>
		`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(cx + lx * r * k)}" y1="${r1(cy + ly * r * k)}" x2="${r1(cx - lx * r * k)}" y2="${r1(cy - ly * r * k)}"><stop offset="0" ${near}/><stop offset="1" ${far}/></linearGradient>`;
	const rubber = mix(fg, bg, 0.2);
	const steel = { light: '#c9ccd1', mid: '#7d8188', dark: '#3a3d42' };
	// The turning marks: fine rings whose tone wanders, as a lathe's tool leaves them.
	const rand = random(97);
	const marks = Array.from({ length: 18 }, (_, i) => {
		const k = 0.13 + (i / 17) * 0.19;
		const tone = rand() > 0.5 ? '#ffffff' : '#000000';
		return `<circle ${at(k)} fill="none" stroke="${tone}" stroke-width="${r1(Math.max(0.6, r * 0.0035))}" opacity="${r1(0.05 + rand() * 0.12) / 1}"/>`;
	}).join('');
	// The streak concentric marks throw: a narrow wedge through the centre along the light, brightest towards it.
	const wedge = (/** @type {number} */ sign, /** @type {number} */ spread) => {
		const a = Math.atan2(ly, lx) + (sign < 0 ? Math.PI : 0);
		const [a1, a2] = [a - spread, a + spread];
		const k = r * 0.335;
		return `M${r1(cx)} ${r1(cy)}L${r1(cx + Math.cos(a1) * k)} ${r1(cy + Math.sin(a1) * k)}A${r1(k)} ${r1(k)} 0 0 1 ${r1(cx + Math.cos(a2) * k)} ${r1(cy + Math.sin(a2) * k)}Z`;
	};
	// Raised letters: each stamp at its angle round the face, its top towards the rim, turned with the plate.
	const stampAt = (/** @type {PlateStamps['weight']} */ text, /** @type {number} */ cap, /** @type {number} */ angle) => {
		const scale = (r * cap) / 1000;
		const rho = r * 0.625;
		return `<path transform="rotate(${r1(angle + turn)} ${r1(cx)} ${r1(cy)}) translate(${r1(cx - (text.width * scale) / 2)} ${r1(cy - rho - (text.height * scale) / 2)}) scale(${Math.round(scale * 1e5) / 1e5})" d="${text.d}"/>`;
	};
	const letters = [0, 120, 240].map((a) => stampAt(stamps.weight, 0.11, a) + stampAt(stamps.maker, 0.055, a + 60)).join('');
	const lift = r * 0.006;
	const bolts = (/** @type {string} */ ink, dx = 0, dy = 0, k = 0.022) =>
		`<g fill="${ink}" transform="translate(${r1(dx)} ${r1(dy)})">${Array.from({ length: 6 }, (_, i) => {
			const a = ((i * 60 + 30 + turn) * Math.PI) / 180;
			return `<circle cx="${r1(cx + Math.cos(a) * r * 0.255)}" cy="${r1(cy + Math.sin(a) * r * 0.255)}" r="${r1(r * k)}"/>`;
		}).join('')}</g>`;
	return `<g data-motif="plate"><defs>
<clipPath id="plate-face"><circle ${at(1)}/></clipPath>
<filter id="plate-cast" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(r * 0.05)}"/></filter>
<filter id="plate-rubber" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".55" numOctaves="2" seed="5"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.1 .62"/></filter>
<filter id="plate-turn" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(Math.max(0.6, r * 0.0022))}"/></filter>
<filter id="plate-soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r1(r * 0.012)}"/></filter>
<radialGradient id="plate-sheen" gradientUnits="userSpaceOnUse" cx="${r1(cx + lx * r * 0.5)}" cy="${r1(cy + ly * r * 0.5)}" r="${r1(r * 0.95)}"><stop offset="0" stop-color="#ffe3e6" stop-opacity=".26"/><stop offset=".5" stop-color="#ffe3e6" stop-opacity=".07"/><stop offset="1" stop-color="#ffe3e6" stop-opacity="0"/></radialGradient>
${lit('plate-fall', 'stop-color="#000" stop-opacity="0"', 'stop-color="#000" stop-opacity=".62"')}
${lit('plate-lip', 'stop-color="#ffd0d6" stop-opacity=".75"', 'stop-color="#ffd0d6" stop-opacity="0"')}
${lit('plate-groove', 'stop-color="#000" stop-opacity=".7"', 'stop-color="#ff9aa8" stop-opacity=".35"')}
<radialGradient id="plate-steel" gradientUnits="userSpaceOnUse" cx="${r1(cx + lx * r * 0.12)}" cy="${r1(cy + ly * r * 0.12)}" r="${r1(r * 0.38)}"><stop offset="0" stop-color="${steel.light}"/><stop offset=".6" stop-color="${steel.mid}"/><stop offset="1" stop-color="${steel.dark}"/></radialGradient>
<radialGradient id="plate-streak" gradientUnits="userSpaceOnUse" ${at(0.335)}><stop offset=".3" stop-color="#fff" stop-opacity=".05"/><stop offset=".75" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity=".15"/></radialGradient>
${lit('plate-edge', 'stop-color="#fff" stop-opacity="1"', 'stop-color="#24262a" stop-opacity="1"', 0.34)}
${lit('plate-bore', 'stop-color="#000" stop-opacity="1"', 'stop-color="#e9ebee" stop-opacity="1"', 0.12)}
</defs>
<circle ${at(1)} fill="${rubber}"/>
<g clip-path="url(#plate-face)">
${grainy ? `<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" filter="url(#plate-rubber)" opacity=".5"/>` : ''}
<g filter="url(#plate-turn)"><g transform="translate(${r1(lift * 1.4)} ${r1(lift * 1.8)})" fill="#000" opacity=".3">${letters}</g>
<g transform="translate(${r1(-lift)} ${r1(-lift * 1.2)})" fill="${mix(rubber, '#ffffff', 0.45)}" opacity=".3">${letters}</g>
<g fill="${mix(rubber, '#ffffff', 0.04)}">${letters}</g></g>
<circle ${at(0.975)} fill="none" stroke="${mix(rubber, '#000000', 0.3)}" stroke-width="${r1(r * 0.05)}"/>
<circle ${at(0.985)} fill="none" stroke="url(#plate-lip)" stroke-width="${r1(r * 0.022)}"/>
<circle ${at(0.93)} fill="none" stroke="url(#plate-groove)" stroke-width="${r1(r * 0.012)}"/>
<circle ${at(0.4)} fill="none" stroke="url(#plate-groove)" stroke-width="${r1(r * 0.012)}"/>
<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" fill="url(#plate-sheen)"/>
<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" fill="url(#plate-fall)"/>
</g>
<circle ${at(0.35)} fill="#000" opacity=".45" filter="url(#plate-soft)"/>
<circle ${at(0.335)} fill="url(#plate-steel)"/>
${marks}
<path d="${wedge(1, 0.16)}" fill="url(#plate-streak)" filter="url(#plate-soft)"/>
<path d="${wedge(-1, 0.12)}" fill="url(#plate-streak)" opacity=".45" filter="url(#plate-soft)"/>
<circle ${at(0.328)} fill="none" stroke="url(#plate-edge)" stroke-width="${r1(r * 0.014)}"/>
<circle ${at(0.19)} fill="none" stroke="url(#plate-edge)" stroke-width="${r1(r * 0.008)}" opacity=".8"/>
${bolts('#000', lift, lift * 1.3, 0.026)}${bolts(steel.dark)}${bolts('#eef0f2', -lift * 0.6, -lift * 0.8, 0.01)}
<circle ${at(0.118)} fill="#0b0b0d"/>
<circle ${at(0.118)} fill="none" stroke="url(#plate-bore)" stroke-width="${r1(r * 0.012)}"/>
</g>`;
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
	const pale = mix(fg, bg, 0.15);
	// The roads' edges a step below the label's ink, so the mark and its postcode stay the brightest things on the plan.
	const road = mix(mid, fg, 0.6);
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
<pattern id="grass" patternUnits="userSpaceOnUse" width="${r1(s * 0.018)}" height="${r1(s * 0.018)}"><circle cx="${r1(s * 0.009)}" cy="${r1(s * 0.009)}" r="${r1(hair)}" fill="${mix(mid, fg, 0.4)}"/></pattern>
<rect x="${r1(green.x)}" y="${r1(green.y)}" width="${r1(green.w)}" height="${r1(green.h)}" rx="${r1(s * 0.02)}" fill="url(#grass)" stroke="${mix(mid, fg, 0.3)}" stroke-width="${r1(hair)}" opacity=".7"/>
<path d="${blocks.join('')}" fill="${mix(mid, fg, 0.15)}" stroke="none" opacity=".4" transform="matrix(1 ${r1(-skew * 0.3 * 1000) / 1000} ${skew} 1 0 0)"/>
<path d="${water}" stroke="${mix(bg, '#000000', 0.35)}" stroke-width="${r1(s * 0.06)}"/><path d="${water}" stroke="${mix(mid, fg, 0.35)}" stroke-width="${r1(hair)}" transform="translate(0 ${r1(-s * 0.03)})"/><path d="${water}" stroke="${mix(mid, fg, 0.35)}" stroke-width="${r1(hair)}" transform="translate(0 ${r1(s * 0.03)})"/>
<path d="${streets.join('')}" stroke="${mix(mid, fg, 0.3)}" stroke-width="${r1(hair)}" opacity=".55"/>
<path d="${railway}" stroke="${mix(mid, fg, 0.5)}" stroke-width="${r1(hair * 1.2)}"/><path d="${railway}" stroke="${mix(mid, fg, 0.5)}" stroke-width="${r1(s * 0.014)}" stroke-dasharray="${r1(hair)} ${r1(s * 0.012)}"/>
<path d="${main}${arterial}${access}" stroke="${road}" stroke-width="${r1(s * 0.006)}"/>
<g stroke="${mix(mid, fg, 0.55)}" stroke-width="${r1(hair)}" fill="${bg}">${units}</g></g>
${gym}
<g fill="none" stroke-linecap="butt"><path d="M0 ${r1(my)}H${w}M${r1(mx)} 0V${h}" stroke="${crimson}" stroke-width="${r1(hair)}" opacity=".45"/>
<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(ring)}" stroke="${crimson}" stroke-width="${r1(s * 0.009)}"/><circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(ring * 1.55)}" stroke="${crimson}" stroke-width="${r1(hair)}" opacity=".7"/>
<path d="M${r1(mx - ring * 0.45)} ${r1(my)}H${r1(mx + ring * 0.45)}M${r1(mx)} ${r1(my - ring * 0.45)}V${r1(my + ring * 0.45)}" stroke="${pale}" stroke-width="${r1(hair * 1.6)}"/></g>
${text}
<g fill="${pale}" opacity=".8"><path d="M${r1(w - s * 0.08)} ${r1(s * 0.06)}l${r1(s * 0.022)} ${r1(s * 0.07)}l${r1(-s * 0.022)} ${r1(-s * 0.018)}Z"/><path d="M${r1(w - s * 0.08)} ${r1(s * 0.06)}l${r1(-s * 0.022)} ${r1(s * 0.07)}l${r1(s * 0.022)} ${r1(-s * 0.018)}Z" opacity=".45"/>
${[0, 1, 2, 3].map((i) => `<rect x="${r1(w - s * 0.34 + i * s * 0.06)}" y="${r1(h - s * 0.07)}" width="${r1(s * 0.06)}" height="${r1(s * 0.012)}" opacity="${i % 2 ? 0.35 : 1}"/>`).join('')}</g></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#grain)" opacity=".07"/>' : ''}</svg>`;
}

/** The ground's ink laid over the side the words sit on, fading out before the middle of the frame. */
const shadeOver = (/** @type {'left' | 'bottom'} */ side, /** @type {string} */ ink) =>
	`<linearGradient id="shade" ${side === 'left' ? 'x2="1" y2="0"' : 'x1="0" y1="1" x2="0" y2="0"'}><stop offset="0" stop-color="${ink}" stop-opacity=".9"/><stop offset=".3" stop-color="${ink}" stop-opacity=".7"/><stop offset=".55" stop-color="${ink}" stop-opacity="0"/></linearGradient><rect width="100%" height="100%" fill="url(#shade)"/>`;

/**
 * A team member's stand-in portrait without a role: their initials large, in the same frame for everyone so the team
 * reads as one set of cards. The initials come as an outline path (generate.mjs sets them in the heading font).
 * @param {{ width: number, height: number, palette?: keyof typeof palettes, seed?: number, grain?: boolean,
 *   letters: { d: string, width: number, height: number } }} spec
 * @returns {string} SVG markup
 */
export function monogramSvg({ width, height, palette = 'ember', seed = 0, grain: grainy = true, letters }) {
	const [bg = '#0e0e10', mid = '#7a0a1c', fg = '#ff5a6e'] = palettes[palette];
	const x = (width - letters.width) / 2;
	const y = height * 0.44 - letters.height / 2;
	const rule = Math.max(letters.width * 0.35, width * 0.16);
	const ruleX = (width - rule) / 2;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${grainy ? grain(seed + 7) : ''}</defs>
<rect width="100%" height="100%" fill="${bg}"/>
<path d="M0 ${r1(height * 0.62)}L${width} ${r1(height * 0.38)}V${height}H0Z" fill="${mid}" opacity=".55"/>
<g data-motif="monogram"><path transform="translate(${r1(x)} ${r1(y)})" fill="${fg}" d="${letters.d}"/>
<rect x="${r1(ruleX)}" y="${r1(y + letters.height + height * 0.06)}" width="${r1(rule)}" height="${r1(height * 0.012)}" fill="${fg}"/></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#grain)" opacity=".08"/>' : ''}</svg>`;
}

/**
 * The crops a page draws a picture in, widest and narrowest: a section's 21:9 strip and its square. A word set as the
 * picture stays inside what every crop keeps, so no crop cuts it into letters that read as another word.
 */
export const typeSafeCrops = /** @type {const} */ ({ widest: 21 / 9, narrowest: 1 });
/** @typedef {{ widest: number, narrowest: number }} TypeCrops the widest and narrowest width:height a page crops a picture to */

/** The grounds a word set as the picture can stand on: the raking light alone, a halftone of it, a two-ink print, or a material of the lifting floor. */
export const typeGrounds = /** @type {const} */ (['light', 'halftone', 'screen', 'plate', 'chalk', 'knurl', 'room', 'paper']);
/** @typedef {(typeof typeGrounds)[number]} TypeGround */

/**
 * The word's footprint on the frame, tilt and all, which a material keeps off: chalk never crosses the letters.
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Clear
 */

/**
 * How a material series is lit and framed, by seed, so neighbours in a grid never match: the side the raking light
 * comes from (left in most, right in some) and how high it stands (typeLight's height, mirrored with it).
 * @typedef {{ right: boolean, clear: Clear, seed: number }} MaterialLook
 */

/**
 * A bumper plate's face, seen square on: its body in one of the palette's inks (a plate's colour, graded as a photo
 * is), a rubber lip, `rings` grooves stepping in towards the steel hub with its bolt heads, its rims caught by the
 * light on the side it comes from. Drawn about (cx, cy) with radius r; `id` keeps its gradients apart from another's.
 * @param {{ cx: number, cy: number, r: number, s: number, rings: number, body: string, bg: string, mid: string,
 *   lit: string, right: boolean, id: string }} plate
 */
function plateFace({ cx, cy, r, s, rings, body, bg, mid, lit, right, id }) {
	const circle = (/** @type {number} */ k, /** @type {string} */ paint) =>
		`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * k)}" ${paint}/>`;
	const ring = (/** @type {number} */ k, /** @type {number} */ t, ink = mid, opacity = 1) =>
		circle(k, `fill="none" stroke="${ink}" stroke-width="${r1(Math.max(1.5, s * t))}" opacity="${opacity}"`);
	const towards = right ? 1 : -1;
	const grooves = Array.from({ length: rings }, (_, i) => 0.86 - (i * 0.34) / Math.max(1, rings - 1));
	const bolts = Array.from({ length: 6 }, (_, i) => {
		const a = (i * Math.PI) / 3 + 0.3;
		return `<circle cx="${r1(cx + Math.cos(a) * r * 0.18)}" cy="${r1(cy + Math.sin(a) * r * 0.18)}" r="${r1(r * 0.016)}" fill="${lit}" opacity=".5"/>`;
	});
	return (
		`<linearGradient id="${id}-rim" gradientUnits="userSpaceOnUse" x1="${r1(cx + towards * r)}" y1="${r1(cy - r)}" x2="${r1(cx)}" y2="${r1(cy)}"><stop offset="0" stop-color="${lit}"/><stop offset=".7" stop-color="${lit}" stop-opacity="0"/></linearGradient>` +
		circle(1, `fill="${body}" opacity=".62"`) +
		ring(0.955, 0.07, mix(body, bg, 0.35)) +
		ring(0.985, 0.018, `url(#${id}-rim)`) +
		grooves.map((k, i) => ring(k, 0.012, bg, 0.8) + (i % 2 ? '' : ring(k - 0.012, 0.008, `url(#${id}-rim)`, 0.7))).join('') +
		circle(0.3, `fill="${mix(mid, lit, 0.25)}" opacity=".55"`) +
		ring(0.3, 0.02, `url(#${id}-rim)`) +
		bolts.join('') +
		circle(0.12, `fill="${bg}"`) +
		ring(0.12, 0.008, `url(#${id}-rim)`)
	);
}

/**
 * A chalked hand wiped once across the floor, as chalk lies on rubber: the finger lanes of the hand heaviest where it
 * came down, running dry into broken fibres towards the tail, a powder haze round the body, and the dust knocked off
 * it scattered wider than the swipe, the coarsest specks near the heel. Its heel at (x, y), running `len` along
 * `angle` degrees, `t` thick; `flip` runs it leftwards. Returns the markup and the filter it uses.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean, chalk: string,
 *   rand: () => number, id: string, s: number }} swipe
 */
function chalkSwipe({ x, y, len, t, angle, flip, chalk, rand, id, s }) {
	const lanes = 3 + Math.floor(rand() * 2);
	const lane = (t / lanes) * 0.95;
	const paths = [];
	for (let i = 0; i < lanes; i++) {
		// Each finger carried a different load: its lane runs a little shorter or longer, and starts a little later.
		const y0 = -t / 2 + (i + 0.5) * (t / lanes) + (rand() - 0.5) * lane * 0.25;
		const start = rand() * len * 0.06;
		const end = len * (0.62 + rand() * 0.38);
		const swell = lane * (0.5 + rand() * 0.12);
		paths.push(
			`M${r1(start)} ${r1(y0 - swell * 0.8)}C${r1(end * 0.35)} ${r1(y0 - swell)} ${r1(end * 0.75)} ${r1(y0 - swell * 0.7)} ${r1(end)} ${r1(y0 - swell * 0.1)}` +
				`C${r1(end * 0.75)} ${r1(y0 + swell * 0.6)} ${r1(end * 0.35)} ${r1(y0 + swell)} ${r1(start)} ${r1(y0 + swell * 0.85)}` +
				`Q${r1(start - swell * 0.5)} ${r1(y0)} ${r1(start)} ${r1(y0 - swell * 0.8)}Z`,
		);
	}
	// Fibres dragged past the lanes: fine broken lines along the stroke, thinning out towards the tail.
	const fibres = Array.from({ length: 16 }, () => {
		const fy = (rand() - 0.5) * t * 0.9;
		const from = rand() * len * 0.7;
		const to = Math.min(len * 1.05, from + len * (0.15 + rand() * 0.3));
		// Uneven breaks, as grit drags chalk: a few long runs and many short crumbs.
		const dash = Array.from({ length: 6 }, (_, k) => r1(k % 2 ? 2 + rand() * len * 0.04 : 1 + rand() ** 2 * len * 0.06)).join(' ');
		const wave = (rand() - 0.5) * t * 0.08;
		return `<path d="M${r1(from)} ${r1(fy)}Q${r1((from + to) / 2)} ${r1(fy + wave)} ${r1(to)} ${r1(fy - wave)}" stroke-width="${r1(1 + rand() * s * 0.002)}" stroke-dasharray="${dash}" opacity="${r1(0.2 + rand() * 0.3)}"/>`;
	});
	// The dust knocked off the hand: specks scattered across and beyond the swipe, densest and coarsest at the heel.
	const dust = Array.from({ length: 85 }, () => {
		const along = rand() ** 1.6 * len * 1.1;
		const spread = t * (0.5 + (along / len) * 0.5) * 1.4;
		const across = (rand() + rand() + rand() - 1.5) * spread;
		const size = s * (0.0015 + rand() ** 3 * (along < len * 0.3 ? 0.007 : 0.004));
		return `<circle cx="${r1(along)}" cy="${r1(across)}" r="${r1(size)}" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
	});
	const place = `translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})${flip ? ' scale(-1 1)' : ''}`;
	const haze = `M0 ${r1(-t * 0.55)}L${r1(len * 0.85)} ${r1(-t * 0.08)}L${r1(len * 0.85)} ${r1(t * 0.08)}L0 ${r1(t * 0.55)}Z`;
	return (
		`<linearGradient id="${id}-load" gradientUnits="userSpaceOnUse" x1="0" x2="${r1(len)}" y1="0" y2="0"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity=".25"/></linearGradient>` +
		`<g transform="${place}" fill="${chalk}" stroke="${chalk}">` +
		`<path d="${haze}" stroke="none" opacity=".16" filter="url(#powder)"/>` +
		`<path d="${paths.join('')}" stroke="none" fill="url(#${id}-load)" filter="url(#dry)"/>` +
		`<g fill="none">${fibres.join('')}</g><g stroke="none">${dust.join('')}</g></g>`
	);
}

/**
 * The filters chalk is drawn through: `dry` tears a swipe's edges and breaks its body into the floor's tooth (short
 * fibres along the stroke, cut hard, so bare floor shows between them, and a fine powder speckle); `powder` softens
 * the haze of dust round it.
 * @param {number} seed
 * @param {number} s the frame's short side
 * @param {string} chalk
 */
const chalkFilters = (seed, s, chalk) =>
	'<filter id="dry" x="-10%" y="-60%" width="120%" height="220%" color-interpolation-filters="sRGB">' +
	`<feTurbulence type="fractalNoise" baseFrequency=".025 .06" numOctaves="3" seed="${seed}" result="tear"/>` +
	`<feDisplacementMap in="SourceGraphic" in2="tear" scale="${r1(s * 0.045)}" xChannelSelector="R" yChannelSelector="G" result="torn"/>` +
	`<feTurbulence type="fractalNoise" baseFrequency=".012 .08" numOctaves="2" seed="${seed + 3}" result="fibre"/>` +
	`<feTurbulence type="fractalNoise" baseFrequency=".45" numOctaves="1" seed="${seed + 5}" result="dust"/>` +
	'<feComposite in="fibre" in2="dust" operator="arithmetic" k2=".75" k3=".25" result="tooth"/>' +
	'<feColorMatrix in="tooth" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  4 0 0 0 -1.4" result="dryness"/>' +
	'<feComposite in="torn" in2="dryness" operator="arithmetic" k1="1.7" k4="-.25" result="dry"/>' +
	`<feFlood flood-color="${chalk}" flood-opacity=".88"/><feComposite in2="dry" operator="in"/></filter>` +
	`<filter id="powder" x="-30%" y="-80%" width="160%" height="260%"><feGaussianBlur stdDeviation="${r1(s * 0.025)}"/></filter>`;

/**
 * Where a swipe may lie: moved straight up (above the word) or down (below it) until its rotated box clears the
 * word's footprint and a margin, running off the frame's edge if it must, as a swipe cut by the frame does.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 * @param {Clear} clear
 * @param {number} margin
 * @param {number} h
 */
function clearOf(swipe, clear, margin, h) {
	const box = swipeBox(swipe);
	if (box.right < clear.left - margin || box.left > clear.right + margin) return swipe;
	const above = swipe.y < (clear.top + clear.bottom) / 2;
	const shift = above ? Math.min(0, clear.top - margin - box.bottom) : Math.max(0, clear.bottom + margin - box.top);
	return { ...swipe, y: Math.max(-swipe.t * 0.3, Math.min(h + swipe.t * 0.3, swipe.y + shift)) };
}

/**
 * Whether a swipe's body crosses the word's footprint (with its margin).
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 * @param {Clear} clear
 * @param {number} margin
 */
const crosses = (swipe, clear, margin) => {
	const box = swipeBox(swipe);
	return !(
		box.right < clear.left - margin ||
		box.left > clear.right + margin ||
		box.bottom < clear.top - margin ||
		box.top > clear.bottom + margin
	);
};

/**
 * The box a swipe's body covers, tilt and all.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 */
function swipeBox(swipe) {
	const rad = (swipe.angle * Math.PI) / 180;
	const dir = swipe.flip ? -1 : 1;
	const ends = [0, swipe.len].flatMap((along) =>
		[-swipe.t * 0.55, swipe.t * 0.55].map((across) => [
			swipe.x + dir * along * Math.cos(rad) - across * Math.sin(rad),
			swipe.y + dir * along * Math.sin(rad) + across * Math.cos(rad),
		]),
	);
	const xs = ends.map(([px = 0]) => px);
	const ys = ends.map(([, py = 0]) => py);
	return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/**
 * A material ground under type, drawn to read at an album grid's size, framed afresh for every picture of its series
 * (by seed) so a grid of them reads as a directed set, never one frame stamped out:
 * - `plate`: a bumper plate's face cut by the frame, its hub in a corner or off the frame's edge, its size, its
 *   colour (one of the palette's inks, as bumper plates differ in colour) and its count of grooves taking turns, its
 *   rims caught on the light's side;
 * - `chalk`: one or two dry swipes of a chalked hand, placed by seed (above left and below right, above right and
 *   below left, both along one edge, one long low swipe, a steep corner swipe and a slap, two slaps), their angle, length and weight varied, always clear of the
 *   word's footprint;
 * - `knurl`: a bar's knurling crossing the frame on a slant (the shop's cards);
 * - `room`: the lifting room's own surfaces in turn (the facilities): the knurl as a macro, a whole bar with its
 *   sleeve, two bars racked, a plate's face at a slant, chalk on a platform, a slim bar across the dark, a bar's top
 *   edge rising from the foot; each with its own depth of field.
 * @param {'plate' | 'chalk' | 'knurl' | 'room'} kind
 * @param {number} w
 * @param {number} h
 * @param {{ bg: string, mid: string, fg?: string }} inks the ground, the shadow tone and the letters' ink
 * @param {MaterialLook} look
 */
function materialGround(kind, w, h, { bg, mid, fg = '#f7f5f0' }, { seed, clear, right }) {
	const s = Math.min(w, h);
	const side = seed % 2 ? 1 : 0;
	const n = Math.floor(seed / 2);
	const rand = random(seed * 31 + 7);
	// The edge the raking light catches: the shadow tone brightened towards paper, whichever the ground.
	const lit = mix(mid, '#f7f5f0', 0.35);
	// The floor under the word pulled a shade darker (or, under dark letters on crimson, left alone), so the letters
	// keep their contrast over whatever the material does round them.
	const hushInk = luma(fg) > luma(bg) ? mix(bg, '#000000', 0.35) : bg;
	const hush = (/** @type {number} */ strength) =>
		`<radialGradient id="hush" gradientUnits="userSpaceOnUse" cx="${r1((clear.left + clear.right) / 2)}" cy="${r1((clear.top + clear.bottom) / 2)}" r="${r1((clear.right - clear.left) * 0.62)}" gradientTransform="translate(0 ${r1((clear.top + clear.bottom) / 2)}) scale(1 .5) translate(0 ${r1(-(clear.top + clear.bottom) / 2)})"><stop offset="0" stop-color="${hushInk}" stop-opacity="${strength}"/><stop offset=".6" stop-color="${hushInk}" stop-opacity="${r1(strength * 6) / 10}"/><stop offset="1" stop-color="${hushInk}" stop-opacity="0"/></radialGradient>` +
		'<rect width="100%" height="100%" fill="url(#hush)"/>';
	const chalk = mix('#f7f5f0', bg, 0.08);
	/** @param {{ x: number, y: number | 'above' | 'below' | 'top' | 'foot', len: number, t: number, angle: number, flip?: boolean }} at @param {number} i */
	const swipe = (at, i) => {
		const len = w * at.len * (0.88 + rand() * 0.24);
		const t = s * at.t * (0.85 + rand() * 0.3);
		const angle = at.angle + (rand() - 0.5) * 5;
		const margin = s * 0.035;
		const y =
			at.y === 'above'
				? clear.top - margin - t * 0.7
				: at.y === 'below'
					? clear.bottom + margin + t * 0.7
					: at.y === 'top'
						? t * 0.45
						: at.y === 'foot'
							? h - t * 0.45
							: h * at.y;
		let placed = { x: w * at.x, y, len, t, angle, flip: Boolean(at.flip) };
		// Steepness first, then weight, give way where the word leaves little room above or below it.
		for (let k = 0; k < 5; k++) {
			placed = clearOf(placed, clear, margin, h);
			if (!crosses(placed, clear, margin)) break;
			placed = { ...placed, angle: placed.angle * 0.6, t: placed.t * 0.88 };
		}
		return chalkSwipe({ ...placed, chalk, rand, id: `swipe${i}`, s });
	};
	// A knurled bar across the frame in the steel of the ground's inks (the knurl and room grounds): `base` is what a
	// ground sets for all its bars, `at` what one framing sets for one bar.
	const steel = { bg, mid, fg: mix(mid, '#f7f5f0', 0.55) };
	const barIn =
		(/** @type {Partial<Parameters<typeof knurledBar>[0]>} */ base) =>
		(/** @type {Partial<Parameters<typeof knurledBar>[0]>} */ at, /** @type {string} */ id) =>
			knurledBar({
				width: w,
				height: h,
				cx: w / 2,
				cy: h / 2,
				radius: s * 0.4,
				angle: -7,
				pitch: s * 0.06,
				inks: steel,
				ceiling: 0.74,
				...base,
				id,
				...at,
			});
	// A lens's blur of `k` of the frame's short side, for the bars out of focus.
	const soft = (/** @type {number} */ k, /** @type {string} */ id) =>
		`<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(s * k)}"/></filter>`;
	switch (kind) {
		case 'plate': {
			// Where the hub stands (fractions of the frame, some off its edge) and how large the plate is against the
			// short side: a corner close, a side edge, the foot with the plate rising like a sun, taking turns.
			const hubs = [
				[0.62, -0.3, 1.1],
				[0.92, 0.95, 1.05],
				[1.14, 0.42, 0.85],
				[0.84, -0.1, 0.95],
				[0.5, 1.35, 1.25],
				[-0.14, 0.12, 1.15],
				[0.1, 1.12, 0.78],
			];
			const [hx = 0.9, hy = 0.95, k = 1] = hubs[n % hubs.length] ?? [];
			// A bumper plate's colour, graded into the palette: the crimson plate, a black one, a brighter one (held well
			// below the letters' ink) and a deep one.
			const bodies = [mid, mix(bg, mid, 0.3), mix(mid, fg, 0.32), mix(bg, mid, 0.65)];
			const body = bodies[n % bodies.length] ?? mid;
			return (
				plateFace({
					cx: w * hx,
					cy: h * hy,
					r: s * k * (0.92 + rand() * 0.16),
					s,
					rings: 2 + (n % 3),
					body,
					bg,
					mid,
					lit,
					right,
					id: 'plate',
				}) + hush(0.5)
			);
		}
		case 'chalk': {
			// Chalk is a hand wiped across the floor once or twice, not a long smooth band (which reads as motion blur):
			// the arrangements take turns by seed, each jittered in angle, length and weight.
			const arrangements = [
				[
					{ x: 0.1, y: /** @type {const} */ ('above'), len: 0.5, t: 0.15, angle: -6 },
					{ x: 0.9, y: /** @type {const} */ ('below'), len: 0.5, t: 0.16, angle: 4, flip: true },
				],
				[
					{ x: 0.9, y: /** @type {const} */ ('above'), len: 0.46, t: 0.14, angle: 5, flip: true },
					{ x: 0.1, y: /** @type {const} */ ('below'), len: 0.56, t: 0.16, angle: -4 },
				],
				[
					{ x: 0.08, y: /** @type {const} */ ('top'), len: 0.7, t: 0.13, angle: -2 },
					{ x: 0.42, y: /** @type {const} */ ('above'), len: 0.4, t: 0.1, angle: -7 },
				],
				[{ x: 0.1, y: /** @type {const} */ ('foot'), len: 0.8, t: 0.19, angle: -3 }],
				[
					{ x: 0.1, y: /** @type {const} */ ('below'), len: 0.42, t: 0.13, angle: 3 },
					{ x: 0.9, y: /** @type {const} */ ('foot'), len: 0.52, t: 0.15, angle: 2, flip: true },
				],
				[
					{ x: 0.16, y: /** @type {const} */ ('above'), len: 0.68, t: 0.17, angle: -2 },
					{ x: 0.92, y: /** @type {const} */ ('foot'), len: 0.3, t: 0.11, angle: 10, flip: true },
				],
				// A steep swipe rising out of a corner, and a short slap of a chalked palm across the frame from it.
				[
					{ x: 0.03, y: /** @type {const} */ ('foot'), len: 0.36, t: 0.17, angle: -22 },
					{ x: 0.95, y: /** @type {const} */ ('top'), len: 0.2, t: 0.24, angle: 6, flip: true },
				],
				// Two slaps, one above the word and one below it: a hand patted on the floor, not dragged.
				[
					{ x: 0.08, y: /** @type {const} */ ('above'), len: 0.22, t: 0.24, angle: -9 },
					{ x: 0.93, y: /** @type {const} */ ('below'), len: 0.24, t: 0.22, angle: -7, flip: true },
				],
			];
			return chalkFilters(seed, s, chalk) + hush(0.75) + (arrangements[n % arrangements.length] ?? []).map(swipe).join('');
		}
		case 'knurl': {
			// Knurled bars seen close, crossing the frame behind the word on a slant: the lit macro of the home page's
			// lifting section, held down to the shadow tone so the letters stay the lightest thing in the frame, and out
			// of focus behind them, as a lens focused on the word would leave them. Three framings take turns, so an
			// album of them is one series without repeating: one bar filling the frame, two bars racked one behind the
			// other with the dark between them behind the word, one slimmer bar crossing the dark more steeply; the
			// size, tilt and smooth ring step with the seed.
			const tilt = (/** @type {number} */ deg) => deg * (side ? 1 : -1);
			const bar = barIn({ angle: tilt(-7), ring: [0.16, 0.82, undefined, 0.12, 0.86][n % 5] });
			const framing = n % 3;
			if (framing === 1)
				return (
					soft(0.013, 'far') +
					soft(0.008, 'near') +
					`<g filter="url(#far)" opacity=".85">${bar({ cy: h * 0.2, radius: s * 0.17, angle: tilt(-6), pitch: s * 0.032, ceiling: 0.7, ring: 0.7 }, 'back')}</g>` +
					`<g filter="url(#near)">${bar({ cy: h * 0.84, radius: s * 0.3, angle: tilt(-8), pitch: s * 0.05 }, 'front')}</g>`
				);
			if (framing === 2)
				return (
					soft(0.008, 'near') +
					`<g filter="url(#near)">${bar({ cy: h * ([0.5, 0.56][n % 2] ?? 0.5), radius: s * 0.24, angle: tilt(-13), pitch: s * 0.045, ring: [0.3, 0.72][n % 2] }, 'slim')}</g>`
				);
			return (
				soft(0.009, 'near') +
				`<g filter="url(#near)">${bar({ cy: h * ([0.5, 0.54, 0.47][n % 3] ?? 0.5), radius: s * ([0.4, 0.46, 0.36][n % 3] ?? 0.4), angle: tilt([-7, -9, -5][n % 3] ?? -7), pitch: s * ([0.06, 0.066, 0.056][n % 3] ?? 0.06) }, 'one')}</g>`
			);
		}
		case 'room': {
			// The lifting room's surfaces, one framing a picture in turn so neighbours never match: the light on the side
			// the poster's light comes from, each bar's slant and the lens's depth of field its own.
			const light = right ? [0.7, 0.62, 0.36] : [-0.7, 0.62, 0.36];
			const sign = rand() < 0.5 ? -1 : 1;
			const bar = barIn({ light, peak: right ? 0.85 : 0.15 });
			// Focus falling off away from the light: sharp on its side, the far side melting into the blur under it.
			const focus =
				`<linearGradient id="focus" x1="${right ? 1 : 0}" x2="${right ? 0 : 1}" y2="0"><stop offset=".05" stop-color="#fff"/><stop offset=".28" stop-color="#fff"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
				'<mask id="sharp"><rect width="100%" height="100%" fill="url(#focus)"/></mask>';
			const framing = n % 7;
			if (framing === 0) {
				// The knurl as a macro: one bar so close it fills the frame, its diamonds large, the far end out of focus.
				const macro = { radius: s * 0.66, pitch: s * 0.11, angle: sign * (3 + rand() * 4), ring: right ? 0.2 : 0.8, ceiling: 0.62 };
				return (
					soft(0.03, 'far') +
					soft(0.005, 'near') +
					focus +
					`<g filter="url(#far)">${bar(macro, 'far')}</g><g mask="url(#sharp)"><g filter="url(#near)">${bar(macro, 'near')}</g></g>`
				);
			}
			if (framing === 1) {
				// The whole bar with its sleeve: a thin shaft crossing steeply, its collar and smooth sleeve at one end.
				const angle = sign * (16 + rand() * 8);
				const [r, end] = [s * 0.055, (right ? -1 : 1) * w * (0.2 + rand() * 0.08)];
				const sleeve = `<linearGradient id="sleeve" x2="0" y2="1"><stop offset="0" stop-color="${steel.fg}" stop-opacity=".55"/><stop offset=".3" stop-color="${mid}"/><stop offset="1" stop-color="${bg}"/></linearGradient>`;
				const [x0, x1] = end > 0 ? [end, w * 2] : [-w * 2, end];
				const collar = end > 0 ? end : end - s * 0.04;
				return (
					soft(0.004, 'near') +
					sleeve +
					`<g filter="url(#near)">${bar({ radius: r, pitch: s * 0.024, angle, ring: undefined }, 'shaft')}` +
					`<g transform="translate(${r1(w / 2)} ${r1(h / 2)}) rotate(${r1(angle)})"><rect x="${r1(x0)}" y="${r1(-s * 0.1)}" width="${r1(x1 - x0)}" height="${r1(s * 0.2)}" fill="url(#sleeve)"/>` +
					`<rect x="${r1(collar)}" y="${r1(-s * 0.13)}" width="${r1(s * 0.04)}" height="${r1(s * 0.26)}" fill="url(#sleeve)"/></g></g>`
				);
			}
			if (framing === 2)
				// Two bars racked one behind the other, the dark between them behind the word.
				return (
					soft(0.016, 'far') +
					soft(0.006, 'near') +
					`<g filter="url(#far)" opacity=".85">${bar({ cy: h * 0.2, radius: s * 0.17, angle: sign * 6, pitch: s * 0.032, ceiling: 0.7, ring: 0.7 }, 'back')}</g>` +
					`<g filter="url(#near)">${bar({ cy: h * 0.84, radius: s * 0.3, angle: sign * 8, pitch: s * 0.05 }, 'front')}</g>`
				);
			if (framing === 3) {
				// A plate's face at a slant, as it leans on the rack: its edge a dark band under the face.
				const [cx, cy, r] = [w * (right ? 0.28 : 0.72), h * 0.62, s * 0.78];
				const slant = `translate(${r1(cx)} ${r1(cy)}) rotate(${r1(sign * 12)}) scale(1 .52) translate(${r1(-cx)} ${r1(-cy)})`;
				return (
					soft(0.007, 'near') +
					`<g filter="url(#near)" transform="${slant}"><circle cx="${r1(cx)}" cy="${r1(cy + s * 0.09)}" r="${r1(r)}" fill="${mix(bg, mid, 0.35)}"/>` +
					plateFace({ cx, cy, r, s, rings: 3, body: mix(bg, mid, 0.7), bg, mid, lit, right, id: 'plate' }) +
					'</g>' +
					hush(0.5)
				);
			}
			if (framing === 4) {
				// Chalk on a platform: the boards' seams running away from the lens, a hand's swipe and its dust on them.
				const edge = (/** @type {number} */ i) => h * 1.1 * (i / 8) ** 1.5 - h * 0.05;
				const seams = Array.from({ length: 8 }, (_, i) => {
					const [y0, y1] = [edge(i), edge(i + 1)];
					const [tilt0, tilt1] = [sign * h * 0.04, sign * h * 0.04];
					const board = `<path d="M0 ${r1(y0 + tilt0)}L${w} ${r1(y0 - tilt0)}L${w} ${r1(y1 - tilt1)}L0 ${r1(y1 + tilt1)}Z" fill="${mix(bg, mid, i % 2 ? 0.3 : 0.16)}" opacity=".55"/>`;
					return `${board}<path d="M0 ${r1(y1 + tilt1)}L${w} ${r1(y1 - tilt1)}" stroke="${mix(bg, '#000000', 0.4)}" stroke-width="${r1(s * (0.002 + i * 0.001))}"/>`;
				});
				const arrangement = [
					{ x: right ? 0.96 : 0.04, y: /** @type {const} */ ('below'), len: 0.6, t: 0.15, angle: right ? 3 : -3, flip: right },
					{ x: right ? 0.1 : 0.9, y: /** @type {const} */ ('top'), len: 0.3, t: 0.1, angle: right ? -8 : 8, flip: !right },
				];
				return chalkFilters(seed, s, chalk) + `<g>${seams.join('')}</g>` + hush(0.6) + arrangement.map(swipe).join('');
			}
			if (framing === 5)
				// One slim bar crossing the dark steeply, shallow focus.
				return (
					soft(0.014, 'near') +
					`<g filter="url(#near)">${bar({ cy: h * (0.46 + rand() * 0.1), radius: s * 0.22, angle: sign * (12 + rand() * 6), pitch: s * 0.045, ring: 0.3 + rand() * 0.4 }, 'slim')}</g>`
				);
			// A bar's top edge rising from the foot of the frame, close, the light skimming its knurl.
			return (
				soft(0.014, 'far') +
				soft(0.004, 'near') +
				focus +
				`<g filter="url(#far)">${bar({ cy: h * 1.02, radius: s * 0.5, angle: sign * 4, pitch: s * 0.075, ring: right ? 0.35 : 0.65 }, 'far')}</g>` +
				`<g mask="url(#sharp)"><g filter="url(#near)">${bar({ cy: h * 1.02, radius: s * 0.5, angle: sign * 4, pitch: s * 0.075, ring: right ? 0.35 : 0.65 }, 'near')}</g></g>`
			);
		}
	}
}

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
 *   strongest), a two-ink print (`screen`: solid ink behind the word, broken into hard dots on the paper), or a material of the lifting floor under it (a plate's face, chalk, knurling), drawn strongly enough to
 *   read at an album grid's size; on a drawn ground the light's glow is turned down, so the drawing carries it.
 * - A visible film grain covers the whole print, as it will cover the photos.
 * It stands for the photo and never pretends to be a person. The word comes as an outline path, set by generate.mjs in
 * Oswald on one line or as a block of lines.
 * - A palette with a fourth ink (steel, bone) keeps the crimson for an accent: a short rule under the word's foot, tilted
 *   with it, on the light's side.
 * - `cap`: the cap height every word of the poster's series stands at, as a share of the frame's width
 *   (`typeSeriesCap`), so one grid's words read as one size; without it the word is set as large as it fits.
 * @param {{ width: number, height: number, palette?: keyof typeof palettes, seed?: number, grain?: boolean,
 *   ground?: TypeGround, letters: { d: string, width: number, height: number }, crops?: TypeCrops, cap?: number }} spec
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
	const right = (ground === 'chalk' || ground === 'plate' || ground === 'room') && (n % 5) % 2 === 1;
	const [lx, ly] = [width * (right ? 0.88 : 0.12), height * lightY];
	const lit = luma(mid) > luma(bg) ? mid : mix(bg, '#ffffff', 0.22);
	const reach = Math.hypot(width * 1.18, height) * 0.95;
	const glow = r1(strength * (ground === 'light' ? 10 : ground === 'halftone' ? 3.5 : 6)) / 10;
	const drawn =
		ground === 'light'
			? ''
			: ground === 'halftone'
				? litHalftone(width, height, dotInk(bg, mid, fg), lx, ly, reach, luma(mid) < luma(bg))
				: ground === 'screen'
					? printScreen(width, height, { bg, mid, fg }, n)
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
								clear: footprint(
									width,
									height,
									{ x, y, scale, angle },
									accent ? { width: letters.width, height: letters.height + 230 } : letters,
								),
							},
						);
	// The letters lit from the left: full ink on the lit side, a tenth of the way to the ground on the far side.
	const shaded = mix(fg, bg, 0.1);
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
${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${ground === 'light' ? grainShare.poster : ground === 'knurl' || ground === 'room' || ground === 'chalk' ? 0.045 : grainShare.drawn}"/>` : ''}</svg>`;
}

/**
 * The box a placed word covers on the frame, tilt and all.
 * @param {number} width
 * @param {number} height
 * @param {{ x: number, y: number, scale: number, angle: number }} place
 * @param {{ width: number, height: number }} letters
 * @returns {Clear}
 */
function footprint(width, height, { x, y, scale, angle }, letters) {
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
 * The ink of a halftone's dots: the shadow tone, toned down towards the ground where it is bright (the dots then carry
 * the light without outshouting the word) and up towards the letters' ink where it is close to the ground (ash), so
 * the screen reads on every palette. On a crimson ground (flare) the dots are the shade, a step lighter than the
 * shadow tone so the ink letters stay clear of them.
 */
function dotInk(/** @type {string} */ bg, /** @type {string} */ mid, /** @type {string} */ fg) {
	if (luma(mid) < luma(bg)) return mix(mid, bg, 0.2);
	return luma(mid) - luma(bg) > 150 ? mix(mid, bg, 0.4) : mix(mid, fg, 0.2);
}

/** An ink's rough lightness, 0 to 765: enough to tell which of two inks is the lighter. */
const luma = (/** @type {string} */ hex) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);

/** Two inks mixed, `t` of the way from the first to the second: for the letters' shaded side. */
function mix(/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) {
	const rgb = (/** @type {string} */ hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
	const [pa, pb] = [rgb(a), rgb(b)];
	return `#${pa
		.map((v, i) =>
			Math.round(v + ((pb[i] ?? 0) - v) * t)
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`;
}

/**
 * A halftone screen of the light: dots in the shadow tone on a staggered screen, coarse enough (15 across the short
 * side) to read as dots in an album's grid. On a dark ground the dots are the light, largest in its pool and shrinking
 * to specks where it runs out; on a crimson ground (flare), whose shadow tone is the darker, they are the shade, rising
 * from the far corner below the word. Either way half the frame stays open, so the word has a quiet ground behind most
 * of it.
 */
function litHalftone(
	/** @type {number} */ w,
	/** @type {number} */ h,
	/** @type {string} */ ink,
	/** @type {number} */ lx,
	/** @type {number} */ ly,
	/** @type {number} */ reach,
	shade = false,
) {
	const step = Math.min(w, h) / 15;
	const [cx, cy] = shade ? [w, h * 1.05] : [lx, ly];
	const dots = [];
	for (let row = 0, y = step / 2; y < h + step; row++, y += step * 0.87)
		for (let x = step / 2 - (row % 2) * (step / 2); x < w + step; x += step) {
			const r = step * 0.5 * Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (reach * (shade ? 0.66 : 0.55))) ** 0.8;
			if (r > step * 0.1) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
		}
	return `<g fill="${ink}">${dots.join('')}</g>`;
}

/**
 * A printed halftone: the frame pulled off a press in two inks, the ground's near-black laid as a mass of solid ink
 * behind the word over a paper of the shadow tone lifted towards the letters' ink, its edge broken into a coarse screen
 * of hard dots that shrink to nothing on the bare paper. The pale letters stand on solid ink end to end, and the
 * screen's dots, large and few, read as a deliberate print at a card's size. Three framings take turns by seed, each
 * with its own paper tone, screen angle and pitch: a pool of ink round the word, a band of it along the word's line,
 * and the shade rising from the far corner. The paper is a shade lighter on the light's side.
 * @param {number} w
 * @param {number} h
 * @param {{ bg: string, mid: string, fg: string }} inks
 * @param {number} n the poster's seed
 */
function printScreen(w, h, { bg, mid, fg }, n) {
	const s = Math.min(w, h);
	const framing = n % 3;
	const paper = mix(mid, fg, [0.5, 0.58, 0.38][framing] ?? 0.5);
	const step = s / ([12, 16, 13][framing] ?? 12);
	const angle = (([45, 15, 75][framing] ?? 45) * Math.PI) / 180;
	// How far a point lies outside the ink's edge, in the frame's short side (inside is below 0).
	const outside = (/** @type {number} */ x, /** @type {number} */ y) => {
		const [nx, ny] = [(x - w / 2) / s, (y - h / 2) / s];
		if (framing === 0) return (Math.hypot(nx / 0.64, ny / 0.36) - 1) * 0.36;
		if (framing === 1) return Math.abs(ny + nx * 0.1) - 0.25;
		return -(nx * 0.5 + ny * 0.62 + 0.3);
	};
	// The dots' coverage falls from solid to bare paper across four cells of the screen.
	const fade = (step * 4) / s;
	const tone = (/** @type {number} */ x, /** @type {number} */ y) => Math.max(0, Math.min(1, 0.55 - outside(x, y) / fade));
	const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
	const reach = Math.hypot(w, h) / 2 + step;
	const ink = [];
	for (let v = -reach; v <= reach; v += step)
		for (let u = -reach; u <= reach; u += step) {
			const [x, y] = [w / 2 + u * cos - v * sin, h / 2 + u * sin + v * cos];
			if (x < -step || y < -step || x > w + step || y > h + step) continue;
			// The dot's area grows with the tone; towards solid the dots meet and close the paper between them, as a
			// screen does in its shadows.
			const r = step * 0.74 * Math.sqrt(tone(x, y));
			if (r > step * 0.08) ink.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
		}
	return (
		`<linearGradient id="paper" x2="1" y2=".3"><stop offset="0" stop-color="${mix(paper, fg, 0.25)}"/><stop offset=".6" stop-color="${paper}"/><stop offset="1" stop-color="${mix(paper, bg, 0.2)}"/></linearGradient>` +
		`<rect width="100%" height="100%" fill="url(#paper)"/><g fill="${bg}">${ink.join('')}</g>`
	);
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
<defs><linearGradient id="sheet" x2="1" y2=".35"><stop offset="0" stop-color="${mix(bg, '#ffffff', 0.45)}"/><stop offset=".5" stop-color="${bg}"/><stop offset="1" stop-color="${mix(bg, '#5a3a30', 0.28)}"/></linearGradient>
<filter id="fibre" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".01 .06" numOctaves="3" seed="${n + 11}"/><feColorMatrix values="0 0 0 0 .35  0 0 0 0 .2  0 0 0 0 .16  0 0 -1.6 0 .95"/></filter>
<filter id="bite" x="-2%" y="-2%" width="104%" height="104%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="${n + 3}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${r1(Math.max(1.5, cap * 0.006))}" xChannelSelector="R" yChannelSelector="G"/></filter>
${grainy ? `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${grainShare.posterFrequency * 1.4}" numOctaves="2" seed="${seed + 7}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .08  0 0 0 0 .03  0 0 0 0 .03  -1.4 0 0 0 .66"/></filter>` : ''}</defs>
<rect width="100%" height="100%" fill="${grainy ? 'url(#sheet)' : bg}"/>
${grainy ? '<rect width="100%" height="100%" filter="url(#fibre)" opacity=".09"/>' : ''}
<g data-motif="type" transform="rotate(${angle} ${r1(width / 2)} ${r1(height / 2)})"><rect x="${r1(-width * 0.2)}" y="${r1(top + shift)}" width="${r1(width * 1.4)}" height="${r1(depth)}" fill="${mid}"/><path transform="${word}" fill="${fg}" filter="url(#bite)" d="${letters.d}"/></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#fibre)" opacity=".06"/>' : ''}
${grainy ? `<rect width="100%" height="100%" filter="url(#grain)" opacity="${grainShare.drawn}"/>` : ''}</svg>`;
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
 * A word that runs to a crop's edge reads as cut, even when it is whole; one much smaller than the crop reads as a label.
 * A picture a page shows only in its own shape (a post's cover and photos, the gallery's header) names that shape as
 * its `crops`, so its word fills 60 to 70 % of the frame's width however wide the frame.
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
 * A coach's stand-in portrait in the 4:5 frame a photo will fill: their initials large, and under a rule their name
 * and role set as type, so the card names the person without drawing one. Each line comes as an outline path.
 * @param {{ width: number, height: number, palette?: keyof typeof palettes, seed?: number, grain?: boolean,
 *   letters: { d: string, width: number, height: number }, name: { d: string, width: number, height: number },
 *   role: { d: string, width: number, height: number } }} spec
 * @returns {string} SVG markup
 */
export function portraitTypeSvg({ width, height, palette = 'ember', seed = 0, grain: grainy = true, letters, name, role }) {
	const [bg = '#0e0e10', mid = '#7a0a1c', fg = '#ff5a6e'] = palettes[palette];
	const margin = width * 0.09;
	// Initials whole inside the margins (a letter cut by the frame reads as a crop gone wrong, worst on a class page's
	// small portrait), high in the frame. Five placements take turns, left, right or centred, large or a size down, so
	// no two cards of the team look alike (tests/repo/stand-in-likeness.test.ts).
	const placements = [
		[0, 0.46, 0.1],
		[1, 0.36, 0.2],
		[1, 0.46, 0.1],
		[0, 0.36, 0.2],
		[0.5, 0.41, 0.15],
	];
	const [side = 0, tall = 0.46, top = 0.1] = placements[Math.abs(Math.trunc(seed)) % placements.length] ?? [];
	const scale = Math.min((width - margin * 2) / letters.width, (height * tall) / letters.height);
	const lx = margin + (width - margin * 2 - letters.width * scale) * side;
	const ly = height * top;
	const fit = (line = name, max = width - margin * 2) => Math.min(1, max / line.width);
	const ns = fit(name);
	const rs = fit(role);
	const ny = height * 0.72;
	const ry = ny + name.height * ns + height * 0.035;
	// The ground under the type takes turns (a slab rising, one falling, a halftone), so no two neighbouring cards match.
	const ground = [
		`<path d="M0 ${r1(height * 0.5)}L${width} ${r1(height * 0.3)}V${height}H0Z" fill="${mid}" opacity=".45"/>`,
		`<path d="M0 ${r1(height * 0.28)}L${width} ${r1(height * 0.55)}V${height}H0Z" fill="${mid}" opacity=".45"/>`,
		`<g opacity=".6">${backdrop('halftone', width, height, mid, { zoom: 1, x: seed % 2 ? 0.3 : 0.7, y: 0.5 })}</g>`,
	][(Math.abs(Math.trunc(seed)) + Math.floor(Math.abs(seed) / 3)) % 3];
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${grainy ? grain(seed + 7) : ''}</defs>
<rect width="100%" height="100%" fill="${bg}"/>
${ground}
<g data-motif="monogram"><path transform="translate(${r1(lx)} ${r1(ly)}) scale(${r1(scale * 1000) / 1000})" fill="${fg}" opacity=".9" d="${letters.d}"/>
<rect x="${r1(margin)}" y="${r1(ny - height * 0.045)}" width="${r1(width * 0.16)}" height="${r1(height * 0.012)}" fill="${fg}"/>
<path transform="translate(${r1(margin)} ${r1(ny)}) scale(${r1(ns * 1000) / 1000})" fill="#f7f5f0" d="${name.d}"/>
<path transform="translate(${r1(margin)} ${r1(ry)}) scale(${r1(rs * 1000) / 1000})" fill="${fg}" d="${role.d}"/></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#grain)" opacity=".08"/>' : ''}</svg>`;
}
