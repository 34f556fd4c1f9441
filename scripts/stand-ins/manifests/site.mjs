// @ts-check
// Site-wide artwork: the logo, the share image, the map still and the pictures of the home, about and facilities
// sections.
import { fileURLToPath } from 'node:url';

import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';

// Read as content:check reads it: src/lib/content/content-layout.ts says where the settings and the timetable live.
const texts = readContentTexts(fileURLToPath(new URL('../../../', import.meta.url)));
const [site] = readEntries(texts, 'settings');
const settings = /** @type {{ shortName: string, address: { postcode: string } }} */ (site?.data);
/**
 * The coaches who lead the classes, counted across the class guides (each guide's `coaches`), so the classes' poster
 * never states a stale figure, nor the weekly count the proof strip above it already gives.
 */
const classCoaches = new Set(
	readEntries(texts, 'classes').flatMap(({ data }) =>
		data && typeof data === 'object' && 'coaches' in data && Array.isArray(data.coaches) ? data.coaches : [],
	),
).size;
const section = { width: 1200, height: 900 };
/**
 * The home page shows its sections one under another on a phone, so its words take turns through four grounds of the
 * brand's set, none like its neighbour: the dark floor chalked at dawn, a printed bill, the crimson ground chalked, and
 * a bumper plate's face. The lifting section's knurl macro sits between the second and the third.
 * @type {{ [look in 'dawn' | 'bill' | 'crimson' | 'plate']: Pick<import('../generate.mjs').Spec, 'palette' | 'ground'> }}
 */
const homeLooks = {
	dawn: { palette: 'ember', ground: 'chalk' },
	bill: { palette: 'bill', ground: 'paper' },
	crimson: { palette: 'flare', ground: 'chalk' },
	plate: { palette: 'oxide', ground: 'plate' },
};
/** @type {Pick<import('../generate.mjs').Spec, 'palette' | 'ground'>} */
const aboutLook = { palette: 'bone', ground: 'screen' };
/** The facilities page shows its album's photos beside its own pictures: one series (manifests/gallery.mjs). */
const facilitiesLook = /** @type {const} */ ({ palette: 'steel', ground: 'room', series: 'facilities' });

/** @type {import('../generate.mjs').Spec[]} */
export default [
	// The header logo: the favicon's mark beside the short name. The gym's real logo replaces this one file.
	// Sized by its text, so width and height are unused.
	{ out: 'content/settings/logo.svg', width: 0, height: 0, subject: 'barbell', logo: settings.shortName },
	{ out: 'content/settings/og-image.jpg', width: 1200, height: 630, subject: 'rack', palette: 'ember', seed: 3, brand: settings.shortName },
	{
		out: 'content/settings/map-preview.jpg',
		width: 1200,
		height: 675,
		// A dark street plan in fine lines, the gym's spot ringed and its postcode beside it, read from the settings so the
		// still says what the address under it says.
		subject: 'map',
		palette: 'ash',
		mark: settings.address.postcode,
	},
	// The home and about sections will show people training, so until the shoot each is type: a figure, a time or a fact
	// from the section's text that its heading does not give, as the heading sits beside it. One material close-up among
	// them (the knurling, for the lifting section: a lit macro of a bar's knurl, art/equipment.mjs's knurlMacroSvg). The
	// about page's words are one series, one palette and one ground (`aboutLook`); the home page's take turns through the
	// brand's grounds in the page's order (`homeLooks`), so its stacked sections never read as one poster four times: the
	// open gym's early hour crimson on the dark floor chalked, the classes' count of coaches printed as a timetable bill
	// (a figure, not a time: the open gym's 06:00 stands just above it), then after the knurl macro the physio's word on the
	// crimson ground chalked and the coaching's on a plate's face.
	{ out: 'content/pages/home-open-gym.jpg', ...section, word: '06:00', ...homeLooks.dawn, seed: 81 },
	{ out: 'content/pages/home-classes.jpg', ...section, word: `${classCoaches} coaches`, layout: 'lead', ...homeLooks.bill, seed: 82 },
	{ out: 'content/pages/home-lifting.jpg', ...section, subject: 'knurling', palette: 'blood', seed: 2 },
	// A card beside the personal training's (src/components/home/OfferCards.astro), cut to 3:2: its chalk stays whole in it.
	{
		out: 'content/pages/home-physio.jpg',
		...section,
		word: 'Rehab',
		...homeLooks.crimson,
		shown: { widest: 3 / 2, narrowest: 4 / 3 },
		seed: 84,
	},
	{ out: 'content/pages/home-personal-training.jpg', ...section, word: 'Your plan', ...homeLooks.plate, seed: 85 },
	// The about page's header, its own picture: an album photo shown here as well would repeat on two pages. The page
	// shows three, the header and two of its sections (its philosophy, a pull quote, and its facility, which links to the
	// facilities page and its own pictures, stand on their words alone), all one printed series: a fine, pale screen of
	// dots in one corner or along one edge of bone paper, fading out well before the word (art/grounds.mjs's printScreen),
	// its region and angle taking turns by seed, and the words taking turns in their layout: a year under its kicker, a figure with
	// what it counts, a line. None says again what the intro or the section beside it has just said in words ("built by
	// lifters, for everyone", "together"): each is a fact from that text.
	{ out: 'content/pages/about-header.jpg', ...section, word: 'First pull-up', layout: 'kicker', ...aboutLook, seed: 86 },
	{ out: 'content/pages/about-story.jpg', ...section, word: 'Year one', layout: 'lead', ...aboutLook, seed: 87 },
	// The community is its members: until the shoot, their ages set as type, never a drawn person.
	{ out: 'content/pages/about-community.jpg', ...section, word: 'Teens to 70s', ...aboutLook, seed: 1 },
	// The gallery's own header, not a photo from one of its albums: a printed bill, the words stacked as large as the
	// 4:3 header (the one shape the page shows it in) allows.
	{
		out: 'content/pages/gallery-header.jpg',
		...section,
		word: 'Gym floor',
		layout: 'stack',
		palette: 'bill',
		ground: 'paper',
		crops: { widest: 4 / 3, narrowest: 4 / 3 },
		seed: 90,
	},
	// The facilities page's own pictures, in its album's series (a word on the lifting room's surfaces, framed in turn by
	// seed, so they never match the album's photos beside them): a figure or a fact from the
	// page's words that the heading beside it does not say (three rooms under one roof; the class area's rigs; a
	// powerlifting area set up to a meet's spec; the accessory room's cable stations).
	{ out: 'content/pages/facilities-header.jpg', ...section, word: '3 rooms', ...facilitiesLook, seed: 14 },
	{ out: 'content/pages/facilities-class-area.jpg', ...section, word: 'Rigs', ...facilitiesLook, palette: 'oxide', seed: 15 },
	{ out: 'content/pages/facilities-powerlifting-area.jpg', ...section, word: 'Meet spec', ...facilitiesLook, seed: 16 },
	{ out: 'content/pages/facilities-accessory-room.jpg', ...section, word: 'Cables', ...facilitiesLook, palette: 'oxide', seed: 19 },
	{
		out: 'public/images/placeholder.svg',
		width: 800,
		height: 600,
		subject: 'placeholder',
		palette: 'ash',
		crop: { zoom: 0.6, x: 0.5, y: 0.5 },
	},
];
