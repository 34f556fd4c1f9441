// @ts-check
// Chalk on the floor: a hand's dry swipe or slap, torn and dusty, and how a swipe is moved clear of the word.
import { r1 } from './inks.mjs';
/** @typedef {import('./type-layout.mjs').Clear} Clear */

/**
 * A chalked hand wiped once across the floor, as chalk lies on rubber: the finger lanes of the hand heaviest where it
 * came down, running dry into broken fibres towards the tail, a powder haze round the body, and the dust knocked off
 * it scattered wider than the swipe, the coarsest specks near the heel. Its heel at (x, y), running `len` along
 * `angle` degrees, `t` thick; `flip` runs it leftwards. Returns the markup and the filter it uses.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean, chalk: string,
 *   rand: () => number, id: string, s: number }} swipe
 */
export function chalkSwipe({ x, y, len, t, angle, flip, chalk, rand, id, s }) {
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
export const chalkFilters = (seed, s, chalk) =>
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
 * word's footprint and a margin (`keptWithin` then brings it inside what every crop keeps).
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 * @param {Clear} clear
 * @param {number} margin
 * @param {number} h
 */
export function clearOf(swipe, clear, margin, h) {
	const box = swipeBox(swipe);
	if (box.right < clear.left - margin || box.left > clear.right + margin) return swipe;
	const above = swipe.y < (clear.top + clear.bottom) / 2;
	const shift = above ? Math.min(0, clear.top - margin - box.bottom) : Math.max(0, clear.bottom + margin - box.top);
	return { ...swipe, y: Math.max(-swipe.t * 0.3, Math.min(h + swipe.t * 0.3, swipe.y + shift)) };
}

/**
 * A swipe drawn whole inside `keep` (what every crop a page draws keeps: a class card's 3:1 strip, a class page's 4:3)
 * and a margin, on its side of the word (above it or below it, as it was put, or the other side where the word leaves
 * no room for a swipe `least` thick on its own): made shorter where it is wider than the room, flatter and then
 * thinner where it is taller than the room between the word and the crop's edge, then moved in from the edge it
 * overran. Its reach counts the fibres past its tail and the tear along its edges, so the crop never slices the chalk.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 * @param {Clear} clear the word's footprint
 * @param {Clear} keep
 * @param {number} margin
 * @param {number} least the thinnest a swipe is drawn, unless neither side of the word has room for it
 */
export function keptWithin(swipe, clear, keep, margin, least) {
	// The crop's edge may come a little closer than the word does: a margin of two thirds of the word's.
	const edge = (margin * 2) / 3;
	const inner = { left: keep.left + edge, top: keep.top + edge, right: keep.right - edge, bottom: keep.bottom - edge };
	const slots = {
		above: { top: inner.top, bottom: Math.min(inner.bottom, clear.top - margin) },
		below: { top: Math.max(inner.top, clear.bottom + margin), bottom: inner.bottom },
	};
	const first = swipe.y < (clear.top + clear.bottom) / 2 ? slots.above : slots.below;
	const other = first === slots.above ? slots.below : slots.above;
	/** @param {{ top: number, bottom: number }} slot @param {number} floor */
	const fit = (slot, floor) => {
		let placed = { ...swipe, y: Math.max(slot.top, Math.min(slot.bottom, swipe.y)) };
		const room = { width: inner.right - inner.left, height: slot.bottom - slot.top };
		for (let k = 0; k < 40; k++) {
			const box = reachOf(placed);
			const [across, down] = [box.right - box.left, box.bottom - box.top];
			if (across > room.width) placed = { ...placed, len: placed.len * Math.max(0.5, (room.width / across) * 0.98) };
			else if (down > room.height) {
				if (Math.abs(placed.angle) > 1.5) placed = { ...placed, angle: placed.angle * 0.7 };
				else if (placed.t * 0.9 < floor) return undefined;
				// A thinner swipe is a lighter touch of the hand, so it runs shorter too: never a long thin streak.
				else placed = { ...placed, t: placed.t * 0.9, len: placed.len * 0.95 };
			} else {
				const dx = Math.max(0, inner.left - box.left) + Math.min(0, inner.right - box.right);
				const dy = Math.max(0, slot.top - box.top) + Math.min(0, slot.bottom - box.bottom);
				return { ...placed, x: placed.x + dx, y: placed.y + dy };
			}
		}
		return undefined;
	};
	const roomier = first.bottom - first.top >= other.bottom - other.top ? first : other;
	return fit(first, least) ?? fit(other, least) ?? fit(roomier, 0) ?? swipe;
}

/**
 * The box a swipe's chalk reaches: its body, the fibres dragged a little past its tail and its torn edges.
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 */
const reachOf = (swipe) => swipeBox({ ...swipe, len: swipe.len * 1.06, t: swipe.t * 1.1 });

/**
 * Whether a swipe's body crosses the word's footprint (with its margin).
 * @param {{ x: number, y: number, len: number, t: number, angle: number, flip: boolean }} swipe
 * @param {Clear} clear
 * @param {number} margin
 */
export const crosses = (swipe, clear, margin) => {
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
