// @ts-check
// Site-wide artwork: the logo, the share image, the map still and the pictures of the home, about and facilities sections.
import { fileURLToPath } from 'node:url';
import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';

// Read as content:check reads it: src/lib/content/content-layout.ts says where the settings live.
const [site] = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'settings');
const settings = /** @type {{ shortName: string }} */ (site?.data);
const section = { width: 1200, height: 900 };

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
		subject: 'map',
		palette: 'ash',
		crop: { zoom: 1.2, x: 0.5, y: 0.5 },
	},
	// The home and about sections will show people training, so until the shoot each is type: a figure, a time or a fact
	// from the section's text that its heading does not give, as the heading sits beside it. One material close-up among
	// them (the knurling, for the lifting section). Equipment drawings belong to the facilities, where equipment is the
	// subject.
	{ out: 'content/pages/home-open-gym.jpg', ...section, word: 'All hours', palette: 'oxide', seed: 81 },
	{ out: 'content/pages/home-classes.jpg', ...section, word: '7 days', palette: 'flare', seed: 82 },
	{ out: 'content/pages/home-lifting.jpg', ...section, subject: 'knurling', palette: 'blood', seed: 2 },
	{ out: 'content/pages/home-physio.jpg', ...section, word: 'In-house', palette: 'ash', seed: 84 },
	{ out: 'content/pages/home-personal-training.jpg', ...section, word: 'One to one', palette: 'ember', seed: 85 },
	// The about page's header, its own picture: an album photo shown here as well would repeat on two pages. The page
	// shows its five one after another, so each has its own layout of words and its own ground: a stack on a slab, a
	// year under its kicker on a plate's face, a line on chalk, a line on halftone (in reverse: ink on crimson), a
	// figure with its count on knurling.
	{
		out: 'content/pages/about-header.jpg',
		...section,
		word: 'Built by lifters',
		layout: 'stack',
		ground: 'slab',
		palette: 'blood',
		seed: 86,
	},
	{ out: 'content/pages/about-story.jpg', ...section, word: 'Since 2017', layout: 'kicker', ground: 'plate', palette: 'ember', seed: 87 },
	{ out: 'content/pages/about-philosophy.jpg', ...section, word: 'For everyone', ground: 'chalk', palette: 'ash', seed: 88 },
	// The community is its members: until the shoot, the word set as type, never a drawn person.
	{ out: 'content/pages/about-community.jpg', ...section, word: 'Together', palette: 'flare', seed: 1 },
	{ out: 'content/pages/about-facility.jpg', ...section, word: '5 racks', layout: 'lead', ground: 'knurl', palette: 'oxide', seed: 89 },
	// The gallery's own header, not a photo from one of its albums.
	{ out: 'content/pages/gallery-header.jpg', ...section, word: 'Look inside', palette: 'ember', seed: 90 },
	// The facilities page's own pictures, none of a subject its album or another page draws.
	{ out: 'content/pages/facilities-header.jpg', ...section, subject: 'sled', palette: 'blood', seed: 4 },
	{ out: 'content/pages/facilities-class-area.jpg', ...section, subject: 'rope', palette: 'oxide', seed: 0 },
	{ out: 'content/pages/facilities-powerlifting-area.jpg', ...section, subject: 'bench', palette: 'ember', seed: 1 },
	{ out: 'content/pages/facilities-accessory-room.jpg', ...section, subject: 'stack', palette: 'blood', seed: 5 },
	{
		out: 'public/images/placeholder.svg',
		width: 800,
		height: 600,
		subject: 'placeholder',
		palette: 'ash',
		crop: { zoom: 0.6, x: 0.5, y: 0.5 },
	},
];
