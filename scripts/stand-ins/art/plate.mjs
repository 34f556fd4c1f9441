// @ts-check
// A bumper plate face-on, lit as a photograph sees it: the home page's hero plate and its video's frames.
import { mixInk, r1, random } from './inks.mjs';

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
 *   grain?: boolean, letterBand?: { top: number, bottom: number }, only?: 'lettering' }} plate grain: false leaves out the
 *   rubber's fine grain with the film's. letterBand: the rows (px, top and bottom) where the raised letters catch the
 *   light; above and below they fade into the face's shade, so a page's header and words never stand on them (the
 *   hero's tall cut). only: 'lettering' draws the letters alone, in white, where they show (for measuring them).
 * @returns {string} SVG markup: one group, `data-motif="plate"`
 */
export function litPlate({ cx, cy, r, turn, inks: { bg, fg }, stamps, grain: grainy = true, letterBand, only }) {
	const at = (/** @type {number} */ k) => `cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * k)}"`;
	// The light's direction (towards it): from the left, high.
	const [lx, ly] = [-0.64, -0.77];
	const lit = (/** @type {string} */ id, /** @type {string} */ near, /** @type {string} */ far, /** @type {number} */ k = 1) =>
		`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(cx + lx * r * k)}" y1="${r1(cy + ly * r * k)}" x2="${r1(cx - lx * r * k)}" y2="${r1(cy - ly * r * k)}"><stop offset="0" ${near}/><stop offset="1" ${far}/></linearGradient>`;
	const rubber = mixInk(fg, bg, 0.2);
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
	// The band where the letters show: full strength inside, fading to nothing over a tenth of it at either end.
	const band = letterBand
		? `<linearGradient id="plate-band" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(letterBand.top)}" x2="0" y2="${r1(letterBand.bottom)}"><stop offset="0" stop-color="#000"/><stop offset=".1" stop-color="#fff"/><stop offset=".9" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient><mask id="plate-letters" maskUnits="userSpaceOnUse" x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}"><rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" fill="url(#plate-band)"/></mask>`
		: '';
	if (only === 'lettering')
		return `<g data-motif="plate"><defs>${band}</defs><g${letterBand ? ' mask="url(#plate-letters)"' : ''}><g fill="#fff">${letters}</g></g></g>`;
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
${band}<filter id="plate-turn" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(Math.max(0.6, r * 0.0022))}"/></filter>
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
${letterBand ? '<g mask="url(#plate-letters)">' : ''}<g filter="url(#plate-turn)"><g transform="translate(${r1(lift * 1.4)} ${r1(lift * 1.8)})" fill="#000" opacity=".3">${letters}</g>
<g transform="translate(${r1(-lift)} ${r1(-lift * 1.2)})" fill="${mixInk(rubber, '#ffffff', 0.45)}" opacity=".3">${letters}</g>
<g fill="${mixInk(rubber, '#ffffff', 0.04)}">${letters}</g></g>${letterBand ? '</g>' : ''}
<circle ${at(0.975)} fill="none" stroke="${mixInk(rubber, '#000000', 0.3)}" stroke-width="${r1(r * 0.05)}"/>
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
