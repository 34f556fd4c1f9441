// @ts-check
// The shop: product photos (content/products) and the hub's category cards (content/pages).
import { fileURLToPath } from 'node:url';

import { readEntries } from '../../../src/build/content-check/data.ts';
import { readContentTexts } from '../../../src/build/content-check/files.ts';

const [site] = readEntries(readContentTexts(fileURLToPath(new URL('../../../', import.meta.url))), 'settings');
const settings = /** @type {{ shortName: string }} */ (site?.data);
/** @type {Pick<import('../generate.mjs').Spec, 'palette' | 'ground'>} */
const shopLook = { palette: 'blood', ground: 'knurl' };
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{
		out: 'content/products/tshirt-001.jpg',
		width: 1000,
		height: 1000,
		subject: 'shirt',
		// A charcoal T-shirt laid flat, as a shop's flat-lay product shot is, sleeves and collar plain at any size, with the
		// gym's logo printed on the chest as its words promise; framed at full size (zoom 1), so the shirt spans about three
		// quarters of the frame's width, centred, with its shadow and the ground round it inside the square card. Its ground
		// is plain bone paper (the products' plain background, content/ART-DIRECTION.md), not the brand's crimson: the shop
		// shows products in their own colours, and a coloured ground made the one product on sale read as a flat icon.
		palette: 'bone',
		brand: settings.shortName,
		crop: { zoom: 1, x: 0.5, y: 0.5 },
		// No drawn shape behind it: a studio's paper sweep (lighter where it curves up behind the shirt, a gentle
		// vignette), the shirt's own soft shadow cast on it, as in a product shot; the shop shows the picture whole.
		backdrop: 'sweep',
	},
	// The hub's category cards, one series: each category's word set as the picture on what the category is made of. The
	// gear and the coaches' programs on a knurled bar seen close, as the home page's posters are set on the lifting
	// floor's materials, the programs' bar steel; the supplements printed, as a tub's label is, ink and crimson on bone
	// paper (the posts' bill), so the two categories sold over the counter never read as one picture and a phone's
	// stack of the three is not one crimson glow. Until the shoot
	// the cards show type, not the products drawn flat: a word from the card's own text that its heading does not say.
	// Their seeds keep to the knurl's slimmer bar crossing the dark (its framings take turns every third seed), the
	// lightest of its framings in bytes, so the three weigh near what the drawings before them did, its band of
	// diamonds in focus (a fifth more bytes than a bar blurred end to end) included.
	// The hub shows them small and cut square, or narrower still in a compact card's column beside its words
	// (src/components/shop/CategoryCard.astro), and zoomed a little on hover, so each word keeps to the centre those
	// crops keep (`crops`): no wider than about 65 % of the picture's height, centred, tilt and all.
	.../** @type {[string, string, 'line' | 'stack' | 'kicker', Pick<import('../generate.mjs').Spec, 'palette' | 'ground'>][]} */ ([
		['fitness-gear', 'Gear', 'line', shopLook],
		['programs', 'By coaches', 'kicker', { ...shopLook, palette: 'steel' }],
		['supplements', 'Protein', 'line', { palette: 'bill', ground: 'paper' }],
	]).map(([category, word, layout, look], i) => ({
		out: `content/pages/shop-card-${category}.jpg`,
		width: 1200,
		height: 900,
		word,
		layout,
		...look,
		crops: { widest: 21 / 9, narrowest: 0.77 },
		seed: 101 + i * 3,
	})),
	// Test fixture only (tests/fixtures never ship): the out-of-stock product of the component tests, shot as the shop's
	// shirt is, on the bone sweep (the charcoal cloth would sink into a dark ground), without the print.
	{
		out: 'tests/fixtures/shop/training-hoodie.jpg',
		width: 400,
		height: 400,
		subject: 'shirt',
		palette: 'bone',
		seed: 8,
		crop: { zoom: 1, x: 0.5, y: 0.5 },
		backdrop: 'sweep',
	},
];
