// @ts-check
// Team portraits: one card per person in content/team, an athlete mid-movement with the person's initials in the
// corner, each person a different movement, written to the photo file their entry names, so a real photo replaces
// it one file for one file.
import { fileURLToPath } from 'node:url';
import { readEntries } from '../../../src/build/content-data.ts';
import { readContentTexts } from '../../../src/build/content-files.ts';

/** Each entry's name and photo file, from its frontmatter, read as content:check reads it (content-layout.ts says where). */
const people = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'team')
	.map(({ data }) => {
		const { name, photo, standIn } = /** @type {{ name: string, photo: string, standIn?: boolean }} */ (data);
		return { name, photo: photo.replace(/^\.\//, ''), standIn };
	})
	// A person whose real photo is in place is left alone.
	.filter((person) => person.standIn === true);

/** The movements the coaches' cards show, in an order that keeps neighbouring cards unlike each other. */
const coachFigures = /** @type {const} */ ([
	'jerk',
	'sprint',
	'pull',
	'swing',
	'hang',
	'drive',
	'throw',
	'squat',
	'lunge',
	'slam',
	'carry',
	'jump',
	'frontRack',
	'lockout',
]);

/** @type {import('../generate.mjs').Spec[]} */
export default people.map(({ name, photo }, i) => ({
	out: `content/team/${photo}`,
	width: 800,
	height: 1000,
	monogram: name,
	people: true,
	figure: coachFigures[i % coachFigures.length] ?? 'jerk',
	palette: 'ember',
	seed: i,
}));
