// @ts-check
// Gallery albums (content/gallery/<album>/): named as real uploads are, with every allowed extension and
// two capitalised folders, so the build-time file-name resolution (src/lib/album-images.ts) meets real files.
/** @typedef {import('../generate.mjs').Spec} Spec */

const palettes = /** @type {const} */ (['ember', 'steel', 'chalk', 'blood', 'dawn']);
const landscape = { width: 1800, height: 1350 };
const wide = { width: 2000, height: 1500 };
const portrait = { width: 1200, height: 1600 };

/**
 * An album's pictures; the caption beside each file is what the photo will show (the album's index.yaml
 * holds the captions visitors read). Each album starts at a different palette and framing.
 * @param {string} folder folder under content/gallery
 * @param {number} offset where in the palette and framing cycles the album starts
 * @param {[file: string, subject: Spec['subject'], size: { width: number, height: number }, shows?: string][]} photos
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
		['pwrthr-facilities-6.png', 'kettlebell', landscape, 'Kettlebells'],
		['pwrthr-facilities-7.jpeg', 'machine', landscape, 'Accessory machine room'],
		['pwrthr-facilities-8.jpg', 'bench', landscape, 'Competition benches'],
		['pwrthr-facilities-9.JPG', 'barbell', portrait, 'Powerlifting barbells'],
		['pwrthr-facilities-10.webp', 'physio', landscape, 'Physio room'],
		['pwrthr-facilities-11.jpg', 'coach', landscape, 'Personal training'],
		['pwrthr-facilities-12.avif', 'rower', landscape, 'Sleds and rowers'],
		['pwrthr-facilities-13.png', 'rack', portrait, 'Open gym'],
		['pwrthr-facilities-14.jpeg', 'coach', landscape, 'Front desk'],
	]),
	// Client progress photos are uploaded as plain numbers, without captions.
	...album('Clients', 1, [
		['1.jpg', 'lifter', portrait],
		['2.JPG', 'squat', portrait],
		['3.png', 'runner', portrait],
		['4.webp', 'deadlift', portrait],
		['5.jpeg', 'lunge', portrait],
		['6.JPEG', 'box', portrait],
		['7.avif', 'sled', portrait],
		['8.jpg', 'lifter', portrait],
		['9.webp', 'medal', portrait],
		['10.png', 'runner', portrait],
		['11.jpg', 'lifter', portrait],
		['12.avif', 'squat', portrait],
	]),
	...album('athletes', 2, [
		['pwrthr-athletes-1.jpg', 'squat', landscape, 'Squat day'],
		['pwrthr-athletes-2.webp', 'runner', landscape, 'Hyrox race day'],
		['pwrthr-athletes-3.avif', 'deadlift', portrait, 'Deadlift lockout'],
		['pwrthr-athletes-4.JPG', 'class', landscape, 'Team training'],
		['pwrthr-athletes-5.png', 'coach', landscape, 'Coaching cues'],
		['pwrthr-athletes-6.jpeg', 'runner', landscape, 'Run club'],
		['pwrthr-athletes-7.JPEG', 'medal', wide, 'Meet day'],
		['pwrthr-athletes-8.jpg', 'class', landscape, 'Ladies lifting'],
		['pwrthr-athletes-9.webp', 'lifter', portrait, 'Olympic lifting'],
		['pwrthr-athletes-10.avif', 'ropes', landscape, 'ATHX event'],
		['pwrthr-athletes-11.jpg', 'roller', landscape, 'Recovery'],
		['pwrthr-athletes-12.png', 'bench', landscape, 'Bench press'],
		// Uploaded without the pwrthr- prefix: the resolver's second pattern finds them.
		['13.jpg', 'class', landscape, 'Members night'],
		['14.webp', 'lifter', landscape, 'New personal best'],
	]),
	...album('Classes', 3, [
		['pwrthr-classes-1.jpg', 'class', landscape, 'PWRTHR'],
		['pwrthr-classes-2.webp', 'ropes', landscape, 'ATHX'],
		['pwrthr-classes-3.avif', 'sled', wide, 'Hyrox'],
		['pwrthr-classes-4.JPG', 'kettlebell', landscape, 'Metcon'],
		['pwrthr-classes-5.png', 'lifter', portrait, 'Olympic Lifting'],
		['pwrthr-classes-6.jpeg', 'runner', landscape, 'Run Club'],
		['pwrthr-classes-7.JPEG', 'box', landscape, 'Youth S&C'],
		['pwrthr-classes-8.jpg', 'stopwatch', landscape, 'Conditioning Club'],
	]),
];
