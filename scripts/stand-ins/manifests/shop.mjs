// @ts-check
// The shop: product photos (content/products) and the hub's category cards (content/pages).
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{
		out: 'content/products/tshirt-001.jpg',
		width: 1000,
		height: 1000,
		subject: 'shirt',
		palette: 'ember',
		crop: { zoom: 0.8, x: 0.5, y: 0.5 },
		// A ground band rather than the disc, which the square frame would cut: the shop shows the picture whole.
		backdrop: 'plain',
	},
	{ out: 'content/pages/shop-card-fitness-gear.jpg', width: 1200, height: 900, subject: 'shirt', palette: 'ash', seed: 1 },
	{ out: 'content/pages/shop-card-programs.jpg', width: 1200, height: 900, subject: 'programme', palette: 'flare', seed: 5 },
	{ out: 'content/pages/shop-card-supplements.jpg', width: 1200, height: 900, subject: 'supplements', palette: 'oxide', seed: 0 },
	// Test fixture only (tests/fixtures never ship): the out-of-stock product of the component tests.
	{ out: 'tests/fixtures/shop/training-hoodie.jpg', width: 400, height: 400, subject: 'shirt', palette: 'blood', seed: 8 },
];
