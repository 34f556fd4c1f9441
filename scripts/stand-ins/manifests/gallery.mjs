// @ts-check
// Gallery albums (content/gallery/<album>/): named as real uploads are, with every allowed extension and
// two capitalised folders, so the build-time file-name resolution (src/lib/album-images.ts) meets real files.
/** @typedef {import('../generate.mjs').Spec} Spec */

const palettes = /** @type {const} */ (['ember', 'steel', 'chalk', 'blood', 'dawn']);
const landscape = { width: 1800, height: 1350 };
const wide = { width: 2000, height: 1500 };
const portrait = { width: 1200, height: 1600 };

/**
 * @param {string} folder folder under content/gallery
 * @param {string} label short label drawn on the art
 * @param {[file: string, subject: Spec['subject'], size: { width: number, height: number }, caption?: string][]} photos
 * @returns {Spec[]}
 */
const album = (folder, label, photos) =>
	photos.map(([file, subject, size, caption], i) => ({
		out: `content/gallery/${folder}/${file}`,
		...size,
		subject,
		palette: palettes[i % palettes.length] ?? 'ember',
		seed: i + 1,
		label: `${label} ${i + 1}`,
		...(caption ? { caption } : {}),
	}));

/** @type {Spec[]} */
export default [
	...album('facilities', 'Facilities', [
		['pwrthr-facilities-1.jpg', 'rack', wide, 'Competition racks'],
		['pwrthr-facilities-2.JPG', 'platform', landscape, '3 deadlift platforms'],
		['pwrthr-facilities-3.JPEG', 'plates', landscape, 'Calibrated plates'],
		['pwrthr-facilities-4.webp', 'dumbbells', landscape, 'Dumbbells up to 50 kg'],
		['pwrthr-facilities-5.avif', 'class', wide, 'The class area'],
		['pwrthr-facilities-6.png', 'kettlebell', landscape, 'Kettlebells'],
		['pwrthr-facilities-7.jpeg', 'machine', landscape, 'Accessory machine room'],
		['pwrthr-facilities-8.jpg', 'barbell', landscape, 'Competition benches'],
		['pwrthr-facilities-9.JPG', 'barbell', portrait, 'Powerlifting barbells'],
		['pwrthr-facilities-10.webp', 'physio', landscape, 'Physio room'],
		['pwrthr-facilities-11.jpg', 'coach', landscape, 'Personal training'],
		['pwrthr-facilities-12.avif', 'runner', landscape, 'Sleds and rowers'],
		['pwrthr-facilities-13.png', 'rack', portrait, 'Open gym'],
		['pwrthr-facilities-14.jpeg', 'coach', landscape, 'Front desk'],
	]),
	// Client progress photos are uploaded as plain numbers, without captions.
	...album('Clients', 'Client', [
		['1.jpg', 'lifter', portrait],
		['2.JPG', 'coach', portrait],
		['3.png', 'runner', portrait],
		['4.webp', 'lifter', portrait],
		['5.jpeg', 'class', portrait],
		['6.JPEG', 'coach', portrait],
		['7.avif', 'runner', portrait],
		['8.jpg', 'lifter', portrait],
		['9.webp', 'coach', portrait],
		['10.png', 'runner', portrait],
		['11.jpg', 'lifter', portrait],
		['12.avif', 'coach', portrait],
	]),
	...album('athletes', 'Members', [
		['pwrthr-athletes-1.jpg', 'lifter', landscape, 'Squat day'],
		['pwrthr-athletes-2.webp', 'runner', landscape, 'Hyrox race day'],
		['pwrthr-athletes-3.avif', 'lifter', portrait, 'Deadlift lockout'],
		['pwrthr-athletes-4.JPG', 'class', landscape, 'Team training'],
		['pwrthr-athletes-5.png', 'coach', landscape, 'Coaching cues'],
		['pwrthr-athletes-6.jpeg', 'runner', landscape, 'Run club'],
		['pwrthr-athletes-7.JPEG', 'lifter', wide, 'Meet day'],
		['pwrthr-athletes-8.jpg', 'class', landscape, 'Ladies lifting'],
		['pwrthr-athletes-9.webp', 'lifter', portrait, 'Olympic lifting'],
		['pwrthr-athletes-10.avif', 'runner', landscape, 'ATHX event'],
		['pwrthr-athletes-11.jpg', 'coach', landscape, 'Recovery'],
		['pwrthr-athletes-12.png', 'lifter', landscape, 'Bench press'],
		// Uploaded without the pwrthr- prefix: the resolver's second pattern finds them.
		['13.jpg', 'class', landscape, 'Members night'],
		['14.webp', 'lifter', landscape, 'New personal best'],
	]),
	...album('Classes', 'Classes', [
		['pwrthr-classes-1.jpg', 'class', landscape, 'PWRTHR'],
		['pwrthr-classes-2.webp', 'runner', landscape, 'ATHX'],
		['pwrthr-classes-3.avif', 'runner', wide, 'Hyrox'],
		['pwrthr-classes-4.JPG', 'kettlebell', landscape, 'Metcon'],
		['pwrthr-classes-5.png', 'lifter', portrait, 'Olympic Lifting'],
		['pwrthr-classes-6.jpeg', 'runner', landscape, 'Run Club'],
		['pwrthr-classes-7.JPEG', 'class', landscape, 'Youth S&C'],
		['pwrthr-classes-8.jpg', 'dumbbells', landscape, 'Conditioning Club'],
	]),
];
