// @ts-check
// The blog: class guide banners (content/classes), the two monthly posts' covers and their carousel photos.
/** @typedef {import('../generate.mjs').Spec} Spec */

/** @type {[slug: string, label: string, subject: Spec['subject'], palette: NonNullable<Spec['palette']>][]} */
const classes = [
	['open-gym', 'Open Gym', 'rack', 'steel'],
	['pwrthr', 'PWRTHR', 'class', 'ember'],
	['powerlifting', 'Powerlifting', 'platform', 'blood'],
	['athx', 'ATHX', 'runner', 'dawn'],
	['olympic-lifting', 'Olympic Lifting', 'lifter', 'ember'],
	['metcon', 'Metcon', 'kettlebell', 'blood'],
	['hyrox', 'Hyrox', 'runner', 'ember'],
	['youth-sc', 'Youth S&C', 'class', 'dawn'],
	['junior-ice-hockey-sc', 'Junior Ice Hockey S&C', 'coach', 'steel'],
	['run-club', 'Run Club', 'runner', 'chalk'],
	['recovery-session', 'Recovery Session', 'physio', 'chalk'],
	['conditioning-club', 'Conditioning Club', 'dumbbells', 'ember'],
	['off-the-pitch', 'Off The Pitch', 'barbell', 'steel'],
	['nutrition', 'Nutrition', 'plates', 'dawn'],
];

/** @type {[label: string, subject: Spec['subject'], palette: NonNullable<Spec['palette']>][]} */
const highlights = [
	['Our New Unit Opens', 'rack', 'ember'],
	['New Kit on the Floor', 'dumbbells', 'steel'],
	['120 Members Strong', 'class', 'dawn'],
	['Our First Fully Booked Class', 'class', 'blood'],
	['Powerlifting Competition Day', 'platform', 'ember'],
	["Ladies' Lifting", 'lifter', 'chalk'],
];

/** @type {Spec['subject'][]} */
const hyroxSubjects = ['coach', 'class', 'runner', 'kettlebell', 'runner', 'dumbbells', 'class', 'runner', 'machine', 'coach', 'class'];
/** @type {NonNullable<Spec['palette']>[]} */
const hyroxPalettes = ['ember', 'steel', 'blood', 'dawn'];
const september = 'content/blog/monthly-september-2025';
const hyrox = 'content/blog/hyrox-masterclass-october-2025';

/** @type {Spec[]} */
export default [
	...classes.map(([slug, label, subject, palette], i) => ({
		out: `content/classes/${slug}.jpg`,
		width: 1600,
		height: 900,
		subject,
		palette,
		seed: 20 + i,
		label,
		caption: 'Stand-in class photo',
	})),
	{
		out: `${september}/cover.jpg`,
		width: 1600,
		height: 900,
		subject: 'class',
		palette: 'ember',
		seed: 40,
		label: 'September 2025',
		caption: 'Monthly update',
	},
	...highlights.map(([label, subject, palette], i) => ({
		out: `${september}/highlight-${i + 1}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette,
		seed: 41 + i,
		label,
		caption: 'Stand-in photo',
	})),
	{
		out: `${hyrox}/cover.jpg`,
		width: 1600,
		height: 900,
		subject: 'runner',
		palette: 'blood',
		seed: 50,
		label: 'Hyrox Masterclass',
		caption: 'October 2025',
	},
	...hyroxSubjects.map((subject, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		subject,
		palette: hyroxPalettes[i % hyroxPalettes.length] ?? 'ember',
		seed: 51 + i,
		label: `Masterclass ${i + 1} of 11`,
		caption: 'Stand-in photo',
	})),
];
