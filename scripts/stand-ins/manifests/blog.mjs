// @ts-check
// The blog: class guide banners (content/classes), the two monthly posts' covers and their photos.
/** @typedef {import('../generate.mjs').Spec} Spec */

/** Each class its own motif. @type {[slug: string, subject: NonNullable<Spec['subject']>, palette: NonNullable<Spec['palette']>][]} */
const classes = [
	['open-gym', 'rack', 'oxide'],
	['pwrthr', 'plate', 'flare'],
	['powerlifting', 'knurling', 'ember'],
	['athx', 'rope', 'blood'],
	['olympic-lifting', 'barbell', 'ash'],
	['metcon', 'kettlebells', 'flare'],
	['hyrox', 'sled', 'ember'],
	['youth-sc', 'box', 'blood'],
	['junior-ice-hockey-sc', 'band', 'oxide'],
	['run-club', 'track', 'ash'],
	['recovery-session', 'roller', 'blood'],
	['conditioning-club', 'stopwatch', 'ember'],
	['off-the-pitch', 'dumbbells', 'oxide'],
	['nutrition', 'supplements', 'ash'],
];

/** @type {[subject: NonNullable<Spec['subject']>, palette: NonNullable<Spec['palette']>][]} */
const highlights = [
	['rack', 'ember'],
	['stack', 'ash'],
	['stopwatch', 'flare'],
	['box', 'oxide'],
	['medal', 'blood'],
	['knurling', 'ash'],
];

/** The masterclass: the workout, athletes at each station. @type {NonNullable<Spec['subject']>[]} */
const hyroxSubjects = ['drive', 'sprint', 'swing', 'throw', 'lunge', 'slam', 'jump', 'press', 'pull', 'hang', 'frontRack'];
/** @type {NonNullable<Spec['palette']>[]} */
const hyroxPalettes = ['ember', 'ash', 'blood', 'flare', 'oxide'];
const september = 'content/blog/monthly-september-2025';
const hyrox = 'content/blog/hyrox-masterclass-october-2025';

/** @type {Spec[]} */
export default [
	...classes.map(([slug, subject, palette], i) => ({
		out: `content/classes/${slug}.jpg`,
		width: 1600,
		height: 900,
		subject,
		palette,
		seed: i,
	})),
	{ out: `${september}/cover.jpg`, width: 1600, height: 900, subject: 'plates', palette: 'flare', seed: 3 },
	...highlights.map(([subject, palette], i) => ({
		out: `${september}/highlight-${i + 1}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette,
		seed: i + 2,
	})),
	{ out: `${hyrox}/cover.jpg`, width: 1600, height: 900, subject: 'sled', palette: 'blood', seed: 9 },
	...hyroxSubjects.map((subject, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette: hyroxPalettes[i % hyroxPalettes.length] ?? 'ember',
		// Seeds of their own, so no backdrop repeats one in the albums (tests/unit/build/stand-in-likeness.test.ts).
		seed: i + 130,
		people: true,
		// Whole figures, placed and sized differently from photo to photo and from the members' album.
		crop: { zoom: [0.9, 1.15, 1.35][i % 3] ?? 1, x: [0.36, 0.5, 0.62, 0.44][i % 4] ?? 0.5, y: 0.52, angle: 0, flip: i % 2 === 1 },
	})),
];
