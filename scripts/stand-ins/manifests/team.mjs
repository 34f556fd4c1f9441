// @ts-check
// Team portraits: one per file in content/team, each a different pose and framing.
/** @typedef {import('../generate.mjs').Spec} Spec */

/** @type {[file: string, subject: Spec['subject'], palette: NonNullable<Spec['palette']>][]} */
const portraits = [
	['dan-whitfield', 'lifter', 'ember'],
	['sophie-marsh', 'runner', 'blood'],
	['ryan-okafor', 'coach', 'steel'],
	['chloe-bennett', 'squat', 'dawn'],
	['marcus-hale', 'deadlift', 'steel'],
	['priya-shah', 'physio', 'chalk'],
	['tom-ellison', 'lunge', 'ember'],
	['jade-collins', 'sled', 'dawn'],
	['liam-foster', 'lifter', 'blood'],
	['megan-price', 'roller', 'steel'],
	['oliver-grant', 'box', 'ember'],
	['aisha-rahman', 'coach', 'chalk'],
];

/** @type {Spec[]} */
export default portraits.map(([file, subject, palette], i) => ({
	out: `content/team/${file}.jpg`,
	width: 800,
	height: 1000,
	subject,
	palette,
	seed: i,
}));
