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
		seed: 4,
		label: 'Training T-Shirt',
		caption: 'Stand-in product photo',
	},
	{
		out: 'content/pages/shop-card-fitness-gear.jpg',
		width: 1200,
		height: 900,
		subject: 'shirt',
		palette: 'steel',
		seed: 5,
		label: 'Fitness Clothing',
	},
	{ out: 'content/pages/shop-card-programs.jpg', width: 1200, height: 900, subject: 'coach', palette: 'dawn', seed: 6, label: 'Programs' },
	{
		out: 'content/pages/shop-card-supplements.jpg',
		width: 1200,
		height: 900,
		subject: 'kettlebell',
		palette: 'chalk',
		seed: 7,
		label: 'Supplements',
	},
	// Test fixture only (tests/fixtures never ship): the out-of-stock product of the component tests.
	{
		out: 'tests/fixtures/shop/training-hoodie.jpg',
		width: 400,
		height: 400,
		subject: 'shirt',
		palette: 'blood',
		seed: 8,
		label: 'Test hoodie',
	},
];
