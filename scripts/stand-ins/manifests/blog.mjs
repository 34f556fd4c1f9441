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
/** Read from content/classes as content:check reads it; the order keeps each guide's seed. */
const classes = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'classes').map(({ id, data }) => ({
	slug: id,
	word: classWords[id],
	order: data && typeof data === 'object' && 'order' in data && typeof data.order === 'number' ? data.order : Infinity,
}));
/** The guides in the order /classes shows their cards (each guide's `order`), each with its seed, for the inks to take turns along. */
const shown = classes.map((guide, i) => ({ ...guide, seed: i + 40 })).sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
/**
 * Each set of cards is one series (content/ART-DIRECTION.md): the guides' banners (the cards on /classes and /blog)
 * on one ground at one cap height, their inks taking turns (`classPalettes`), the posts' covers and photos on
 * another. A banner is shown no narrower than 4:3 (beside a class page's name from 1024 px) and no wider than 21:9
 * (the cards on /classes), so its word fills that centre, not a square's. On the guides' chalk the swipes' places
 * (above left and below right, above right and below left, along one edge, one long low swipe, a steep corner swipe
 * and a slap, two slaps), their angle, length and weight, and the light's side take turns by seed, so eleven cards in
 * a grid read as one floor chalked many times, not one stamp. The cards crop a banner to 2:1
 * (src/lib/picture-presets.ts's classCard, src/components/classes/ClassIndexCard.astro), centred: the word keeps its
 * height there and loses only ground, and every swipe stays whole inside a 3:1 strip and the class page's 4:3 (`shown`),
 * so a narrower card crop later keeps it whole too.
 * @type {Pick<Spec, 'ground' | 'series' | 'crops' | 'shown'>}
 */
const classLook = {
	ground: 'chalk',
	series: 'classes',
	crops: { widest: 21 / 9, narrowest: 4 / 3 },
	shown: { widest: 3, narrowest: 4 / 3 },
};
/**
 * The guides' inks, taking turns in the cards' order on /classes: graphite steel, ink, crimson, ink, so no card matches
 * the one beside it or under it in a grid of one or three across, and the crimson is one card in four.
 * @type {NonNullable<Spec['palette']>[]}
 */
const classPalettes = ['steel', 'oxide', 'flare', 'oxide'];
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
	...shown.flatMap(({ slug, word, seed }, i) =>
		word
			? [
					{
						out: `content/classes/${slug}.jpg`,
						width: 1600,
						height: 900,
						word,
						...classLook,
						palette: classPalettes[i % classPalettes.length] ?? 'oxide',
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
