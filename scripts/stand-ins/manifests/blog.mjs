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

/** The masterclass: until the shoot, the workout's stations and moves set as type, one per photo. */
const hyroxWords = ['Sled push', '1 km', 'Swing', 'Wall balls', 'Lunges', 'Ropes', 'Box jump', 'Press', 'Pull', 'Hang', 'Front squat'];
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
	...hyroxWords.map((word, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		word,
		palette: hyroxPalettes[(i + 2) % hyroxPalettes.length] ?? 'ember',
		seed: i + 130,
	})),
];
