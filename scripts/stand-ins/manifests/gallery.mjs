// @ts-check
// Gallery albums (content/gallery/<album>/): named as real uploads are, with every allowed extension and
// two capitalised folders, so the build-time file-name resolution (src/lib/gallery/album-images.ts) meets real files.
/** @typedef {import('../generate.mjs').Spec} Spec */
import { figures } from '../figures.mjs';

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
 * @param {boolean} [people] an album of people, whose pictures show athletes
 * @returns {Spec[]}
 */
const album = (folder, offset, photos, people = false) =>
	photos.map(([file, subject, size], i) => ({
		out: `content/gallery/${folder}/${file}`,
		...size,
		subject,
		palette: palettes[(i + offset) % palettes.length] ?? 'ember',
		seed: i + offset,
		...(people ? { people } : {}),
		// An athlete is framed whole or cut at the frame's edge, upright or nearly so, never tipped like equipment; on a
		// portrait upload, small enough to stay whole in the album grid's 4:3 crop of it.
		...(subject in figures ? { crop: figureCrop(i, size.height > size.width) } : {}),
	}));

const figureCrop = (/** @type {number} */ i, /** @type {boolean} */ portrait) => {
	const crop = figureCrops[i % figureCrops.length] ?? { zoom: 1, x: 0.5, y: 0.5 };
	return portrait ? { ...crop, zoom: 0.72, x: i % 2 ? 0.4 : 0.6, y: 0.5 } : crop;
};
const figureCrops = [
	{ zoom: 1.05, x: 0.5, y: 0.5, angle: 0 },
	{ zoom: 1.2, x: 0.55, y: 0.54, angle: -4, flip: true },
	{ zoom: 1.1, x: 0.46, y: 0.5, angle: 3 },
	{ zoom: 1.25, x: 0.52, y: 0.56, angle: 0, flip: true },
	{ zoom: 1.15, x: 0.56, y: 0.52, angle: -2 },
];

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
		['pwrthr-facilities-11.jpg', 'band', landscape, 'Personal training'],
		['pwrthr-facilities-12.avif', 'rower', landscape, 'Sleds and rowers'],
		['pwrthr-facilities-13.png', 'rack', portrait, 'Open gym'],
		['pwrthr-facilities-14.jpeg', 'plate', landscape, 'Front desk'],
	]),
	// Client progress photos are uploaded as plain numbers, without captions.
	...album('Clients', 1, [
		['1.jpg', 'plate', portrait],
		['2.JPG', 'knurling', portrait],
		['3.png', 'track', portrait],
		['4.webp', 'roller', portrait],
		['5.jpeg', 'barbell', portrait],
		['6.JPEG', 'box', portrait],
		['7.avif', 'sled', portrait],
		['8.jpg', 'kettlebells', portrait],
		['9.webp', 'medal', portrait],
		['10.png', 'rope', portrait],
		['11.jpg', 'plates', portrait],
		['12.avif', 'band', portrait],
	]),
	// The members themselves, each caught mid-movement (./figures.mjs): one movement per picture.
	...album(
		'athletes',
		2,
		[
			['pwrthr-athletes-1.jpg', 'squat', landscape, 'Squat day'],
			['pwrthr-athletes-2.webp', 'drive', landscape, 'Hyrox race day'],
			['pwrthr-athletes-3.avif', 'lockout', portrait, 'Deadlift lockout'],
			['pwrthr-athletes-4.JPG', 'carry', landscape, 'Team training'],
			['pwrthr-athletes-5.png', 'lunge', landscape, 'Coaching cues'],
			['pwrthr-athletes-6.jpeg', 'sprint', landscape, 'Run club'],
			['pwrthr-athletes-7.JPEG', 'pull', wide, 'Meet day'],
			['pwrthr-athletes-8.jpg', 'frontRack', landscape, 'Ladies lifting'],
			['pwrthr-athletes-9.webp', 'jerk', portrait, 'Olympic lifting'],
			['pwrthr-athletes-10.avif', 'slam', landscape, 'ATHX event'],
			['pwrthr-athletes-11.jpg', 'hang', landscape, 'Recovery'],
			['pwrthr-athletes-12.png', 'press', landscape, 'Bench press'],
			// Uploaded without the pwrthr- prefix: the resolver's second pattern finds them.
			['13.jpg', 'swing', landscape, 'Members night'],
			['14.webp', 'throw', landscape, 'New personal best'],
		],
		true,
	),
	// Classes in action: an athlete in each class's own movement.
	// Seeds from 20 on: no backdrop shared with the members' album, whose seeds run 2 to 15.
	...album(
		'Classes',
		20,
		[
			['pwrthr-classes-1.jpg', 'lockout', landscape, 'PWRTHR'],
			['pwrthr-classes-2.webp', 'slam', landscape, 'ATHX'],
			['pwrthr-classes-3.avif', 'throw', wide, 'Hyrox'],
			['pwrthr-classes-4.JPG', 'swing', landscape, 'Metcon'],
			['pwrthr-classes-5.png', 'frontRack', portrait, 'Olympic Lifting'],
			['pwrthr-classes-6.jpeg', 'sprint', landscape, 'Run Club'],
			['pwrthr-classes-7.JPEG', 'jump', landscape, 'Youth S&C'],
			['pwrthr-classes-8.jpg', 'carry', landscape, 'Conditioning Club'],
		],
		true,
	),
];
