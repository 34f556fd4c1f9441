// @ts-check
// Affiliate logos: a wordmark each until the partners' real logos are added.
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{ out: 'content/affiliates/athx.png', width: 480, height: 240, subject: 'logo', palette: 'steel', seed: 1, textOnly: 'ATHX' },
	{ out: 'content/affiliates/blkbox.png', width: 480, height: 240, subject: 'logo', palette: 'steel', seed: 2, textOnly: 'BLKBOX' },
	{
		out: 'content/affiliates/british-powerlifting.png',
		width: 480,
		height: 240,
		subject: 'logo',
		palette: 'steel',
		seed: 3,
		textOnly: 'British Powerlifting',
	},
	{ out: 'content/affiliates/hyrox.png', width: 480, height: 240, subject: 'logo', palette: 'steel', seed: 4, textOnly: 'HYROX' },
	{ out: 'content/affiliates/4za.png', width: 480, height: 240, subject: 'logo', palette: 'steel', seed: 5, textOnly: '4ZA' },
	{ out: 'content/affiliates/a7uk.png', width: 480, height: 240, subject: 'logo', palette: 'steel', seed: 6, textOnly: 'A7UK' },
];
