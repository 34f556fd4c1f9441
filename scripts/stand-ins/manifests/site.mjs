// @ts-check
// Site-wide artwork: the logo, the share image, the map still and the pictures of the home, about and facilities sections.
import { fileURLToPath } from 'node:url';
import { readEntries } from '../../../src/build/content-data.ts';
import { readContentTexts } from '../../../src/build/content-files.ts';

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
	{ out: 'content/pages/home-open-gym.jpg', ...section, subject: 'rack', palette: 'oxide', seed: 1 },
	{ out: 'content/pages/home-classes.jpg', ...section, subject: 'kettlebells', palette: 'flare', seed: 0 },
	{ out: 'content/pages/home-lifting.jpg', ...section, subject: 'knurling', palette: 'blood', seed: 2 },
	{ out: 'content/pages/home-physio.jpg', ...section, subject: 'physio', palette: 'ash', seed: 5 },
	{ out: 'content/pages/home-personal-training.jpg', ...section, subject: 'chalk', palette: 'ember', seed: 6 },
	{ out: 'content/pages/about-story.jpg', ...section, subject: 'barbell', palette: 'ember', seed: 4 },
	{ out: 'content/pages/about-philosophy.jpg', ...section, subject: 'plate', palette: 'ash', seed: 5 },
	// The community is its members: until the shoot, the word set as type, never a drawn person.
	{ out: 'content/pages/about-community.jpg', ...section, word: 'Together', palette: 'flare', seed: 1 },
	{ out: 'content/pages/about-facility.jpg', ...section, subject: 'platform', palette: 'blood', seed: 0 },
	// The page's own header, not an album photo: the album, its cover on /gallery and this header each show their own.
	{ out: 'content/pages/facilities-header.jpg', ...section, subject: 'rack', palette: 'blood', seed: 4 },
	{ out: 'content/pages/facilities-class-area.jpg', ...section, subject: 'box', palette: 'oxide', seed: 0 },
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
