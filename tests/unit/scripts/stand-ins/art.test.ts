import { describe, expect, it } from 'vitest';

import { initials } from '@/lib/text';

import { composition, motifs, standInSvg, subjects } from '../../../../scripts/stand-ins/art/equipment.mjs';
import { typeCap, typePlacement, typeSafeBox } from '../../../../scripts/stand-ins/art/type-layout.mjs';
import { loadManifests, seriesCap, type Spec, specSvg, typeLetters } from '../../../../scripts/stand-ins/generate.mjs';
import { textPath } from '../../../../scripts/stand-ins/wordmark.mjs';
import { findPictograms } from '../../support/pictograms';

const manifests = await loadManifests();
const all = Object.entries(manifests).flatMap(([name, specs]) => specs.map((spec) => ({ name, spec })));
const isLettering = (spec: Spec) => Boolean(spec.logo ?? spec.partner ?? spec.brand ?? spec.monogram ?? spec.word);
const svgs = new Map(await Promise.all(all.map(async ({ spec }) => [spec.out, await specSvg(spec)] as const)));
const svgOf = (spec: Spec) => svgs.get(spec.out) ?? '';

/**
 * The page type a stand-in is shown on, or none for pictures no page shows as art (the share picture, the broken-image
 * placeholder, test fixtures). The facilities page and its album show the same rooms, so they are one place.
 */
const pageTypeOf = (out: string) =>
	/^content\/(pages\/facilities-|gallery\/facilities\/)/.test(out)
		? 'facilities'
		: /^content\/settings\/map-/.test(out)
			? 'facilities'
			: /^content\/(products\/|pages\/shop-)/.test(out)
				? 'shop'
				: (/^content\/pages\/([a-z]+)-/.exec(out)?.[1] ??
					/^content\/(gallery\/[^/]+|classes|blog)\//.exec(out)?.[1]?.replace(/^blog$/, 'blog post'));
/** Equipment is drawn where it is the subject: the facilities and the shop. Elsewhere only a material close-up. */
const equipmentPlaces = new Set(['facilities', 'shop']);
const materials = new Set(['knurling', 'chalk']);

/** Every equipment drawing shown in more than one page type, or on a page whose words are not about equipment. */
function equipmentFaults(specs: Spec[]): string[] {
	const drawn = specs.flatMap((spec) => {
		const place = pageTypeOf(spec.out);
		return spec.subject && !isLettering(spec) && place ? [{ spec, subject: spec.subject, place }] : [];
	});
	const places = new Map<string, Set<string>>();
	for (const { subject, place } of drawn) places.set(subject, (places.get(subject) ?? new Set()).add(place));
	return [
		...[...places]
			.filter(([, at]) => at.size > 1)
			.map(([subject, at]) => `${subject} is drawn on ${at.size} page types (${[...at].sort().join(', ')})`),
		...drawn
			.filter(({ subject, place }) => !equipmentPlaces.has(place) && !materials.has(subject))
			.map(({ spec, subject, place }) => `${spec.out} draws ${subject} where equipment is not the subject (${place})`),
	];
}

describe('stand-in manifests', () => {
	it('list pictures', () => {
		expect(all.length).toBeGreaterThan(0);
	});

	// Lettering belongs in the page, where it can be read, translated and changed; never burnt into a picture.
	it.each(all.map(({ name, spec }) => [name, spec.out, spec] as const))('%s: %s has no label or caption', (_, __, spec) => {
		expect(spec).not.toHaveProperty('label');
		expect(spec).not.toHaveProperty('caption');
		expect(spec).not.toHaveProperty('textOnly');
	});

	it.each(all.map(({ name, spec }) => [name, spec.out, spec] as const))('%s: %s draws no <text> element', (_, __, spec) => {
		expect(svgOf(spec)).not.toMatch(/<text\b/i);
	});

	// The art direction: equipment, texture and type, never a drawn person; where the photo will show people (an album of
	// members, a coach's card) the stand-in is type: a word of what the photo will show, or the coach's name and role.
	it.each(
		all.filter(({ spec }) => !isLettering(spec) || spec.monogram || spec.word).map(({ name, spec }) => [name, spec.out, spec] as const),
	)('%s: %s shows equipment or type, never a person', (_, __, spec) => {
		const svg = svgOf(spec);
		const drawn = [...svg.matchAll(/data-motif="([^"]+)"/g)].map(([, motif]) => motif);
		expect(drawn.length).toBeGreaterThan(0);
		const allowed = [...motifs, ...(spec.monogram ? ['monogram'] : []), ...(spec.word ? ['type'] : [])];
		for (const motif of drawn) expect(allowed).toContain(motif);
		expect(findPictograms(svg)).toEqual([]);
	});

	it('sets type where people belong: each team card names its person and role, no spec asks for a figure', () => {
		const team = all.filter(({ spec }) => spec.out.startsWith('content/team/'));
		expect(team.length).toBeGreaterThan(0);
		for (const { spec } of team) expect([spec.monogram, spec.role]).toEqual([expect.stringMatching(/\S/), expect.stringMatching(/\S/)]);
		for (const { spec } of all) expect(spec).not.toHaveProperty('figure');
		for (const { spec } of all) expect(spec).not.toHaveProperty('people');
	});

	it('puts the logo on the chest of the shop T-shirt', () => {
		const shirt = all.find(({ spec }) => spec.out.startsWith('content/products/') && spec.subject === 'shirt');
		expect(shirt?.spec.brand).toMatch(/\S/);
		// The logo goes into the cloth's print slot, under its ink filter, light and grain; not over the whole picture.
		const svg = shirt ? svgOf(shirt.spec) : '';
		expect(svg).not.toContain('data-print');
		expect(svg).toMatch(/<g filter="url\(#ink\)"><g transform="[^"]*translate\(\d+ \d+\) scale\([\d.]+ [\d.]+\)"><rect/);
	});

	it('names no person, body or exercise among the motifs', () => {
		for (const motif of motifs)
			expect(motif).not.toMatch(/athlete|lifter|coach|runner|person|member|people|figure|class|squat|lunge|deadlift|body/i);
	});

	// Lettering is a name by nature: the gym's logo (the share image, the shop's shirts), the partners' logos and the
	// team's cards; and type as the picture where a photo of people will go (the albums of members and classes, the
	// masterclass photos, the community) and on the shop hub's category cards.
	it('keeps lettering to logos, the team cards, and the slots where people or kit a drawing would not make plain belong', () => {
		const lettered = all.filter(({ spec }) => isLettering(spec) && !spec.word).map(({ spec }) => spec.out);
		for (const out of lettered)
			expect(out).toMatch(/^(content\/(settings\/(logo\.svg|og-image\.jpg)|affiliates\/|team\/|products\/)|tests\/fixtures\/)/);
		const typeSet = all.filter(({ spec }) => spec.word).map(({ spec }) => spec.out);
		expect(typeSet.length).toBeGreaterThan(0);
		for (const out of typeSet)
			expect(out).toMatch(
				/^content\/(gallery\/(athletes|Classes|Clients|facilities)\/|blog\/[^/]+\/|classes\/|pages\/(home|about|gallery|facilities|shop-card)-)/,
			);
	});

	// Initials cut by the frame read as a crop gone wrong, worst on a class page's small portrait: each team card sets
	// them whole, measured by their advance width, which holds the letters' ink.
	it.each(all.filter(({ spec }) => spec.monogram && spec.role).map(({ spec }) => [spec.out, spec] as const))(
		'%s sets its initials whole inside the frame',
		async (_, spec) => {
			const { width } = await textPath(initials(spec.monogram ?? ''), { height: 1000, tracking: 0.02 });
			const placed = /data-motif="monogram"><path transform="translate\(([\d.-]+) [\d.-]+\) scale\(([\d.]+)\)"/.exec(svgOf(spec));
			const [x, scale] = [Number(placed?.[1]), Number(placed?.[2])];
			expect(x, 'left edge').toBeGreaterThanOrEqual(0);
			expect(x + width * scale, 'right edge').toBeLessThanOrEqual(spec.width + 1);
		},
	);

	// A word cut by the frame reads as another word ("OGETHE" from TOGETHER), and one that runs to a crop's edge reads as
	// cut even when whole: every word set as the picture sits whole, tilt and all, in the centre that every crop a page
	// draws keeps, inside its margins, centred on the frame's centre (one visual centre for every poster).
	it.each(all.filter(({ spec }) => spec.word).map(({ spec }) => [spec.out, spec] as const))(
		'%s sets its word whole inside the crop-safe centre',
		async (_, spec) => {
			const { width: letters, height: tall } = await typeLetters(spec);
			const { x, y, scale, angle } = typePlacement(
				spec.width,
				spec.height,
				spec.seed ?? 0,
				{ width: letters, height: tall },
				spec.crops,
				await seriesCap(spec),
			);
			const box = typeSafeBox(spec.width, spec.height, spec.crops);
			const [cx, cy, rad] = [spec.width / 2, spec.height / 2, (angle * Math.PI) / 180];
			const corners = [
				[x, y],
				[x + letters * scale, y],
				[x, y + tall * scale],
				[x + letters * scale, y + tall * scale],
			].map(([px = 0, py = 0]) => [
				cx + (px - cx) * Math.cos(rad) - (py - cy) * Math.sin(rad),
				cy + (px - cx) * Math.sin(rad) + (py - cy) * Math.cos(rad),
			]);
			for (const [px = 0, py = 0] of corners) {
				expect(Math.abs(px - cx), 'across').toBeLessThanOrEqual(box.width / 2);
				expect(Math.abs(py - cy), 'down').toBeLessThanOrEqual(box.height / 2);
			}
			expect(Math.abs(x + (letters * scale) / 2 - cx), 'centred across').toBeLessThan(1);
			expect(Math.abs(y + (tall * scale) / 2 - cy), 'centred down').toBeLessThan(1);
			// And large: the word spans most of the safe centre's width or height, or stands as tall as a poster's capitals
			// may (a short word, PB or OLY, is a poster, not a slab). A word of a series stands at its series' one size
			// instead (tests/repo/stand-in-series.test.ts).
			if (spec.series) return;
			const span = (i: 0 | 1) => Math.max(...corners.map((c) => c[i] ?? 0)) - Math.min(...corners.map((c) => c[i] ?? 0));
			const caps = (1000 * scale) / (box.height * typeCap);
			expect(Math.max(span(0) / box.width, span(1) / box.height, caps)).toBeGreaterThan(0.8);
		},
	);

	// A set of posters shown together (an album, the class cards, the posts' photos, a page's sections) is one series:
	// one ground for all its words, so a grid reads as directed, not as a checkerboard of textures. Its inks may take
	// turns (ink, steel, bone, crimson), so a grid is not one crimson glow; then no poster shares its ink with the one
	// before it. The home page is the exception: its sections stand one under another on a phone, where one look four
	// times reads as one poster repeated, so they take turns through grounds as well (below).
	const lookOf = (spec: Spec) =>
		spec.word ? `${spec.palette ?? 'ember'} on ${spec.ground ?? 'light'}` : `${spec.subject} in ${spec.palette}`;
	// The sets that take turns through looks instead: the home sections, the shop hub's cards, each category on what
	// it is made of, and the class cards, each on its kind's look (below).
	const turning = new Set(['home', 'shop', 'classes']);
	it('sets every word of a set on one ground, any turns of its inks never repeating a neighbour', () => {
		const sets = new Map<string, Spec[]>();
		for (const { spec } of all.filter(({ spec }) => spec.word && !turning.has(pageTypeOf(spec.out) ?? ''))) {
			const set = pageTypeOf(spec.out) ?? spec.out;
			sets.set(set, [...(sets.get(set) ?? []), spec]);
		}
		expect(sets.size).toBeGreaterThan(3);
		const grounds = [...sets].filter(([, specs]) => new Set(specs.map((spec) => spec.ground ?? 'light')).size > 1);
		expect(grounds.map(([set]) => set)).toEqual([]);
		const repeats = [...sets].flatMap(([set, specs]) =>
			new Set(specs.map((spec) => spec.palette)).size < 2
				? []
				: specs.flatMap((spec, i) =>
						i > 0 && spec.palette === specs[i - 1]?.palette ? [`${set}: ${spec.out} after ${specs[i - 1]?.out}`] : [],
					),
		);
		expect(repeats).toEqual([]);
	});

	// The class cards stand on their kind's ground and ink, so a visitor learns to read a kind by its material: one look
	// for every card of a kind, and no two kinds alike.
	it('sets each class card on the look of its kind, one look per kind', () => {
		const cards = all.filter(({ spec }) => spec.word && pageTypeOf(spec.out) === 'classes').map(({ spec }) => spec);
		expect(cards.length).toBeGreaterThan(1);
		const looks = new Map<string, Set<string>>();
		for (const spec of cards) {
			expect(spec.kind, spec.out).toMatch(/\S/);
			looks.set(spec.kind ?? '', (looks.get(spec.kind ?? '') ?? new Set()).add(lookOf(spec)));
		}
		expect(looks.size).toBeGreaterThan(1);
		for (const [kind, set] of looks) expect([...set], kind).toHaveLength(1);
		const grounds = [...looks.values()].map((set) => [...set][0]?.replace(/^.* on /, ''));
		expect(new Set(grounds).size).toBe(grounds.length);
	});

	it('gives each card of the shop hub a look of its own', () => {
		const cards = all.filter(({ spec }) => spec.word && pageTypeOf(spec.out) === 'shop').map(({ spec }) => spec);
		expect(cards.length).toBeGreaterThan(1);
		expect(new Set(cards.map(lookOf)).size).toBe(cards.length);
	});

	// The home sections, in the page's order (the manifest lists them as home.yaml does), take turns through the brand's
	// grounds: no two neighbours share a look, and no look is set twice.
	it('turns the home sections through their own looks, none like its neighbour', () => {
		const home = all.filter(({ spec }) => pageTypeOf(spec.out) === 'home').map(({ spec }) => spec);
		expect(home.filter((spec) => spec.word).length).toBeGreaterThan(2);
		for (let i = 1; i < home.length; i++) {
			const [before, spec] = [home[i - 1], home[i]];
			if (before && spec) expect(lookOf(spec), `${spec.out} looks like ${before.out}`).not.toBe(lookOf(before));
		}
		expect(new Set(home.map(lookOf)).size).toBe(home.length);
	});

	// Within one look, the words tell the about page's five pictures apart: no two share a word and a layout.
	it("sets each of the about page's words in its own layout or its own word", () => {
		const about = all.filter(({ spec }) => spec.word && pageTypeOf(spec.out) === 'about').map(({ spec }) => spec);
		expect(about.length).toBeGreaterThan(1);
		expect(new Set(about.map((spec) => `${spec.layout ?? 'line'} ${spec.word}`)).size).toBe(about.length);
	});

	it('draws every team stand-in with the initials of the name in its entry', () => {
		const team = all.filter(({ spec }) => spec.out.startsWith('content/team/')).map(({ spec }) => spec);
		expect(team.length).toBeGreaterThan(0);
		for (const spec of team) expect(spec.monogram).toMatch(/\S/);
	});

	it('draws the logo as a scalable SVG', () => {
		const logos = all.filter(({ spec }) => spec.logo).map(({ spec }) => spec.out);
		expect(logos).toEqual(['content/settings/logo.svg']);
	});

	// The same picture never repeats anywhere on the site: no two pictures share subject, ink and framing.
	it('never draws the same picture twice', () => {
		const art = all.filter(({ spec }) => !isLettering(spec)).map(({ spec }) => spec);
		const key = (spec: Spec) => JSON.stringify([spec.subject, spec.palette, spec.crop ?? composition(spec.seed ?? 0).crop]);
		const seen = new Map<string, string>();
		for (const spec of art) {
			expect(seen.get(key(spec)), `${spec.out} repeats`).toBeUndefined();
			seen.set(key(spec), spec.out);
		}
	});

	// Neighbours on a page (an album, the home sections, the team) never look alike.
	it.each(Object.entries(manifests))('%s: no two neighbouring pictures are the same', (_, specs) => {
		const art = specs.filter((spec) => !isLettering(spec));
		const folder = (spec?: Spec) => spec?.out.slice(0, spec.out.lastIndexOf('/'));
		for (let i = 1; i < art.length; i++) {
			const [before, spec] = [art[i - 1], art[i]];
			if (!before || !spec || folder(before) !== folder(spec)) continue;
			expect(svgOf(spec), `${spec.out} repeats ${before.out}`).not.toBe(svgOf(before));
			expect(before.subject === spec.subject, `${spec.out} has the subject of ${before.out}`).toBe(false);
		}
	});

	it('draws each piece of equipment in one place, and only where equipment is the subject', () => {
		expect(equipmentFaults(all.map(({ spec }) => spec))).toEqual([]);
	});

	it('finds a rack drawn on the home page as well as in the facilities', () => {
		const planted: Spec[] = [
			{ out: 'content/gallery/facilities/a.jpg', width: 10, height: 10, subject: 'rack' },
			{ out: 'content/pages/home-a.jpg', width: 10, height: 10, subject: 'rack' },
			{ out: 'content/pages/home-b.jpg', width: 10, height: 10, subject: 'knurling' },
			{ out: 'content/pages/home-c.jpg', width: 10, height: 10, word: 'Rack' },
		];
		expect(equipmentFaults(planted)).toEqual([
			'rack is drawn on 2 page types (facilities, home)',
			'content/pages/home-a.jpg draws rack where equipment is not the subject (home)',
		]);
	});

	it('uses no kettlebell for the supplements card', () => {
		const card = all.find(({ spec }) => spec.out.endsWith('shop-card-supplements.jpg'));
		expect(card?.spec.subject).not.toBe('kettlebells');
	});
});

describe('findPictograms', () => {
	// A stick figure as SVG artwork draws one: a round head, a torso and arms from the neck, legs from the hip.
	const figure =
		'<svg><g data-motif="lifter" transform="scale(1)"><circle cx="500" cy="170" r="62" fill="currentColor"/>' +
		'<path d="M500 270L500 520" fill="none" stroke="currentColor" stroke-width="96" stroke-linecap="round"/>' +
		'<path d="M500 270L420 400L400 530" fill="none" stroke="currentColor" stroke-width="52" stroke-linecap="round"/>' +
		'<path d="M500 270L580 400L600 530" fill="none" stroke="currentColor" stroke-width="52" stroke-linecap="round"/>' +
		'<path d="M500 520L465 700L450 890" fill="none" stroke="currentColor" stroke-width="62" stroke-linecap="round"/></g></svg>';

	it('finds a stick figure', () => {
		expect(findPictograms(figure)).toEqual(['a head at (500, 170) with 3 limbs']);
	});

	it('leaves a clock, whose hands start at its hub, alone', () => {
		expect(findPictograms(standInSvg({ width: 800, height: 600, subject: 'stopwatch', seed: 1 }))).toEqual([]);
	});
});

describe('standInSvg', () => {
	it.each([0, 1, 2, 3, 4, 5])('frames seed %i differently from the seed before', (seed) => {
		const a = composition(seed);
		const b = composition(seed + 1);
		expect(a.crop === b.crop && a.backdrop === b.backdrop).toBe(false);
	});

	it.each(motifs)('draws %s in a valid-looking SVG of the requested size', (subject) => {
		const svg = standInSvg({ width: 640, height: 480, subject, palette: 'ember', seed: 2 });
		expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
		expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
		expect(subjects[subject]).toBeTypeOf('function');
	});
});

describe('hero video', async () => {
	const { heroCuts, framePhases, turn } = await import('../../../../scripts/stand-ins/video.mjs');
	const sharp = (await import('sharp')).default;
	type Cut = (typeof heroCuts)[keyof typeof heroCuts];
	// Twelve moments through the loop, the first frame (the poster) among them.
	const moments = framePhases().filter((_, i) => i % 6 === 0);
	/** A cut's frame at a phase, as video.mjs draws it: the plate turned by its share of the loop. */
	const frameSvg = (cut: Cut, phase: number, layer: 'all' | 'subject' = 'all') =>
		standInSvg({ ...cut.scene, layer, crop: { ...cut.scene.crop, angle: cut.scene.crop.angle + turn * phase } });
	const pixels = async (svg: string, density = 72) =>
		sharp(Buffer.from(svg), { density }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
	/**
	 * Where the subject's pixels are in a cut's frame at a phase, as fractions of the frame, from the alpha of its layer
	 * alone. Drawn at a quarter of its size: a fraction is as true to a pixel of that, and the frame costs a sixteenth.
	 */
	const subjectAt = async (cut: Cut, phase: number) => {
		const { data, info } = await pixels(frameSvg(cut, phase, 'subject'), 18);
		const inked = (x: number, y: number) => (data[(y * info.width + x) * info.channels + 3] ?? 0) > 0;
		let [left, top, right, bottom] = [info.width, info.height, -1, -1];
		for (let y = 0; y < info.height; y++)
			for (let x = 0; x < info.width; x++)
				if (inked(x, y)) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
		return { left: left / info.width, top: top / info.height, right: (right + 1) / info.width, bottom: (bottom + 1) / info.height };
	};

	// The page's heading and buttons sit over the video: one scene in both cuts, and no words.
	it('shows one scene in both cuts', () => {
		expect(heroCuts.tall.scene.subject).toBe(heroCuts.wide.scene.subject);
		expect(heroCuts.wide.scene.width).toBeGreaterThan(heroCuts.wide.scene.height);
		expect(heroCuts.tall.scene.height).toBeGreaterThan(heroCuts.tall.scene.width);
	});

	// Equipment in motion, never a person: the hero is where a drawn figure would read most as a placeholder.
	it.each(Object.entries(heroCuts).flatMap(([name, cut]) => moments.map((phase) => [name, phase, cut] as const)))(
		'%s cut, phase %f: equipment and no words, never a person',
		(_, phase, cut) => {
			const svg = frameSvg(cut, phase);
			expect(svg).not.toMatch(/<text\b/i);
			expect([...svg.matchAll(/data-motif="([^"]+)"/g)].map(([, motif]) => motif)).toEqual([cut.scene.subject]);
			expect(motifs).toContain(cut.scene.subject);
			expect(findPictograms(svg)).toEqual([]);
		},
	);

	// Wide: the heading, intro and buttons sit at the bottom left, over the left 45 % of the frame at 1440 px and up.
	it('wide cut: the subject is in the right of the frame', async () => {
		for (const phase of moments) expect((await subjectAt(heroCuts.wide, phase)).left).toBeGreaterThanOrEqual(0.45);
	});

	// Tall: on a 375 x 812 phone the frame is cut to the screen's shape, centred; the site's header covers the top 72 px
	// and the headline's capitals start about 255 px down, its intro, next class and buttons under it. The plate is
	// large, 110 to 130 % of the screen's width, bled off its right edge, its hub in the band between the two; its lower
	// part may pass behind the headline, but its raised letters show only in that band, at least 24 px under the header
	// and above the headline, at every moment of its turn.
	const phone = { width: 375, height: 812, header: 72, headline: 255 };
	const { width, height } = heroCuts.tall.scene;
	const scale = Math.max(phone.width / width, phone.height / height);
	const left = (width * scale - phone.width) / 2;
	it('tall cut: a large plate bled off the right edge, its hub between the header and the headline', () => {
		const { zoom, x, y } = heroCuts.tall.scene.crop;
		// As standInSvg draws it: the plate's radius is 0.96 of half its size, its hub's steel 0.335 of that.
		const r = ((Math.min(width, height) * zoom) / 2) * 0.96 * scale;
		const [cx, cy] = [x * width * scale - left, y * height * scale];
		expect(r * 2).toBeGreaterThan(phone.width * 1.1);
		expect(r * 2).toBeLessThan(phone.width * 1.3);
		expect(cx + r, 'bled off the right').toBeGreaterThan(phone.width);
		expect(cx - r, 'whole on the left').toBeGreaterThan(0);
		expect(cx, 'hub on the screen').toBeLessThan(phone.width);
		expect(cy - r * 0.335).toBeGreaterThan(phone.header);
		expect(cy).toBeLessThan(phone.headline);
	});
	it('tall cut: the lettering shows only between the header and the headline on a phone', async () => {
		const seen: number[] = [];
		for (const phase of moments) {
			const svg = standInSvg({
				...heroCuts.tall.scene,
				layer: 'lettering',
				crop: { ...heroCuts.tall.scene.crop, angle: heroCuts.tall.scene.crop.angle + turn * phase },
			});
			const { data, info } = await sharp(Buffer.from(svg))
				.resize(Math.round(width * scale), phone.height)
				.extract({ left: Math.round(left), top: 0, width: phone.width, height: phone.height })
				.ensureAlpha()
				.raw()
				.toBuffer({ resolveWithObject: true });
			const rows: number[] = [];
			for (let row = 0; row < info.height; row++)
				for (let col = 0; col < info.width; col++)
					if ((data[(row * info.width + col) * info.channels + 3] ?? 0) > 8) {
						rows.push(row);
						break;
					}
			seen.push(rows.length);
			if (!rows.length) continue;
			expect(Math.min(...rows), `phase ${phase}: under the header`).toBeGreaterThanOrEqual(phone.header + 24);
			expect(Math.max(...rows), `phase ${phase}: under the headline`).toBeLessThan(phone.headline);
		}
		// The poster (the first frame) shows its 20 KG, and the letters are in view through the loop.
		expect(seen[0]).toBeGreaterThan(0);
		expect(seen.filter(Boolean).length).toBe(seen.length);
	});

	// One turn to the next grip cut-out is the loop: the frame after the last is the first again, so it has no seam.
	it.each(Object.entries(heroCuts))('%s cut loops without a jump', async (_, cut) => {
		const [first, after] = await Promise.all([pixels(frameSvg(cut, 0)), pixels(frameSvg(cut, 1))]);
		let diff = 0;
		for (let i = 0; i < first.data.length; i++) diff += Math.abs((first.data[i] ?? 0) - (after.data[i] ?? 0));
		expect(diff / first.data.length).toBeLessThan(1);
	});
});
