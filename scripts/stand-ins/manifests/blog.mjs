// @ts-check
// The blog: class guide banners (content/classes), the two monthly posts' covers and their photos.
/** @typedef {import('../generate.mjs').Spec} Spec */

/** @type {[slug: string, subject: Spec['subject'], palette: NonNullable<Spec['palette']>][]} */
const classes = [
	['open-gym', 'rack', 'steel'],
	['pwrthr', 'class', 'ember'],
	['powerlifting', 'deadlift', 'blood'],
	['athx', 'ropes', 'dawn'],
	['olympic-lifting', 'lifter', 'ember'],
	['metcon', 'kettlebell', 'blood'],
	['hyrox', 'sled', 'ember'],
	['youth-sc', 'box', 'dawn'],
	['junior-ice-hockey-sc', 'lunge', 'steel'],
	['run-club', 'runner', 'chalk'],
	['recovery-session', 'roller', 'chalk'],
	['conditioning-club', 'stopwatch', 'ember'],
	['off-the-pitch', 'squat', 'steel'],
	['nutrition', 'supplements', 'dawn'],
];

/** @type {[subject: Spec['subject'], palette: NonNullable<Spec['palette']>][]} */
const highlights = [
	['rack', 'ember'],
	['dumbbells', 'steel'],
	['class', 'dawn'],
	['box', 'blood'],
	['medal', 'ember'],
	['deadlift', 'chalk'],
];

/** @type {Spec['subject'][]} */
const hyroxSubjects = ['coach', 'class', 'runner', 'sled', 'rower', 'ropes', 'lunge', 'runner', 'box', 'medal', 'class'];
/** @type {NonNullable<Spec['palette']>[]} */
const hyroxPalettes = ['ember', 'steel', 'blood', 'dawn'];
const september = 'content/blog/monthly-september-2025';
const hyrox = 'content/blog/hyrox-masterclass-october-2025';

/** @type {Spec[]} */
export default [
	// Banners are drawn wide and dimmed behind the title, so the subject sits to the right of the words.
	...classes.map(([slug, subject, palette], i) => ({
		out: `content/classes/${slug}.jpg`,
		width: 1600,
		height: 900,
		subject,
		palette,
		seed: i,
	})),
	{ out: `${september}/cover.jpg`, width: 1600, height: 900, subject: 'class', palette: 'ember', seed: 1 },
	...highlights.map(([subject, palette], i) => ({
		out: `${september}/highlight-${i + 1}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette,
		seed: i + 2,
	})),
	{ out: `${hyrox}/cover.jpg`, width: 1600, height: 900, subject: 'sled', palette: 'blood', seed: 5 },
	...hyroxSubjects.map((subject, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette: hyroxPalettes[i % hyroxPalettes.length] ?? 'ember',
		seed: i,
	})),
];
