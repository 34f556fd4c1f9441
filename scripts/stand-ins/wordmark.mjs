// @ts-check
// Wordmarks (the gym's logo, the partners' stand-in logos, the share image) set in the site's heading font,
// Oswald Bold, and drawn as outlines: the SVG then looks the same everywhere, with no font to load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2');

/** @type {Promise<{ font: hb.Font, upem: number }> | undefined} */
let loaded;
const loadFont = () =>
	(loaded ??= fontverter.convert(readFileSync(fontFile), 'sfnt').then((sfnt) => {
		const face = new hb.Face(new hb.Blob(sfnt));
		const font = new hb.Font(face);
		font.setVariations([new hb.Variation('wght', 700)]);
		return { font, upem: face.upem };
	}));

/**
 * One line of text as an SVG path, `height` units from baseline to cap height, starting at (x, y) top left, (0, 0)
 * unless given: lines set at offsets join into one path.
 * @param {string} text
 * @param {{ height: number, tracking?: number, x?: number, y?: number }} options tracking: extra space between letters, in em
 * @returns {Promise<{ d: string, width: number }>}
 */
export async function textPath(text, { height, tracking = 0.02, x: left = 0, y: top = 0 }) {
	const { font, upem } = await loadFont();
	const buffer = new hb.Buffer();
	buffer.addText(text);
	buffer.guessSegmentProperties();
	hb.shape(font, buffer);
	const capHeight = font.glyphExtents(font.glyph('H'.codePointAt(0) ?? 72) ?? 0)?.yBearing ?? upem * 0.81;
	const scale = height / capHeight;
	let pen = 0;
	const parts = [];
	for (const glyph of buffer.getGlyphInfosAndPositions()) {
		const outline = font.glyphToJson(glyph.codepoint);
		// Font units point up; SVG's y points down, with the cap height at 0.
		const pt = (/** @type {number} */ x, /** @type {number} */ y) =>
			`${round(left + (pen + (glyph.xOffset ?? 0) + x) * scale)} ${round(top + (capHeight - y) * scale)}`;
		for (const { type, values: v } of outline) {
			if (type === 'Z') parts.push('Z');
			else if (type === 'M' || type === 'L') parts.push(`${type}${pt(v[0] ?? 0, v[1] ?? 0)}`);
			else if (type === 'Q') parts.push(`Q${pt(v[0] ?? 0, v[1] ?? 0)} ${pt(v[2] ?? 0, v[3] ?? 0)}`);
			else if (type === 'C') parts.push(`C${pt(v[0] ?? 0, v[1] ?? 0)} ${pt(v[2] ?? 0, v[3] ?? 0)} ${pt(v[4] ?? 0, v[5] ?? 0)}`);
		}
		pen += (glyph.xAdvance ?? 0) + tracking * upem;
	}
	return { d: parts.join(''), width: round((pen - tracking * upem) * scale) };
}

const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/** The favicon's mark (public/favicon.svg): a barbell on a crimson rounded square, in a 64 x 64 box. */
export const markSvg = (/** @type {string} */ ink = '#c8102e', /** @type {string} */ paper = '#fff') =>
	`<rect width="64" height="64" rx="12" fill="${ink}"/><path d="M10 32h44" stroke="${paper}" stroke-width="5" stroke-linecap="round"/>` +
	`<rect x="14" y="18" width="7" height="28" rx="2" fill="${paper}"/><rect x="43" y="18" width="7" height="28" rx="2" fill="${paper}"/>`;

/**
 * The gym's logo: the favicon's mark and the short name beside it, for the dark header.
 * @param {string} name
 */
export async function logoSvg(name) {
	const cap = 34;
	const { d, width } = await textPath(name.toUpperCase(), { height: cap, tracking: 0.04 });
	const w = Math.ceil(64 + 14 + width);
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="64" viewBox="0 0 ${w} 64">${markSvg()}<path transform="translate(78 ${(64 - cap) / 2})" fill="#f7f5f0" d="${d}"/></svg>\n`;
}

/**
 * A partner's stand-in logo: its name in one ink, as large as the box allows with a small margin; a long name of
 * several words goes on two lines.
 * @param {string} name
 * @param {{ width: number, height: number, ink?: string }} box
 */
export async function partnerLogoSvg(name, { width, height, ink = '#f7f5f0' }) {
	const words = name.toUpperCase().split(' ');
	const half = Math.ceil(words.length / 2);
	const lines = name.length > 12 && words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [words.join(' ')];
	const probes = await Promise.all(lines.map((line) => textPath(line, { height: 100 })));
	const widest = Math.max(...probes.map((p) => p.width));
	const gap = 0.3;
	const cap = Math.min((height * 0.6) / (lines.length + gap * (lines.length - 1)), ((width * 0.9) / widest) * 100);
	const top = (height - cap * (lines.length + gap * (lines.length - 1))) / 2;
	const paths = await Promise.all(
		lines.map(async (line, i) => {
			const { d, width: w } = await textPath(line, { height: cap });
			return `<path transform="translate(${round((width - w) / 2)} ${round(top + i * cap * (1 + gap))})" d="${d}"/>`;
		}),
	);
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="${ink}">${paths.join('')}</g></svg>`;
}
