// @ts-check
// Gallery albums (content/gallery/<album>/): named as real uploads are, with every allowed extension and
// two capitalised folders, so the build-time file-name resolution (src/lib/gallery/album-images.ts) meets real files.
/** @typedef {import('../generate.mjs').Spec} Spec */

const palettes = /** @type {const} */ (['ember', 'ash', 'flare', 'blood', 'oxide']);
const landscape = { width: 1800, height: 1350 };
const wide = { width: 2000, height: 1500 };
const portrait = { width: 1200, height: 1600 };

/**
 * An album's pictures; the caption beside each file is what the photo will show (the album's index.yaml holds the
 * captions visitors read). Each album's drawings start at a different palette and framing. Where the photo will show
 * people, or equipment a drawing would not make plain, the stand-in is a word of it set as type (`word`), never a drawn
 * person. The words of one album are one series (content/ART-DIRECTION.md): one ground for all of them and one cap
 * height (`series`), so the grid reads as directed, and its inks taking turns by seed through the album's few palettes
 * (`look.palettes`: ink, steel or bone, and crimson), so neighbours in the grid (two, three or four across) differ and
 * the album is not one crimson glow; their tilt and light step with the seed, and a material ground (the members'
 * plate, the facilities' room) is framed afresh by it, so the grid is never one frame stamped out. Two inks taken in
 * turn line up in the grid's columns (on a phone's two, the left all one ink), and three do on a tablet's three, so an
 * album of the plate or the room takes its three inks in a cycle of five (`fiveStep`): five shares no factor with two,
 * three or four, so every column of every grid meets all three inks, and no two photos side by side share one.
 * @param {string} folder folder under content/gallery
 * @param {number} offset where in the palette and framing cycles the album starts
 * @param {{ palettes: readonly NonNullable<Spec['palette']>[], ground: NonNullable<Spec['ground']> }} look the grounds every word
 * of the album is set on, and the palettes its words take in turn @param {[file: string, subject:
 * NonNullable<Spec['subject']> | { word: string, seed?: number }, size: { width: number, height: number }, shows?:
 * string][]} photos
 * @returns {Spec[]}
 */
const album = (folder, offset, look, photos) =>
	photos.map(([file, subject, size], i) => ({
		out: `content/gallery/${folder}/${file}`,
		...size,
		...(typeof subject === 'string'
			? { subject, palette: palettes[(i + offset) % palettes.length] ?? 'ember' }
			: { ...subject, ground: look.ground, palette: look.palettes[(i + offset) % look.palettes.length] ?? 'ember', series: folder }),
		// A photo may name its own seed, for a framing that fits its word (chalked boards for the physio room, not knurl).
		seed: typeof subject === 'string' ? i + offset : (subject.seed ?? i + offset),
	}));

/**
 * Three inks in a cycle of five, the first two twice (A B C A B), entered at `start`: for an album whose grid shows
 * two, three or four photos across, as no cycle of two or three inks can (content/ART-DIRECTION.md, "One set, one
 * look"). Where it is entered picks which photos share an ink, without moving the album's seeds.
 * @param {NonNullable<Spec['palette']>} a @param {NonNullable<Spec['palette']>} b @param {NonNullable<Spec['palette']>} c
 * @param {number} start @returns {NonNullable<Spec['palette']>[]}
 */
const fiveStep = (a, b, c, start) => [a, b, c, a, b, a, b, c, a, b].slice(start, start + 5);

/** @type {Spec[]} */
export default [
	// The facilities: until the shoot, each photo's subject set as type on the lifting room's own surfaces (`room`: the
	// knurl as a macro, a whole bar with its sleeve, bars racked, a plate's face, chalk on a platform, each lit from its
	// own side and with its own depth of field, taking turns by seed so no two neighbours match), never a flat drawing
	// of the kit: a word of the caption, what the photo will show, or its figure. Its inks are entered where the page's
	// tour (photos 4, 10 and 12 side by side) shows one of each: ink, steel and crimson.
	...album('facilities', 0, { palettes: fiveStep('steel', 'oxide', 'flare', 1), ground: 'room' }, [
		['pwrthr-facilities-1.jpg', { word: 'Racks' }, wide, 'Competition racks'],
		['pwrthr-facilities-2.JPG', { word: 'Platforms' }, landscape, '3 deadlift platforms'],
		['pwrthr-facilities-3.JPEG', { word: 'Calibrated' }, landscape, 'Calibrated plates'],
		['pwrthr-facilities-4.webp', { word: '50 kg' }, landscape, 'Dumbbells up to 50 kg'],
		['pwrthr-facilities-5.avif', { word: 'Class area' }, wide, 'The class area'],
		['pwrthr-facilities-6.png', { word: 'Kettlebells' }, landscape, 'Kettlebells'],
		['pwrthr-facilities-7.jpeg', { word: 'Machines' }, landscape, 'Accessory machine room'],
		['pwrthr-facilities-8.jpg', { word: 'Benches' }, landscape, 'Competition benches'],
		['pwrthr-facilities-9.JPG', { word: 'Barbells' }, portrait, 'Powerlifting barbells'],
		['pwrthr-facilities-10.webp', { word: 'Physio', seed: 18 }, landscape, 'Physio room'],
		['pwrthr-facilities-11.jpg', { word: '1 to 1' }, landscape, 'Personal training'],
		// The facilities page's tour shows 4, 10 and 12 side by side (content/pages/facilities.yaml): its own seed (11)
		// would set the sleds on the physio's chalked boards, one frame twice, so they take two bars one behind the
		// other (a sled's push poles), lit from the left where the two beside them are lit from the right.
		['pwrthr-facilities-12.avif', { word: 'Sleds', seed: 30 }, landscape, 'Sleds and rowers'],
		['pwrthr-facilities-13.png', { word: 'All hours' }, portrait, 'Open gym'],
		['pwrthr-facilities-14.jpeg', { word: 'Hello' }, landscape, 'Front desk'],
	]),
	// Client progress photos are uploaded as plain numbers, without captions. They will show people, so until then each
	// is a word of what its photo will show, set as type (the alt text in index.yaml says which).
	...album('Clients', 1, { palettes: ['blood', 'steel', 'bone'], ground: 'halftone' }, [
		['1.jpg', { word: 'Day one' }, portrait],
		['2.JPG', { word: 'Pull-up' }, portrait],
		['3.png', { word: 'Progress' }, portrait],
		['4.webp', { word: 'Stronger' }, portrait],
		['5.jpeg', { word: 'Comeback' }, portrait],
		['6.JPEG', { word: 'Race ready' }, portrait],
		['7.avif', { word: 'Form' }, portrait],
		['8.jpg', { word: 'Milestone' }, portrait],
		['9.webp', { word: 'Habit' }, portrait],
		['10.png', { word: 'Confident' }, portrait],
		['11.jpg', { word: 'Proud' }, portrait],
		['12.avif', { word: 'Top set' }, portrait],
	]),
	// The members themselves: until the shoot, a word of what each photo will show, set as type on a bumper plate's face
	// whose hub, size, colour and grooves, and the light's side, take turns by seed. Its cover (photo 2) is the crimson
	// one, between the facilities' ink and the classes' bone on /gallery.
	...album('athletes', 2, { palettes: fiveStep('steel', 'oxide', 'flare', 4), ground: 'plate' }, [
		['pwrthr-athletes-1.jpg', { word: 'Squat' }, landscape, 'Squat day'],
		['pwrthr-athletes-2.webp', { word: 'Race day' }, landscape, 'Hyrox race day'],
		['pwrthr-athletes-3.avif', { word: 'Lockout' }, portrait, 'Deadlift lockout'],
		['pwrthr-athletes-4.JPG', { word: 'Partners' }, landscape, 'Team training'],
		['pwrthr-athletes-5.png', { word: 'Cues' }, landscape, 'Coaching cues'],
		['pwrthr-athletes-6.jpeg', { word: 'Roads' }, landscape, 'Run club'],
		['pwrthr-athletes-7.JPEG', { word: 'Meet day' }, wide, 'Meet day'],
		['pwrthr-athletes-8.jpg', { word: 'Ladies' }, landscape, 'Ladies lifting'],
		['pwrthr-athletes-9.webp', { word: 'Jerk' }, portrait, 'Olympic lifting'],
		['pwrthr-athletes-10.avif', { word: 'Event' }, landscape, 'ATHX event'],
		['pwrthr-athletes-11.jpg', { word: 'Cool down' }, landscape, 'Recovery'],
		['pwrthr-athletes-12.png', { word: 'Bench' }, landscape, 'Bench press'],
		// Uploaded without the pwrthr- prefix: the resolver's second pattern finds them.
		['13.jpg', { word: 'Members' }, landscape, 'Members night'],
		['14.webp', { word: 'PB' }, landscape, 'New personal best'],
	]),
	// Classes in action: until the shoot, the movement each photo will show set as type (the class guides' banners set
	// the classes' names).
	// Seeds from 20 on: its tilts, sizes and lights step on from where the members' album (seeds 2 to 15) left them.
	...album('Classes', 20, { palettes: ['bone', 'flare', 'steel'], ground: 'halftone' }, [
		['pwrthr-classes-1.jpg', { word: 'Deadlift' }, landscape, 'PWRTHR'],
		['pwrthr-classes-2.webp', { word: 'Battle rope' }, landscape, 'ATHX'],
		['pwrthr-classes-3.avif', { word: 'Wall throw' }, wide, 'Hyrox'],
		['pwrthr-classes-4.JPG', { word: 'KB swing' }, landscape, 'Metcon'],
		['pwrthr-classes-5.png', { word: 'Oly' }, portrait, 'Olympic Lifting'],
		['pwrthr-classes-6.jpeg', { word: 'Sprint' }, landscape, 'Run Club'],
		['pwrthr-classes-7.JPEG', { word: 'Jump' }, landscape, 'Youth S&C'],
		['pwrthr-classes-8.jpg', { word: 'Zones' }, landscape, 'Conditioning Club'],
	]),
];
