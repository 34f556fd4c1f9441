// @ts-check
// The grounds under the type posters: the lifting floor's materials (plates, chalk, knurling, the room's own surfaces),
// the halftone screen of the light and the printed screen, each kept clear of the word it carries.
import { chalkFilters, chalkSwipe, clearOf, crosses, keptWithin } from './chalk.mjs';
import { luma, mixInk, r1, random } from './inks.mjs';
import { knurledBar } from './materials.mjs';
/** @typedef {import('./type-layout.mjs').Clear} Clear */

/**
 * How a material series is lit and framed, by seed, so neighbours in a grid never match: the side the raking light
 * comes from (left in most, right in some) and how high it stands (typeLight's height, mirrored with it); `clear` is
 * the word's footprint, and `keep` the part of the frame every crop a page draws keeps (`typeKeepBox`), which the
 * marks meant to be seen whole (the chalk's swipes) stay inside; without it, the frame.
 * @typedef {{ right: boolean, clear: Clear, seed: number, keep?: Clear }} MaterialLook
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
		ring(0.955, 0.07, mixInk(body, bg, 0.35)) +
		ring(0.985, 0.018, `url(#${id}-rim)`) +
		grooves.map((k, i) => ring(k, 0.012, bg, 0.8) + (i % 2 ? '' : ring(k - 0.012, 0.008, `url(#${id}-rim)`, 0.7))).join('') +
		circle(0.3, `fill="${mixInk(mid, lit, 0.25)}" opacity=".55"`) +
		ring(0.3, 0.02, `url(#${id}-rim)`) +
		bolts.join('') +
		circle(0.12, `fill="${bg}"`) +
		ring(0.12, 0.008, `url(#${id}-rim)`)
	);
}

/**
 * A material ground under type, drawn to read at an album grid's size, framed afresh for every picture of its series
 * (by seed) so a grid of them reads as a directed set, never one frame stamped out:
 * - `plate`: a bumper plate's face cut by the frame, its hub in a corner or off the frame's edge, its size, its
 *   colour (one of the palette's inks, as bumper plates differ in colour) and its count of grooves taking turns, its
 *   rims caught on the light's side;
 * - `chalk`: one or two dry swipes of a chalked hand, placed by seed (above left and below right, above right and
 *   below left, both along one edge, one long low swipe, a steep corner swipe and a slap, two slaps), their angle,
 *   length and weight varied, always clear of the word's footprint and whole inside every crop (`keep`);
 * - `knurl`: a bar's knurling crossing the frame on a slant (the shop's cards, the lifting classes);
 * - `room`: the lifting room's own surfaces in turn (the facilities): the knurl as a macro, a whole bar with its
 *   sleeve, two bars racked, a plate's face at a slant, chalk on a platform, a slim bar across the dark, a bar's top
 *   edge rising from the foot; each with its own depth of field.
 * - `lanes`: a sled track's turf seen low from its start, its painted lane lines running away from the lens to a point
 *   above the frame, worn where sleds have dragged over them, a start line across the near end, the paint held off
 *   the word; the vanishing point, the count of lanes and the start line's place taking turns by seed;
 * @param {'plate' | 'chalk' | 'knurl' | 'room' | 'lanes'} kind
 * @param {number} w
 * @param {number} h
 * @param {{ bg: string, mid: string, fg?: string }} inks the ground, the shadow tone and the letters' ink
 * @param {MaterialLook} look
 */
export function materialGround(
	kind,
	w,
	h,
	{ bg, mid, fg = '#f7f5f0' },
	{ seed, clear, right, keep = { left: 0, top: 0, right: w, bottom: h } },
) {
	const s = Math.min(w, h);
	const side = seed % 2 ? 1 : 0;
	const n = Math.floor(seed / 2);
	const rand = random(seed * 31 + 7);
	// The edge the raking light catches: the shadow tone brightened towards paper, whichever the ground.
	const lit = mixInk(mid, '#f7f5f0', 0.35);
	// The floor under the word pulled a shade darker (or, under dark letters on crimson, left alone), so the letters
	// keep their contrast over whatever the material does round them.
	const hushInk = luma(fg) > luma(bg) ? mixInk(bg, '#000000', 0.35) : bg;
	const hush = (/** @type {number} */ strength) =>
		`<radialGradient id="hush" gradientUnits="userSpaceOnUse" cx="${r1((clear.left + clear.right) / 2)}" cy="${r1((clear.top + clear.bottom) / 2)}" r="${r1((clear.right - clear.left) * 0.62)}" gradientTransform="translate(0 ${r1((clear.top + clear.bottom) / 2)}) scale(1 .5) translate(0 ${r1(-(clear.top + clear.bottom) / 2)})"><stop offset="0" stop-color="${hushInk}" stop-opacity="${strength}"/><stop offset=".6" stop-color="${hushInk}" stop-opacity="${r1(strength * 6) / 10}"/><stop offset="1" stop-color="${hushInk}" stop-opacity="0"/></radialGradient>` +
		'<rect width="100%" height="100%" fill="url(#hush)"/>';
	const chalk = mixInk('#f7f5f0', bg, 0.08);
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
		// Then drawn whole inside every crop the pages cut: shortened, flattened or thinned only as far as it must be to
		// fit between the word and the crop's edge, never sliced by the frame.
		placed = keptWithin(placed, clear, keep, margin, s * 0.07);
		return chalkSwipe({ ...placed, chalk, rand, id: `swipe${i}`, s });
	};
	// A knurled bar across the frame in the steel of the ground's inks (the knurl and room grounds): `base` is what a
	// ground sets for all its bars, `at` what one framing sets for one bar.
	const steel = { bg, mid, fg: mixInk(mid, '#f7f5f0', 0.55) };
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
	// The plane a macro lens is focused on: a band across the frame from `from` to `to` of its width (counted from the
	// light's side), crisp to the pixel, the drawing on either side of it melting into the blur drawn under it. Drawn as
	// the sharp drawing masked to the band over the same drawing blurred, as a lens's depth of field falls off; the band
	// is kept narrow, as the sharp facets cost the most bytes.
	const plane = (/** @type {number} */ from, /** @type {number} */ to, /** @type {string} */ id) => {
		const [a, b] = right ? [1 - to, 1 - from] : [from, to];
		const fade = 0.05;
		return (
			`<linearGradient id="${id}-band" x2="1" y2="0"><stop offset="${r1((a - fade) * 100) / 100}" stop-color="#fff" stop-opacity="0"/><stop offset="${a}" stop-color="#fff"/><stop offset="${b}" stop-color="#fff"/><stop offset="${r1((b + fade) * 100) / 100}" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
			`<mask id="${id}"><rect width="100%" height="100%" fill="url(#${id}-band)"/></mask>`
		);
	};
	// One bar (or plate) seen through that lens: blurred by the filter `blur` everywhere, and sharp in the band `focus`.
	const lens = (
		/** @type {(id: string) => string} */ draw,
		/** @type {string} */ blur,
		/** @type {string} */ focus,
		/** @type {string} */ id,
	) => `<g filter="url(#${blur})">${draw(`${id}-blur`)}</g><g mask="url(#${focus})">${draw(id)}</g>`;
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
			const bodies = [mid, mixInk(bg, mid, 0.3), mixInk(mid, fg, 0.32), mixInk(bg, mid, 0.65)];
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
		case 'lanes': {
			// A sled track seen from its start line, low: the lanes' painted lines run away from the lens to a point above
			// the frame, widening towards the foot, the paint worn where sleds have dragged over it and lit on the light's
			// side, the turf's far end sinking into shade. The paint is held off the word (a soft mask round its box), and
			// the floor under it is a shade darker, so the letters keep their contrast.
			const vx = w * ((right ? 0.3 : 0.7) + (rand() - 0.5) * 0.3);
			const vy = -h * (0.5 + (n % 3) * 0.35);
			const lanes = 5 + (n % 3);
			const spread = w * (1.5 + rand() * 0.4);
			const paint = mixInk(fg, bg, 0.42);
			const lines = Array.from({ length: lanes + 1 }, (_, i) => {
				const foot = vx + (i / lanes - 0.5) * spread;
				const half = s * 0.012;
				return `<path d="M${r1(vx)} ${r1(vy)}L${r1(foot + half)} ${r1(h * 1.05)}L${r1(foot - half)} ${r1(h * 1.05)}Z"/>`;
			});
			// The start line across the near end, foreshortened: a band across the lanes near the foot or below the word.
			const startY = Math.min(h * 0.93, clear.bottom + (h - clear.bottom) * (0.45 + (n % 2) * 0.25));
			const start = `<path d="M0 ${r1(startY - s * 0.012)}L${w} ${r1(startY - s * 0.012 + (vx > w / 2 ? -1 : 1) * s * 0.03)}l0 ${r1(s * 0.03)}L0 ${r1(startY + s * 0.018)}Z"/>`;
			const pad = s * 0.06;
			return (
				`<filter id="worn" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".012 .05" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -2.6 2.1"/></filter>` +
				`<filter id="off" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(s * 0.035)}"/></filter>` +
				`<linearGradient id="paint" x1="${right ? 1 : 0}" x2="${right ? 0 : 1}" y1="0" y2=".4"><stop offset="0" stop-color="${paint}"/><stop offset="1" stop-color="${mixInk(paint, bg, 0.55)}"/></linearGradient>` +
				`<mask id="lane-mask"><rect width="100%" height="100%" filter="url(#worn)"/><rect x="${r1(clear.left - pad)}" y="${r1(clear.top - pad)}" width="${r1(clear.right - clear.left + pad * 2)}" height="${r1(clear.bottom - clear.top + pad * 2)}" fill="#000" filter="url(#off)"/></mask>` +
				`<g fill="url(#paint)" mask="url(#lane-mask)" opacity=".8">${lines.join('')}${start}</g>` +
				hush(0.55)
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
			// lifting section, held down to the shadow tone so the letters stay the lightest thing in the frame. A macro
			// lens focused on the near bar has one band of it crisp, its diamonds sharp to the pixel on the light's side
			// beside the word, and the rest of it melting into blur either way along the bar. Three framings take turns,
			// so an album of them is one series without repeating: one bar filling the frame, two bars racked one behind
			// the other with the dark between them behind the word (the back one wholly out of focus), one slimmer bar
			// crossing the dark more steeply; the size, tilt and smooth ring step with the seed.
			const tilt = (/** @type {number} */ deg) => deg * (side ? 1 : -1);
			const bar = barIn({ angle: tilt(-7), ring: [0.16, 0.82, undefined, 0.12, 0.86][n % 5] });
			const framing = n % 3;
			const focus = plane(0.04, 0.14, 'focus');
			if (framing === 1)
				return (
					soft(0.013, 'far') +
					soft(0.02, 'near') +
					focus +
					`<g filter="url(#far)" opacity=".85">${bar({ cy: h * 0.2, radius: s * 0.17, angle: tilt(-6), pitch: s * 0.032, ceiling: 0.7, ring: 0.7 }, 'back')}</g>` +
					lens((id) => bar({ cy: h * 0.84, radius: s * 0.3, angle: tilt(-8), pitch: s * 0.05 }, id), 'near', 'focus', 'front')
				);
			if (framing === 2)
				return (
					soft(0.02, 'near') +
					focus +
					lens(
						(id) =>
							bar(
								{ cy: h * ([0.5, 0.56][n % 2] ?? 0.5), radius: s * 0.24, angle: tilt(-13), pitch: s * 0.045, ring: [0.3, 0.72][n % 2] },
								id,
							),
						'near',
						'focus',
						'slim',
					)
				);
			return (
				soft(0.02, 'near') +
				focus +
				lens(
					(id) =>
						bar(
							{
								cy: h * ([0.5, 0.54, 0.47][n % 3] ?? 0.5),
								radius: s * ([0.4, 0.46, 0.36][n % 3] ?? 0.4),
								angle: tilt([-7, -9, -5][n % 3] ?? -7),
								pitch: s * ([0.06, 0.066, 0.056][n % 3] ?? 0.06),
							},
							id,
						),
					'near',
					'focus',
					'one',
				)
			);
		}
		case 'room': {
			// The lifting room's surfaces, one framing a picture in turn so neighbours never match: the light on the side
			// the poster's light comes from, each bar's slant and the lens's depth of field its own. Every framing keeps one
			// plane in focus, crisp to the pixel (`plane`, or the chalked boards drawn sharp), as a macro photo does; the
			// rest falls off into blur.
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
				return soft(0.03, 'far') + focus + `<g filter="url(#far)">${bar(macro, 'far')}</g><g mask="url(#sharp)">${bar(macro, 'near')}</g>`;
			}
			if (framing === 1) {
				// The whole bar with its sleeve: a thin shaft crossing steeply, its collar and smooth sleeve at one end, the
				// lens focused on the collar and the shaft beside it.
				const angle = sign * (16 + rand() * 8);
				const [r, end] = [s * 0.055, (right ? -1 : 1) * w * (0.2 + rand() * 0.08)];
				const sleeve = `<linearGradient id="sleeve" x2="0" y2="1"><stop offset="0" stop-color="${steel.fg}" stop-opacity=".55"/><stop offset=".3" stop-color="${mid}"/><stop offset="1" stop-color="${bg}"/></linearGradient>`;
				const [x0, x1] = end > 0 ? [end, w * 2] : [-w * 2, end];
				const collar = end > 0 ? end : end - s * 0.04;
				// The collar stands about 0.5 + end / w of the way across: the band in focus runs over it and the shaft
				// towards the light.
				const at = 0.5 + (right ? -end : end) / w;
				const whole = (/** @type {string} */ id) =>
					bar({ radius: r, pitch: s * 0.024, angle, ring: undefined }, id) +
					`<g transform="translate(${r1(w / 2)} ${r1(h / 2)}) rotate(${r1(angle)})"><rect x="${r1(x0)}" y="${r1(-s * 0.1)}" width="${r1(x1 - x0)}" height="${r1(s * 0.2)}" fill="url(#sleeve)"/>` +
					`<rect x="${r1(collar)}" y="${r1(-s * 0.13)}" width="${r1(s * 0.04)}" height="${r1(s * 0.26)}" fill="url(#sleeve)"/></g>`;
				return soft(0.009, 'near') + plane(at - 0.3, at + 0.08, 'collar') + sleeve + lens(whole, 'near', 'collar', 'shaft');
			}
			if (framing === 2)
				// Two bars racked one behind the other, the dark between them behind the word; the front one in focus on
				// the light's side, the back one wholly out of it.
				return (
					soft(0.016, 'far') +
					soft(0.01, 'near') +
					plane(0.04, 0.3, 'front-focus') +
					`<g filter="url(#far)" opacity=".85">${bar({ cy: h * 0.2, radius: s * 0.17, angle: sign * 6, pitch: s * 0.032, ceiling: 0.7, ring: 0.7 }, 'back')}</g>` +
					lens((id) => bar({ cy: h * 0.84, radius: s * 0.3, angle: sign * 8, pitch: s * 0.05 }, id), 'near', 'front-focus', 'front')
				);
			if (framing === 3) {
				// A plate's face at a slant, as it leans on the rack: its edge a dark band under the face, its rims in focus
				// on the light's side.
				const [cx, cy, r] = [w * (right ? 0.28 : 0.72), h * 0.62, s * 0.78];
				const slant = `translate(${r1(cx)} ${r1(cy)}) rotate(${r1(sign * 12)}) scale(1 .52) translate(${r1(-cx)} ${r1(-cy)})`;
				const face = (/** @type {string} */ id) =>
					`<g transform="${slant}"><circle cx="${r1(cx)}" cy="${r1(cy + s * 0.09)}" r="${r1(r)}" fill="${mixInk(bg, mid, 0.35)}"/>` +
					plateFace({ cx, cy, r, s, rings: 3, body: mixInk(bg, mid, 0.7), bg, mid, lit, right, id }) +
					'</g>';
				return soft(0.009, 'near') + plane(0, 0.45, 'rim') + lens(face, 'near', 'rim', 'plate') + hush(0.5);
			}
			if (framing === 4) {
				// Chalk on a platform: the boards' seams running away from the lens, a hand's swipe and its dust on them.
				const edge = (/** @type {number} */ i) => h * 1.1 * (i / 8) ** 1.5 - h * 0.05;
				const seams = Array.from({ length: 8 }, (_, i) => {
					const [y0, y1] = [edge(i), edge(i + 1)];
					const [tilt0, tilt1] = [sign * h * 0.04, sign * h * 0.04];
					const board = `<path d="M0 ${r1(y0 + tilt0)}L${w} ${r1(y0 - tilt0)}L${w} ${r1(y1 - tilt1)}L0 ${r1(y1 + tilt1)}Z" fill="${mixInk(bg, mid, i % 2 ? 0.3 : 0.16)}" opacity=".55"/>`;
					return `${board}<path d="M0 ${r1(y1 + tilt1)}L${w} ${r1(y1 - tilt1)}" stroke="${mixInk(bg, '#000000', 0.4)}" stroke-width="${r1(s * (0.002 + i * 0.001))}"/>`;
				});
				const arrangement = [
					{ x: right ? 0.96 : 0.04, y: /** @type {const} */ ('below'), len: 0.6, t: 0.15, angle: right ? 3 : -3, flip: right },
					{ x: right ? 0.1 : 0.9, y: /** @type {const} */ ('top'), len: 0.3, t: 0.1, angle: right ? -8 : 8, flip: !right },
				];
				return chalkFilters(seed, s, chalk) + `<g>${seams.join('')}</g>` + hush(0.6) + arrangement.map(swipe).join('');
			}
			if (framing === 5)
				// One slim bar crossing the dark steeply, shallow focus: a band of its knurl crisp on the light's side.
				return (
					soft(0.014, 'near') +
					plane(0.04, 0.13, 'slim-focus') +
					lens(
						(id) =>
							bar(
								{
									cy: h * (0.46 + rand() * 0.1),
									radius: s * 0.22,
									angle: sign * (12 + rand() * 6),
									pitch: s * 0.045,
									ring: 0.3 + rand() * 0.4,
								},
								id,
							),
						'near',
						'slim-focus',
						'slim',
					)
				);
			// A bar's top edge rising from the foot of the frame, close, the light skimming its knurl.
			return (
				soft(0.014, 'far') +
				focus +
				`<g filter="url(#far)">${bar({ cy: h * 1.02, radius: s * 0.5, angle: sign * 4, pitch: s * 0.075, ring: right ? 0.35 : 0.65 }, 'far')}</g>` +
				`<g mask="url(#sharp)">${bar({ cy: h * 1.02, radius: s * 0.5, angle: sign * 4, pitch: s * 0.075, ring: right ? 0.35 : 0.65 }, 'near')}</g>`
			);
		}
	}
}

/**
 * The ink of a halftone's dots: the shadow tone, toned down towards the ground where it is bright (the dots then carry
 * the light without outshouting the word) and up towards the letters' ink where it is close to the ground (ash), so
 * the screen reads on every palette. On a crimson ground (flare) the dots are the shade, a step lighter than the
 * shadow tone so the ink letters stay clear of them.
 */
export function dotInk(/** @type {string} */ bg, /** @type {string} */ mid, /** @type {string} */ fg) {
	if (luma(mid) < luma(bg)) return mixInk(mid, bg, 0.2);
	return luma(mid) - luma(bg) > 150 ? mixInk(mid, bg, 0.4) : mixInk(mid, fg, 0.2);
}

/**
 * A halftone screen of the light: dots in the shadow tone on a staggered screen, coarse enough (15 across the short
 * side) to read as dots in an album's grid. On a dark ground the dots are the light, largest in its pool and shrinking
 * to specks where it runs out; on a crimson ground (flare), whose shadow tone is the darker, they are the shade, rising
 * from the far corner below the word. Either way half the frame stays open, and no dot falls within half a step of the
 * word's box (`clear`), so the letters never stand on the screen.
 */
export function litHalftone(
	/** @type {number} */ w,
	/** @type {number} */ h,
	/** @type {string} */ ink,
	/** @type {number} */ lx,
	/** @type {number} */ ly,
	/** @type {number} */ reach,
	shade = false,
	/** @type {{ left: number, top: number, right: number, bottom: number } | undefined} */ clear = undefined,
) {
	const step = Math.min(w, h) / 15;
	const margin = step * 0.5;
	const onWord = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) =>
		clear !== undefined &&
		x + r > clear.left - margin &&
		x - r < clear.right + margin &&
		y + r > clear.top - margin &&
		y - r < clear.bottom + margin;
	const [cx, cy] = shade ? [w, h * 1.05] : [lx, ly];
	const dots = [];
	for (let row = 0, y = step / 2; y < h + step; row++, y += step * 0.87)
		for (let x = step / 2 - (row % 2) * (step / 2); x < w + step; x += step) {
			const r = step * 0.5 * Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (reach * (shade ? 0.66 : 0.55))) ** 0.8;
			if (r > step * 0.1 && !onWord(x, y, r)) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
		}
	return `<g fill="${ink}">${dots.join('')}</g>`;
}

/**
 * A printed screen: the frame pulled off a press on bone paper, a fine, regular halftone of the shadow tone (a dot pitch
 * of about 1.2 % of the frame's width, on a screen angled as a print's is) laid in one region and fading out across it,
 * as a print's tint does: the dots largest where the region is deepest and shrinking to nothing well before the word.
 * The dots' ink is the shadow tone toned most of the way back towards the paper, so the screen reads as a texture in
 * the paper, never a pattern louder than the letters; the word stands on calm, bare paper, and no dot falls within
 * three steps of its box (`clear`), the screen fading out further off. Three framings take turns by seed, each with its
 * own screen angle: the shade from the far corner, a tint along the foot, and one from the corner above the light. The
 * paper is a shade lighter on the light's side.
 * @param {number} w
 * @param {number} h
 * @param {{ bg: string, mid: string, fg: string }} inks
 * @param {number} n the poster's seed
 * @param {Clear} [clear] the word's box
 */
export function printScreen(w, h, { bg, mid, fg }, n, clear = undefined) {
	const framing = n % 3;
	const step = w * 0.012;
	const angle = (([45, 15, 75][framing] ?? 45) * Math.PI) / 180;
	const ink = mixInk(mixInk(mid, fg, 0.4), bg, 0.55);
	// How deep a point lies in the tint's region, 0 at its edge and 1 at its deepest (the corner or the foot).
	const depth = (/** @type {number} */ x, /** @type {number} */ y) => {
		const [nx, ny] = [x / w, y / h];
		if (framing === 0) return 1 - Math.hypot(1 - nx, 1 - ny) / 0.62;
		if (framing === 1) return (ny + (nx - 0.5) * 0.1 - 0.7) / 0.3;
		return 1 - Math.hypot(nx, ny) / 0.6;
	};
	// How far a point stands from the word's box, in steps of the screen (0 inside it).
	const off = (/** @type {number} */ x, /** @type {number} */ y) =>
		clear === undefined
			? Infinity
			: Math.hypot(Math.max(0, clear.left - x, x - clear.right), Math.max(0, clear.top - y, y - clear.bottom)) / step;
	// The tint's coverage: up to about half the paper at its deepest, eased out to nothing at the region's edge, and held
	// off the word: nothing within three steps of it, full strength from eight.
	const tone = (/** @type {number} */ x, /** @type {number} */ y) => {
		const d = Math.max(0, Math.min(1, depth(x, y)));
		const near = Math.max(0, Math.min(1, (off(x, y) - 4) / 10));
		return 0.36 * d * d * (3 - 2 * d) * near;
	};
	const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
	const reach = Math.hypot(w, h) / 2 + step;
	const dots = [];
	for (let v = -reach; v <= reach; v += step)
		for (let u = -reach; u <= reach; u += step) {
			const [x, y] = [w / 2 + u * cos - v * sin, h / 2 + u * sin + v * cos];
			if (x < -step || y < -step || x > w + step || y > h + step) continue;
			// The dot's area grows with the tone, as a screen's does.
			const r = step * 0.62 * Math.sqrt(tone(x, y));
			if (r > step * 0.12) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
		}
	return (
		`<linearGradient id="paper" x2="1" y2=".3"><stop offset="0" stop-color="${mixInk(bg, '#ffffff', 0.3)}"/><stop offset=".6" stop-color="${bg}"/><stop offset="1" stop-color="${mixInk(bg, fg, 0.06)}"/></linearGradient>` +
		`<rect width="100%" height="100%" fill="url(#paper)"/><g fill="${ink}">${dots.join('')}</g>`
	);
}
