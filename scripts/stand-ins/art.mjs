// @ts-check
// Draws the stand-in artwork as SVG: a duotone background in the site's palette, a bold line drawing
// of the subject, and a label, so every placeholder reads as what the real photo will show.

/** Duotone pairs taken from the site's theme tokens (src/styles/global.css). */
export const palettes = {
	ember: ['#1a0b0e', '#c8102e', '#ffd9dc'],
	steel: ['#0e0e10', '#3a3f4b', '#f7f5f0'],
	chalk: ['#2b2d33', '#8a8f99', '#ffffff'],
	blood: ['#0e0e10', '#7a0a1c', '#ff9aa2'],
	dawn: ['#241018', '#e0513a', '#fff1e0'],
};

const line = (/** @type {string} */ d, w = 28) =>
	`<path d="${d}" fill="none" stroke="currentColor" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const plate = (/** @type {number} */ x, /** @type {number} */ y, h = 260, w = 44) =>
	`<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="12" fill="currentColor"/>`;
const barbell = (y = 500, x1 = 120, x2 = 880, size = 1) =>
	line(`M${x1} ${y}H${x2}`, 16) +
	[x1 + 70, x1 + 125, x2 - 70, x2 - 125].map((x, i) => plate(x, y, (i % 2 ? 200 : 260) * size, 40 * size)).join('');
const figure = (/** @type {number} */ x, /** @type {number} */ y, s = 1, pose = 'stand') => {
	const head = `<circle cx="${x}" cy="${y - 250 * s}" r="${48 * s}" fill="currentColor"/>`;
	const torso = line(`M${x} ${y - 190 * s}V${y - 20 * s}`, 40 * s);
	const legs = line(`M${x - 70 * s} ${y + 190 * s}L${x} ${y - 20 * s}L${x + 70 * s} ${y + 190 * s}`, 34 * s);
	const arms =
		pose === 'overhead'
			? line(`M${x - 110 * s} ${y - 360 * s}L${x - 60 * s} ${y - 170 * s}H${x + 60 * s}L${x + 110 * s} ${y - 360 * s}`, 28 * s)
			: pose === 'run'
				? line(`M${x - 100 * s} ${y - 60 * s}L${x} ${y - 170 * s}L${x + 90 * s} ${y - 90 * s}`, 28 * s)
				: line(`M${x - 90 * s} ${y - 20 * s}L${x} ${y - 170 * s}L${x + 90 * s} ${y - 20 * s}`, 28 * s);
	return head + torso + legs + arms;
};

/** Each subject is drawn in a 1000 x 1000 box. */
export const subjects = {
	barbell: () => barbell(),
	plates: () =>
		[0, 1, 2, 3, 4]
			.map(
				(i) =>
					`<rect x="${300 - i * 10}" y="${720 - i * 90}" width="${400 + i * 20}" height="70" rx="18" fill="currentColor" opacity="${1 - i * 0.12}"/>`,
			)
			.join('') + line('M500 260V160', 30),
	rack: () =>
		line('M260 900V120M740 900V120M200 900H800M260 180H740', 34) + line('M260 430h60M740 430h-60', 30) + barbell(410, 110, 890, 0.8),
	platform: () => '<polygon points="120,760 880,760 960,900 40,900" fill="currentColor" opacity=".35"/>' + barbell(640, 120, 880, 1),
	dumbbells: () => [300, 520, 740].map((y) => line(`M330 ${y}H670`, 22) + plate(360, y, 150, 60) + plate(640, y, 150, 60)).join(''),
	kettlebell: () => '<circle cx="500" cy="600" r="230" fill="currentColor"/>' + line('M380 420Q380 220 500 220T620 420', 46),
	machine: () =>
		line('M220 900V120H780V900M220 900H780M500 120V330', 30) +
		'<circle cx="500" cy="360" r="36" fill="currentColor"/>' +
		line('M500 400V620M420 620H580', 22) +
		'<rect x="650" y="520" width="110" height="300" rx="10" fill="currentColor" opacity=".5"/>',
	coach: () => figure(500, 640, 1.15, 'stand'),
	lifter: () => figure(500, 660, 1.1, 'overhead') + line('M250 240H750', 16) + plate(290, 240, 180, 36) + plate(710, 240, 180, 36),
	class: () => figure(270, 640, 0.8, 'overhead') + figure(500, 620, 0.9, 'stand') + figure(730, 640, 0.8, 'run'),
	runner: () => figure(500, 620, 1.1, 'run') + line('M120 900H880', 14),
	physio: () =>
		'<rect x="150" y="560" width="700" height="60" rx="20" fill="currentColor"/>' +
		line('M220 620V820M780 620V820', 26) +
		figure(560, 470, 0.75, 'stand'),
	map: () =>
		line('M0 300H1000M0 650H1000M300 0V1000M720 0V1000M0 980L1000 80', 22) +
		'<path d="M500 250c-90 0-160 70-160 160 0 120 160 300 160 300s160-180 160-300c0-90-70-160-160-160z" fill="currentColor"/>' +
		'<circle cx="500" cy="410" r="55" fill="var(--bg)"/>',
	logo: () => '<rect x="110" y="300" width="780" height="400" rx="60" fill="none" stroke="currentColor" stroke-width="30"/>',
	shirt: () => '<path d="M360 160L200 260L260 420L330 380V860H670V380L740 420L800 260L640 160Q500 260 360 160Z" fill="currentColor"/>',
	placeholder: () =>
		line('M300 300H700V700H300ZM300 600L450 470L560 580L620 520L700 600', 26) + '<circle cx="600" cy="390" r="36" fill="currentColor"/>',
};

/** @param {string} s */
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {{ width: number, height: number, subject: keyof typeof subjects, label?: string, caption?: string,
 *   palette?: keyof typeof palettes, seed?: number, textOnly?: string }} spec
 * @returns {string} SVG markup
 */
export function standInSvg({ width, height, subject, label, caption, palette = 'ember', seed = 0, textOnly }) {
	const [bg, mid, fg] = palettes[palette];
	const size = Math.min(width, height) * 0.72;
	const x = (width - size) / 2 + (((seed * 37) % 9) - 4) * (width / 100);
	const y = (height - size) / 2 - (label ? height * 0.05 : 0);
	const stripes = Array.from({ length: 14 }, (_, i) => {
		const off = ((i * 2 + seed) % 28) * (width / 14) - width * 0.6;
		return `<path d="M${off} ${height}L${off + height} 0" stroke="${mid}" stroke-opacity="${0.08 + (i % 3) * 0.05}" stroke-width="${width / 30}"/>`;
	}).join('');
	const font = Math.round(Math.min(width, height) * 0.075);
	const text = textOnly
		? `<text x="50%" y="53%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(Math.min(width / (textOnly.length * 0.62), height * 0.3))}" fill="${fg}">${escape(textOnly)}</text>`
		: '';
	const labels = label
		? `<text x="${width * 0.05}" y="${height * 0.9}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" fill="${fg}" letter-spacing="2">${escape(label.toUpperCase())}</text>` +
			(caption
				? `<text x="${width * 0.05}" y="${height * 0.9 + font * 1.1}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${font * 0.55}" fill="${fg}" fill-opacity=".8">${escape(caption)}</text>`
				: '')
		: '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="--bg:${bg}">
<defs><radialGradient id="g" cx="${30 + ((seed * 23) % 40)}%" cy="35%" r="85%"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${stripes}
<g transform="translate(${x} ${y}) scale(${size / 1000})" color="${fg}" opacity=".92">${subjects[subject]()}</g>${text}${labels}</svg>`;
}
