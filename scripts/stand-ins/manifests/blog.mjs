// @ts-check
// The blog: class guide banners (content/classes), the two monthly posts' covers and their photos. Every one will be a
// photo of people (a class, an event, the masterclass), so until the shoot each is type: words of its own heading or
// title, never equipment, which belongs to the facilities.
import { fileURLToPath } from 'node:url';
import { readEntries } from '../../../src/build/content-data.ts';
import { readContentTexts } from '../../../src/build/content-files.ts';
/** @typedef {import('../generate.mjs').Spec} Spec */

/** Each class guide's banner (shown on its page and on its card in /blog): its own heading set as type, until a photo of
 * the class in action replaces it. Read from content/classes as content:check reads it. */
const classes = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'classes').map(({ id, data }) => ({
	slug: id,
	word: /** @type {{ heading: string }} */ (data).heading,
}));
/** @type {NonNullable<Spec['palette']>[]} */
const classPalettes = ['oxide', 'flare', 'ember', 'blood', 'ash'];

/** The September highlights: each photo's title, cut to the words of what it will show. */
const highlights = ['New unit', 'New kit', '120 strong', 'Fully booked', 'Comp day', "Ladies' lifting"];

/** The masterclass: until the shoot, the workout's stations and moves set as type, one per photo. */
const hyroxWords = ['Sled push', '1 km', 'Swing', 'Wall balls', 'Lunges', 'Ropes', 'Box jump', 'Press', 'Pull', 'Hang', 'Front squat'];
/** @type {NonNullable<Spec['palette']>[]} */
const hyroxPalettes = ['ember', 'ash', 'blood', 'flare', 'oxide'];
const september = 'content/blog/monthly-september-2025';
const hyrox = 'content/blog/hyrox-masterclass-october-2025';

/** @type {Spec[]} */
export default [
	...classes.map(({ slug, word }, i) => ({
		out: `content/classes/${slug}.jpg`,
		width: 1600,
		height: 900,
		word,
		palette: classPalettes[i % classPalettes.length] ?? 'ember',
		seed: i + 40,
	})),
	{ out: `${september}/cover.jpg`, width: 1600, height: 900, word: 'September', palette: 'flare', seed: 61 },
	...highlights.map((word, i) => ({
		out: `${september}/highlight-${i + 1}.jpg`,
		width: 1200,
		height: 900,
		word,
		palette: classPalettes[(i + 2) % classPalettes.length] ?? 'ember',
		seed: i + 62,
	})),
	{ out: `${hyrox}/cover.jpg`, width: 1600, height: 900, word: 'Masterclass', palette: 'blood', seed: 69 },
	...hyroxWords.map((word, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		word,
		palette: hyroxPalettes[(i + 2) % hyroxPalettes.length] ?? 'ember',
		seed: i + 130,
	})),
];
