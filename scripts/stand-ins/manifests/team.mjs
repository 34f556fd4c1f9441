// @ts-check
// Team portraits: one card per person in content/team, in the 4:5 frame their photo will fill, with their initials
// large and their name and role set as type (never a drawn person), written to the photo file their entry names, so
// a real photo replaces it one file for one file.
import { fileURLToPath } from 'node:url';

import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';

/** Each entry's name and photo file, from its frontmatter, read as content:check reads it (content-layout.ts says where). */
const people = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'team')
	.map(({ data }) => {
		const { name, position, role, photo, standIn } =
			/** @type {{ name: string, position: string, role: string, photo: string, standIn?: boolean }} */ (data);
		return { name, position, role, photo: photo.replace(/^\.\//, ''), standIn };
	})
	// A person whose real photo is in place is left alone.
	.filter((person) => person.standIn === true);

/**
 * A card's palette says the person's role (content/ART-DIRECTION.md, Coaches): every card stands on one dark wall under
 * one light, the gym's owners with their initials in its crimson, its staff in white; within a role, the placement of
 * the initials takes turns by seed, so neighbouring cards still differ.
 */
const palettes = /** @type {const} */ ({ 'co-owner': 'ember', staff: 'oxide' });

/** @type {import('../generate.mjs').Spec[]} */
export default people.map(({ name, position, role, photo }, i) => ({
	out: `content/team/${photo}`,
	width: 800,
	height: 1000,
	monogram: name,
	role: position,
	palette: role === 'co-owner' ? palettes['co-owner'] : palettes.staff,
	seed: i,
}));
