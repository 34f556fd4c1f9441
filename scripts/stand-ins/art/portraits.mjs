// @ts-check
// The team's stand-in portraits: a member's initials, or a coach's initials, name and role set as type in the
// 4:5 frame their photo will fill, never a drawn face.
import { grain, mixInk, palettes, r1 } from './inks.mjs';

/** The plain dark wall behind every coach's card, whatever their role. */
const wall = '#0d0b0c';

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
 * A coach's stand-in portrait in the 4:5 frame a photo will fill: their initials large, and under a rule their name
 * and role set as type, so the card names the person without drawing one. Each line comes as an outline path.
 * @param {{ width: number, height: number, palette?: keyof typeof palettes, seed?: number, grain?: boolean,
 *   letters: { d: string, width: number, height: number }, name: { d: string, width: number, height: number },
 *   role: { d: string, width: number, height: number } }} spec
 * @returns {string} SVG markup
 */
export function portraitTypeSvg({ width, height, palette = 'ember', seed = 0, grain: grainy = true, letters, name, role }) {
	const [, , fg = '#ff5a6e'] = palettes[palette];
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
	// One wall behind everyone, as the shoot's brief asks of the real portraits (content/ART-DIRECTION.md, Team
	// portraits): the same plain dark wall and the same light on every card, a pool high on the left falling off into
	// shade across the card and towards its foot, so the team reads as one sitting. The person is told apart by their
	// initials and where they stand, and their role by the ink of the initials (the palette's letter ink).
	const pool = mixInk(wall, '#f7f5f0', 0.13);
	const ground =
		`<radialGradient id="pool" gradientUnits="userSpaceOnUse" cx="${r1(width * 0.16)}" cy="${r1(height * 0.12)}" r="${r1(height * 0.95)}"><stop offset="0" stop-color="${pool}"/><stop offset=".55" stop-color="${mixInk(wall, pool, 0.35)}"/><stop offset="1" stop-color="${wall}"/></radialGradient>` +
		`<linearGradient id="floor" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>` +
		`<filter id="cast" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r1(width * 0.012)}"/></filter>` +
		'<rect width="100%" height="100%" fill="url(#pool)"/><rect width="100%" height="100%" fill="url(#floor)"/>';
	const initials = `translate(${r1(lx)} ${r1(ly)}) scale(${r1(scale * 1000) / 1000})`;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${grainy ? grain(seed + 7) : ''}</defs>
<rect width="100%" height="100%" fill="${wall}"/>
${ground}
<g transform="translate(${r1(width * 0.02)} ${r1(width * 0.03)})" filter="url(#cast)" opacity=".5"><path transform="${initials}" fill="#000" d="${letters.d}"/></g>
<g data-motif="monogram"><path transform="${initials}" fill="${fg}" opacity=".92" d="${letters.d}"/>
<rect x="${r1(margin)}" y="${r1(ny - height * 0.045)}" width="${r1(width * 0.16)}" height="${r1(height * 0.012)}" fill="${fg}"/>
<path transform="translate(${r1(margin)} ${r1(ny)}) scale(${r1(ns * 1000) / 1000})" fill="#f7f5f0" d="${name.d}"/>
<path transform="translate(${r1(margin)} ${r1(ry)}) scale(${r1(rs * 1000) / 1000})" fill="${fg}" d="${role.d}"/></g>
${grainy ? '<rect width="100%" height="100%" filter="url(#grain)" opacity=".08"/>' : ''}</svg>`;
}
