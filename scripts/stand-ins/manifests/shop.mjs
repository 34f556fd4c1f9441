// @ts-check
// The shop: product photos (content/products) and the hub's category cards (content/pages).
import { fileURLToPath } from 'node:url';
import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';

const [site] = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'settings');
const settings = /** @type {{ shortName: string }} */ (site?.data);
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{
		out: 'content/products/tshirt-001.jpg',
		width: 1000,
		height: 1000,
		subject: 'shirt',
		// A dark shirt on a crimson ground, with the gym's logo on the chest as its words promise.
		palette: 'flare',
		brand: settings.shortName,
		crop: { zoom: 0.8, x: 0.5, y: 0.5 },
		// A ground band rather than the disc, which the square frame would cut: the shop shows the picture whole.
		backdrop: 'plain',
	},
	{
		out: 'content/pages/shop-card-fitness-gear.jpg',
		width: 1200,
		height: 900,
		subject: 'shirt',
		palette: 'flare',
		seed: 1,
		brand: settings.shortName,
	},
	{ out: 'content/pages/shop-card-programs.jpg', width: 1200, height: 900, subject: 'programme', palette: 'flare', seed: 5 },
	{ out: 'content/pages/shop-card-supplements.jpg', width: 1200, height: 900, subject: 'supplements', palette: 'oxide', seed: 0 },
	// Test fixture only (tests/fixtures never ship): the out-of-stock product of the component tests.
	{ out: 'tests/fixtures/shop/training-hoodie.jpg', width: 400, height: 400, subject: 'shirt', palette: 'blood', seed: 8 },
];
