// @ts-check
// Draws the stand-in artwork as SVG posters: two inks of one palette on a dark ground, a bold geometric
// backdrop and a pictogram of the subject, framed by a per-image crop. There is no lettering in the
// pictures; a stand-in is flagged by its alt text and by the marker the generator writes into the file.

/** Three inks per palette (ground, accent, light), from the site's theme tokens (src/styles/global.css). */
export const palettes = {
	ember: ['#1a0b0e', '#c8102e', '#ffd9dc'],
	steel: ['#0e0e10', '#3a3f4b', '#f7f5f0'],
	chalk: ['#2b2d33', '#8a8f99', '#ffffff'],
	blood: ['#0e0e10', '#7a0a1c', '#ff9aa2'],
	dawn: ['#241018', '#e0513a', '#fff1e0'],
};

/** The geometric shape behind the subject. */
export const backdrops = /** @type {const} */ (['sun', 'band', 'rings', 'split', 'grid', 'arc']);

const stroke = (/** @type {string} */ d, w = 28) =>
	`<path d="${d}" fill="none" stroke="currentColor" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const plate = (/** @type {number} */ x, /** @type {number} */ y, h = 260, w = 44) =>
	`<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="12" fill="currentColor"/>`;
const barbell = (y = 500, x1 = 120, x2 = 880, size = 1) =>
	stroke(`M${x1} ${y}H${x2}`, 16 * size) +
	[x1 + 70 * size, x1 + 125 * size, x2 - 70 * size, x2 - 125 * size]
		.map((x, i) => plate(x, y, (i % 2 ? 200 : 260) * size, 40 * size))
		.join('');

/** @typedef {[number, number]} P */
/**
 * @typedef {{ head: P, neck: P, hip: P, hands: [P, P], elbows: [P, P], knees: [P, P], feet: [P, P] }} Pose
 */
/** Joint positions of each pose in the 1000 x 1000 box: a pictogram athlete drawn with thick round limbs. */
const poses = /** @type {Record<string, Pose>} */ ({
	stand: {
		head: [500, 170],
		neck: [500, 270],
		hip: [500, 520],
		elbows: [
			[420, 400],
			[580, 400],
		],
		hands: [
			[400, 530],
			[600, 530],
		],
		knees: [
			[465, 700],
			[535, 700],
		],
		feet: [
			[450, 890],
			[550, 890],
		],
	},
	overhead: {
		head: [500, 250],
		neck: [500, 345],
		hip: [500, 585],
		elbows: [
			[400, 240],
			[600, 240],
		],
		hands: [
			[360, 110],
			[640, 110],
		],
		knees: [
			[440, 740],
			[560, 740],
		],
		feet: [
			[400, 900],
			[600, 900],
		],
	},
	squat: {
		head: [540, 330],
		neck: [520, 420],
		hip: [380, 640],
		elbows: [
			[610, 470],
			[620, 480],
		],
		hands: [
			[560, 400],
			[570, 405],
		],
		knees: [
			[610, 650],
			[630, 660],
		],
		feet: [
			[520, 890],
			[545, 890],
		],
	},
	hinge: {
		head: [690, 360],
		neck: [620, 400],
		hip: [390, 470],
		elbows: [
			[620, 540],
			[640, 545],
		],
		hands: [
			[600, 680],
			[620, 685],
		],
		knees: [
			[450, 690],
			[470, 690],
		],
		feet: [
			[420, 890],
			[445, 890],
		],
	},
	run: {
		head: [540, 170],
		neck: [520, 270],
		hip: [480, 510],
		elbows: [
			[400, 380],
			[630, 350],
		],
		hands: [
			[450, 470],
			[690, 250],
		],
		knees: [
			[640, 620],
			[400, 700],
		],
		feet: [
			[580, 800],
			[250, 780],
		],
	},
	lunge: {
		head: [500, 250],
		neck: [500, 345],
		hip: [490, 590],
		elbows: [
			[420, 470],
			[580, 470],
		],
		hands: [
			[430, 600],
			[570, 600],
		],
		knees: [
			[660, 700],
			[380, 830],
		],
		feet: [
			[670, 890],
			[230, 880],
		],
	},
	push: {
		head: [650, 300],
		neck: [600, 360],
		hip: [400, 540],
		elbows: [
			[690, 440],
			[700, 450],
		],
		hands: [
			[780, 410],
			[790, 420],
		],
		knees: [
			[520, 700],
			[300, 690],
		],
		feet: [
			[560, 890],
			[200, 880],
		],
	},
	jump: {
		head: [500, 120],
		neck: [500, 215],
		hip: [500, 450],
		elbows: [
			[400, 140],
			[600, 140],
		],
		hands: [
			[370, 30],
			[630, 30],
		],
		knees: [
			[420, 580],
			[580, 580],
		],
		feet: [
			[450, 700],
			[550, 700],
		],
	},
});

/** An athlete in a pose, centred on (x, y) at scale s. */
const athlete = (/** @type {keyof typeof poses} */ name, x = 500, y = 500, s = 1, flip = false) => {
	const pose = poses[name] ?? poses['stand'];
	if (!pose) return '';
	const p = (/** @type {P} */ [px, py]) => `${x + (flip ? 500 - px : px - 500) * s} ${y + (py - 500) * s}`;
	const limb = (/** @type {P[]} */ points, w = 52) => stroke(`M${points.map(p).join('L')}`, w * s);
	const [hx, hy] = pose.head;
	const head = `<circle cx="${x + (flip ? 500 - hx : hx - 500) * s}" cy="${y + (hy - 500) * s}" r="${62 * s}" fill="currentColor"/>`;
	return (
		head +
		limb([pose.neck, pose.hip], 96) +
		limb([pose.neck, pose.elbows[0], pose.hands[0]]) +
		limb([pose.neck, pose.elbows[1], pose.hands[1]]) +
		limb([pose.hip, pose.knees[0], pose.feet[0]], 62) +
		limb([pose.hip, pose.knees[1], pose.feet[1]], 62)
	);
};

/** Each subject is drawn in a 1000 x 1000 box, in currentColor. */
export const subjects = {
	barbell: () => barbell(),
	plates: () =>
		[0, 1, 2, 3, 4]
			.map(
				(i) =>
					`<rect x="${300 - i * 10}" y="${720 - i * 90}" width="${400 + i * 20}" height="70" rx="18" fill="currentColor" opacity="${1 - i * 0.12}"/>`,
			)
			.join('') + stroke('M500 260V160', 30),
	rack: () =>
		stroke('M260 900V120M740 900V120M200 900H800M260 180H740', 34) + stroke('M260 430h60M740 430h-60', 30) + barbell(410, 110, 890, 0.8),
	platform: () => '<polygon points="120,760 880,760 960,900 40,900" fill="currentColor" opacity=".35"/>' + barbell(640, 120, 880, 1),
	dumbbells: () => [300, 520, 740].map((y) => stroke(`M330 ${y}H670`, 22) + plate(360, y, 150, 60) + plate(640, y, 150, 60)).join(''),
	kettlebell: () => '<circle cx="500" cy="600" r="230" fill="currentColor"/>' + stroke('M380 420Q380 220 500 220T620 420', 46),
	machine: () =>
		stroke('M220 900V120H780V900M220 900H780M500 120V330', 30) +
		'<circle cx="500" cy="360" r="36" fill="currentColor"/>' +
		stroke('M500 400V620M420 620H580', 22) +
		'<rect x="650" y="520" width="110" height="300" rx="10" fill="currentColor" opacity=".5"/>',
	bench: () =>
		'<rect x="180" y="640" width="640" height="60" rx="24" fill="currentColor"/>' +
		stroke('M260 700V880M740 700V880M660 640V300M800 640V300', 34) +
		barbell(330, 90, 910, 0.75),
	coach: () => athlete('stand', 380, 520, 0.85) + athlete('squat', 700, 600, 0.6, true),
	lifter: () => athlete('overhead', 500, 560, 0.88) + barbell(120, 200, 800, 0.7),
	squat: () => athlete('squat', 470, 540, 0.9) + barbell(450, 150, 850, 0.75),
	deadlift: () => athlete('hinge', 480, 500, 0.95) + barbell(660, 170, 830, 0.8),
	lunge: () => athlete('lunge', 500, 520, 0.9),
	class: () => athlete('overhead', 230, 560, 0.55) + athlete('squat', 500, 600, 0.6) + athlete('lunge', 780, 570, 0.55),
	runner: () => athlete('run', 500, 500, 0.95) + stroke('M60 930H940', 14),
	sled: () =>
		athlete('push', 380, 520, 0.8) +
		'<path d="M700 380H860V860H700Z" fill="currentColor" opacity=".55"/>' +
		stroke('M660 880H920', 30) +
		stroke('M60 930H940', 14),
	rower: () =>
		stroke('M80 860H920M160 860L220 760M840 860L800 760', 28) +
		'<circle cx="820" cy="700" r="90" fill="currentColor" opacity=".6"/>' +
		stroke('M300 680L420 560L560 640L700 620', 54) +
		'<circle cx="420" cy="470" r="56" fill="currentColor"/>' +
		stroke('M300 700H520', 40),
	box: () =>
		athlete('jump', 500, 380, 0.7) +
		'<path d="M300 700L500 640L700 700V900L500 960L300 900Z" fill="currentColor" opacity=".7"/>' +
		stroke('M300 700L500 760L700 700M500 760V960', 18),
	ropes: () =>
		athlete('squat', 260, 560, 0.6) +
		stroke('M360 500C470 420 520 600 640 520S800 420 920 520', 26) +
		stroke('M360 560C470 660 540 480 660 580S820 680 920 600', 26),
	physio: () =>
		'<rect x="150" y="600" width="700" height="60" rx="20" fill="currentColor"/>' +
		stroke('M220 660V860M780 660V860', 26) +
		'<circle cx="260" cy="540" r="50" fill="currentColor"/>' +
		stroke('M320 560H680', 60) +
		athlete('stand', 640, 360, 0.55),
	roller: () =>
		'<rect x="220" y="560" width="560" height="160" rx="80" fill="currentColor"/>' +
		stroke('M300 560V720M380 560V720M460 560V720M540 560V720M620 560V720M700 560V720', 10).replace('currentColor', 'var(--bg)') +
		stroke('M100 780H900', 14),
	stopwatch: () =>
		'<circle cx="500" cy="560" r="300" fill="none" stroke="currentColor" stroke-width="44"/>' +
		stroke('M500 560V380M500 560L620 640', 36) +
		stroke('M440 200H560M500 200V260M760 300L810 250', 36),
	medal: () =>
		stroke('M380 120L500 440L620 120', 60) +
		'<circle cx="500" cy="620" r="210" fill="currentColor"/>' +
		stroke('M500 520V720', 30).replace('currentColor', 'var(--bg)'),
	map: () =>
		stroke('M0 300H1000M0 650H1000M300 0V1000M720 0V1000M0 980L1000 80', 22) +
		'<path d="M500 250c-90 0-160 70-160 160 0 120 160 300 160 300s160-180 160-300c0-90-70-160-160-160z" fill="currentColor"/>' +
		'<circle cx="500" cy="410" r="55" fill="var(--bg)"/>',
	shirt: () => '<path d="M360 160L200 260L260 420L330 380V860H670V380L740 420L800 260L640 160Q500 260 360 160Z" fill="currentColor"/>',
	programme: () =>
		'<rect x="260" y="140" width="480" height="720" rx="36" fill="currentColor"/>' +
		'<rect x="400" y="100" width="200" height="90" rx="24" fill="currentColor"/>' +
		stroke('M340 320H660M340 440H660M340 560H600M340 680H520', 30).replace('currentColor', 'var(--bg)'),
	supplements: () =>
		'<rect x="170" y="340" width="360" height="520" rx="50" fill="currentColor"/>' +
		'<rect x="200" y="250" width="300" height="110" rx="26" fill="currentColor" opacity=".7"/>' +
		'<rect x="230" y="520" width="240" height="170" rx="20" fill="var(--bg)" opacity=".5"/>' +
		'<path d="M600 400H790L760 860H630Z" fill="currentColor" opacity=".85"/>' +
		'<rect x="610" y="320" width="170" height="90" rx="20" fill="currentColor"/>',
	placeholder: () =>
		stroke('M300 300H700V700H300ZM300 600L450 470L560 580L620 520L700 600', 26) + '<circle cx="600" cy="390" r="36" fill="currentColor"/>',
};

/**
 * How the subject sits in the frame: scale (1 fills the short side), centre as a fraction of width and height,
 * and a mirror flag. Left out, it follows from the seed, so neighbouring pictures are framed differently.
 * @typedef {{ zoom: number, x: number, y: number, flip?: boolean }} Crop
 */

/** The crops a seed picks from: centred, off to either side, close and cropped by the edge, small and low. */
const crops = /** @type {Crop[]} */ ([
	{ zoom: 0.78, x: 0.5, y: 0.52 },
	{ zoom: 0.92, x: 0.68, y: 0.55 },
	{ zoom: 1.25, x: 0.4, y: 0.62, flip: true },
	{ zoom: 0.7, x: 0.3, y: 0.56, flip: true },
	{ zoom: 1.3, x: 0.58, y: 0.62 },
	{ zoom: 0.85, x: 0.62, y: 0.5, flip: true },
]);

/** The crop and backdrop a seed gives. */
export function composition(/** @type {number} */ seed) {
	const n = Math.abs(Math.trunc(seed));
	return { crop: /** @type {Crop} */ (crops[n % crops.length]), backdrop: backdrops[(n * 5 + 1) % backdrops.length] ?? 'sun' };
}

/**
 * The shape behind the subject, in the accent ink.
 * @param {(typeof backdrops)[number]} kind
 * @param {number} w
 * @param {number} h
 * @param {string} ink
 * @param {Crop} crop
 */
function backdrop(kind, w, h, ink, crop) {
	const cx = w * crop.x;
	const cy = h * crop.y;
	const r = Math.min(w, h) * 0.42 * Math.max(crop.zoom, 0.8);
	switch (kind) {
		case 'sun':
			return `<circle cx="${cx}" cy="${cy - r * 0.15}" r="${r}" fill="${ink}"/>`;
		case 'band':
			return `<path d="M${-w * 0.1} ${h * 0.75}L${w * 1.1} ${h * 0.2}V${h * 0.62}L${-w * 0.1} ${h * 1.15}Z" fill="${ink}"/>`;
		case 'rings':
			return [1, 0.78, 0.56]
				.map(
					(f, i) =>
						`<circle cx="${cx}" cy="${cy}" r="${r * f * 1.15}" fill="none" stroke="${ink}" stroke-width="${r * 0.09}" opacity="${1 - i * 0.2}"/>`,
				)
				.join('');
		case 'split':
			return `<rect x="${crop.x > 0.5 ? w * 0.45 : 0}" width="${w * 0.55}" height="${h}" fill="${ink}"/>`;
		case 'grid': {
			const step = Math.min(w, h) / 8;
			const dots = [];
			for (let x = step / 2; x < w; x += step)
				for (let y = step / 2; y < h; y += step) dots.push(`<circle cx="${x}" cy="${y}" r="${step * 0.12}"/>`);
			return `<g fill="${ink}">${dots.join('')}</g><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${ink}" opacity=".55"/>`;
		}
		case 'arc':
			return `<path d="M${-w * 0.05} ${h}A${w * 0.55} ${h * 0.8} 0 0 1 ${w * 1.05} ${h}Z" fill="${ink}"/>`;
	}
}

/**
 * The artwork of one stand-in as SVG markup, with no lettering: words belong in the page.
 * @param {{ width: number, height: number, subject: keyof typeof subjects, palette?: keyof typeof palettes, seed?: number,
 *   crop?: Crop, backdrop?: (typeof backdrops)[number] }} spec
 * @returns {string} SVG markup
 */
export function standInSvg({ width, height, subject, palette = 'ember', seed = 0, crop, backdrop: kind }) {
	const [bg = '#0e0e10', mid = '#3a3f4b', fg = '#f7f5f0'] = palettes[palette];
	const picked = composition(seed);
	const frame = crop ?? picked.crop;
	const size = Math.min(width, height) * frame.zoom;
	const x = width * frame.x - size / 2;
	const y = height * frame.y - size / 2;
	const mirror = frame.flip ? `translate(1000 0) scale(-1 1)` : '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${frame.flip ? 0 : 1}" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}" stop-opacity=".35"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${bg}"/><rect width="100%" height="100%" fill="url(#g)"/>
<g opacity=".55">${backdrop(kind ?? picked.backdrop, width, height, mid, frame)}</g>
<g transform="translate(${x} ${y}) scale(${size / 1000}) ${mirror}" color="${fg}">${subjects[subject]().replaceAll('var(--bg)', bg)}</g></svg>`;
}
