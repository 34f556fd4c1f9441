// @ts-check
// Gallery albums (content/gallery/<album>/): named as real uploads are, with every allowed extension and
// two capitalised folders, so the build-time file-name resolution (src/lib/album-images.ts) meets real files.
/** @typedef {import('../generate.mjs').Spec} Spec */

const palettes = /** @type {const} */ (['ember', 'ash', 'flare', 'blood', 'oxide']);
const landscape = { width: 1800, height: 1350 };
const wide = { width: 2000, height: 1500 };
const portrait = { width: 1200, height: 1600 };

/**
 * An album's pictures; the caption beside each file is what the photo will show (the album's index.yaml
 * holds the captions visitors read). Each album starts at a different palette and framing.
 * @param {string} folder folder under content/gallery
 * @param {number} offset where in the palette and framing cycles the album starts
 * @param {[file: string, subject: NonNullable<Spec['subject']>, size: { width: number, height: number }, shows?: string][]} photos
 * @returns {Spec[]}
 */
const album = (folder, offset, photos) =>
	photos.map(([file, subject, size], i) => ({
		out: `content/gallery/${folder}/${file}`,
		...size,
		subject,
		palette: palettes[(i + offset) % palettes.length] ?? 'ember',
		seed: i + offset,
	}));

/** @type {Spec[]} */
export default [
	...album('facilities', 0, [
		['pwrthr-facilities-1.jpg', 'rack', wide, 'Competition racks'],
		['pwrthr-facilities-2.JPG', 'platform', landscape, '3 deadlift platforms'],
		['pwrthr-facilities-3.JPEG', 'plates', landscape, 'Calibrated plates'],
		['pwrthr-facilities-4.webp', 'dumbbells', landscape, 'Dumbbells up to 50 kg'],
		['pwrthr-facilities-5.avif', 'box', wide, 'The class area'],
		['pwrthr-facilities-6.png', 'kettlebells', landscape, 'Kettlebells'],
		['pwrthr-facilities-7.jpeg', 'stack', landscape, 'Accessory machine room'],
		['pwrthr-facilities-8.jpg', 'bench', landscape, 'Competition benches'],
		['pwrthr-facilities-9.JPG', 'barbell', portrait, 'Powerlifting barbells'],
		['pwrthr-facilities-10.webp', 'physio', landscape, 'Physio room'],
		['pwrthr-facilities-11.jpg', 'chalk', landscape, 'Personal training'],
		['pwrthr-facilities-12.avif', 'rower', landscape, 'Sleds and rowers'],
		['pwrthr-facilities-13.png', 'rack', portrait, 'Open gym'],
		['pwrthr-facilities-14.jpeg', 'plate', landscape, 'Front desk'],
	]),
	// Client progress photos are uploaded as plain numbers, without captions.
	...album('Clients', 1, [
		['1.jpg', 'plate', portrait],
		['2.JPG', 'knurling', portrait],
		['3.png', 'track', portrait],
		['4.webp', 'chalk', portrait],
		['5.jpeg', 'barbell', portrait],
		['6.JPEG', 'box', portrait],
		['7.avif', 'sled', portrait],
		['8.jpg', 'kettlebells', portrait],
		['9.webp', 'medal', portrait],
		['10.png', 'rope', portrait],
		['11.jpg', 'plates', portrait],
		['12.avif', 'band', portrait],
	]),
	...album('athletes', 2, [
		['pwrthr-athletes-1.jpg', 'rack', landscape, 'Squat day'],
		['pwrthr-athletes-2.webp', 'sled', landscape, 'Hyrox race day'],
		['pwrthr-athletes-3.avif', 'knurling', portrait, 'Deadlift lockout'],
		['pwrthr-athletes-4.JPG', 'dumbbells', landscape, 'Team training'],
		['pwrthr-athletes-5.png', 'chalk', landscape, 'Coaching cues'],
		['pwrthr-athletes-6.jpeg', 'track', landscape, 'Run club'],
		['pwrthr-athletes-7.JPEG', 'medal', wide, 'Meet day'],
		['pwrthr-athletes-8.jpg', 'plates', landscape, 'Ladies lifting'],
		['pwrthr-athletes-9.webp', 'plate', portrait, 'Olympic lifting'],
		['pwrthr-athletes-10.avif', 'rope', landscape, 'ATHX event'],
		['pwrthr-athletes-11.jpg', 'roller', landscape, 'Recovery'],
		['pwrthr-athletes-12.png', 'bench', landscape, 'Bench press'],
		// Uploaded without the pwrthr- prefix: the resolver's second pattern finds them.
		['13.jpg', 'kettlebells', landscape, 'Members night'],
		['14.webp', 'barbell', landscape, 'New personal best'],
	]),
	...album('Classes', 3, [
		['pwrthr-classes-1.jpg', 'plate', landscape, 'PWRTHR'],
		['pwrthr-classes-2.webp', 'rope', landscape, 'ATHX'],
		['pwrthr-classes-3.avif', 'sled', wide, 'Hyrox'],
		['pwrthr-classes-4.JPG', 'kettlebells', landscape, 'Metcon'],
		['pwrthr-classes-5.png', 'barbell', portrait, 'Olympic Lifting'],
		['pwrthr-classes-6.jpeg', 'track', landscape, 'Run Club'],
		['pwrthr-classes-7.JPEG', 'box', landscape, 'Youth S&C'],
		['pwrthr-classes-8.jpg', 'stopwatch', landscape, 'Conditioning Club'],
	]),
];
