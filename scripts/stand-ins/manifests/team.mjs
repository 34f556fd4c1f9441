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
		const { name, position, photo, standIn } = /** @type {{ name: string, position: string, photo: string, standIn?: boolean }} */ (data);
		return { name, position, photo: photo.replace(/^\.\//, ''), standIn };
	})
	// A person whose real photo is in place is left alone.
	.filter((person) => person.standIn === true);

/** The palettes the cards take turns with, so neighbouring cards differ. */
const palettes = /** @type {const} */ (['ember', 'blood', 'oxide']);

/** @type {import('../generate.mjs').Spec[]} */
export default people.map(({ name, position, photo }, i) => ({
	out: `content/team/${photo}`,
	width: 800,
	height: 1000,
	monogram: name,
	role: position,
	palette: palettes[i % palettes.length] ?? 'ember',
	seed: i,
}));
