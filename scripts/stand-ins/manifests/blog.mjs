// @ts-check
// The blog: class guide banners (content/classes), the two monthly posts' covers and their photos. Every one will be a
// photo of people (a class, an event, the masterclass), so until the shoot each is type, never equipment, which belongs
// to the facilities. A banner or cover sits beside its own heading, so its words are a figure, a time or a fact from
// the entry's text that the heading does not give; a carousel photo's words are cut from its title.
import { fileURLToPath } from 'node:url';

import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';
/** @typedef {import('../generate.mjs').Spec} Spec */

/**
 * Each class guide's banner (behind its name on its page, beside it on its cards on /blog and /classes), until a photo
 * of the class in action replaces it: a figure, time or fact from the guide's own words that its description, beside it
 * on the page and the cards, does not already say; by its file name. A guide not listed here has a real photo (or needs
 * a word before the generator draws it).
 * @type {Record<string, string>}
 */
const classWords = {
	athx: 'Intervals',
	'conditioning-club': 'Aerobic',
	hyrox: 'Sled',
	'junior-ice-hockey-sc': 'Off ice',
	metcon: 'Circuits',
	nutrition: 'Fuel',
	'off-the-pitch': 'Rugby',
	'olympic-lifting': 'Overhead',
	'open-gym': 'Walk in',
	powerlifting: '3 lifts',
	pwrthr: 'Scaled',
	'recovery-session': 'Stretch',
	'run-club': 'Stride',
	'youth-sc': 'Jumping',
};
/** Read from content/classes as content:check reads it, each with its kind (`type`); the order keeps each guide's seed. */
const classes = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'classes').map(({ id, data }) => ({
	slug: id,
	word: classWords[id],
	kind: data && typeof data === 'object' && 'type' in data && typeof data.type === 'string' ? data.type : undefined,
	order: data && typeof data === 'object' && 'order' in data && typeof data.order === 'number' ? data.order : Infinity,
}));
/** The guides in the order /classes shows their cards (each guide's `order`), each with its seed. */
const shown = classes.map((guide, i) => ({ ...guide, seed: i + 40 })).sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
/**
 * The guides' banners (the cards on /classes and /blog) are one series at one cap height (content/ART-DIRECTION.md),
 * and each stands on the ground and ink of its kind of class, so a visitor learns to read a kind by its material, as
 * the filter on /classes names it: the strength classes on a bumper plate's face, the lifting classes on a bar's
 * knurl, the engine on a halftone of the light, the race training on a sled track's lanes, the youth on a chalked
 * floor, recovery on a pale printed screen, the open gym on the room's light alone, and a guide of no kind (the
 * nutrition talk) printed as a label on paper. Within a kind the framing (the plate's hub, the bar's slant, the
 * chalk's swipes, the lanes' vanishing point) and the light's side take turns by seed, so two cards of one kind side
 * by side are one material shot twice, not one frame stamped out. A banner is shown no narrower than 4:3 (beside a
 * class page's name from 1024 px) and no wider than 21:9 (the cards on /classes), so its word fills that centre, not a
 * square's; the cards crop it to 2:1 (src/lib/picture-presets.ts's classCard), centred, and every chalk swipe stays
 * whole inside a 3:1 strip and the class page's 4:3 (`shown`), so a narrower card crop later keeps it whole too.
 * @type {Pick<Spec, 'series' | 'crops' | 'shown'>}
 */
const classLook = {
	series: 'classes',
	crops: { widest: 21 / 9, narrowest: 4 / 3 },
	shown: { widest: 3, narrowest: 4 / 3 },
};
/**
 * Each kind's ground and ink (src/lib/schemas/classes.ts lists the kinds), no two alike; `none` for a guide of no kind.
 * @type {Record<string, Required<Pick<Spec, 'palette' | 'ground'>>>}
 */
export const kindLooks = {
	strength: { palette: 'oxide', ground: 'plate' },
	lifting: { palette: 'steel', ground: 'knurl' },
	engine: { palette: 'flare', ground: 'halftone' },
	race: { palette: 'blood', ground: 'lanes' },
	youth: { palette: 'ember', ground: 'chalk' },
	recovery: { palette: 'bone', ground: 'screen' },
	open: { palette: 'ash', ground: 'light' },
	none: { palette: 'bill', ground: 'paper' },
};
/**
 * The posts: printed bills, ink and crimson on paper, the one clean light ground among the dark series. A cover and a
 * photo are shown only in their own shape (16:9 and 4:3), so their words fill 60 to 70 % of the width.
 * @type {Pick<Spec, 'palette' | 'ground'>}
 */
const postLook = { palette: 'bill', ground: 'paper' };
const coverCrops = { widest: 16 / 9, narrowest: 16 / 9 };
const photoCrops = { widest: 4 / 3, narrowest: 4 / 3 };
// The photos of a post's carousel, which a phone fetches with the post (every slide, as the browser loads lazy
// pictures well ahead): no grain, whose noise would double each photo's bytes and take the post over the first
// load's picture budget (tests/e2e/gates/network.spec.ts). The bills are printed on three stocks in turn, crimson,
// ink and bone, each post's run starting off the stock of its cover, so the slides in view (three across) never
// repeat one another's ground.
const carouselLook = { ...postLook, grain: false };
/** @type {NonNullable<Spec['palette']>[]} */
const carouselStocks = ['flare', 'oxide', 'bill'];

/** The September highlights: each photo's title, cut to the words of what it will show. */
const highlights = ['New unit', 'New kit', '120 strong', 'Fully booked', 'Comp day', "Ladies' lifting"];

/** The masterclass: until the shoot, the workout's stations and moves set as type, one per photo. */
const hyroxWords = ['Sled push', '1 km', 'Swing', 'Wall balls', 'Lunges', 'Ropes', 'Box jump', 'Press', 'Pull', 'Hang', 'Front squat'];
const september = 'content/blog/monthly-september-2025';
const hyrox = 'content/blog/hyrox-masterclass-october-2025';

/** @type {Spec[]} */
export default [
	// Listed in the cards' order, so neighbours here are neighbours on the page; each keeps its seed.
	...shown.flatMap(({ slug, word, kind, seed }) =>
		word
			? [
					{
						out: `content/classes/${slug}.jpg`,
						width: 1600,
						height: 900,
						word,
						...classLook,
						...(kindLooks[kind ?? 'none'] ?? kindLooks.none),
						kind: kind ?? 'none',
						seed,
					},
				]
			: [],
	),
	// The day the new unit opened, from the post; printed on ink, so the two covers side by side in the archive differ.
	{ out: `${september}/cover.jpg`, width: 1600, height: 900, word: '28 June', ...postLook, palette: 'oxide', crops: coverCrops, seed: 61 },
	...highlights.map((word, i) => ({
		out: `${september}/highlight-${i + 1}.jpg`,
		width: 1200,
		height: 900,
		word,
		...carouselLook,
		// Two stocks on, so the run starts off its ink cover and ends on ink before the next post's bone one.
		palette: carouselStocks[(i + 2) % carouselStocks.length] ?? 'bill',
		crops: photoCrops,
		seed: i + 62,
	})),
	// Who led it, from the post: a world-record holder.
	{ out: `${hyrox}/cover.jpg`, width: 1600, height: 900, word: 'World record', ...postLook, crops: coverCrops, seed: 69 },
	...hyroxWords.map((word, i) => ({
		out: `${hyrox}/photo-${String(i + 1).padStart(2, '0')}.jpg`,
		width: 1200,
		height: 900,
		word,
		...carouselLook,
		palette: carouselStocks[i % carouselStocks.length] ?? 'bill',
		crops: photoCrops,
		seed: i + 130,
	})),
];
