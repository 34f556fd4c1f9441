// @ts-check
// Affiliate logos: each partner's name as a wordmark until its real logo is added.
/** @type {[file: string, name: string][]} */
const partners = [
	['athx', 'ATHX'],
	['blkbox', 'BLKBOX'],
	['british-powerlifting', 'British Powerlifting'],
	['hyrox', 'HYROX'],
	['4za', '4ZA'],
	['a7uk', 'A7UK'],
];

/** @type {import('../generate.mjs').Spec[]} */
export default partners.map(([file, name]) => ({
	out: `content/affiliates/${file}.png`,
	width: 480,
	height: 200,
	subject: 'barbell',
	partner: name,
}));
