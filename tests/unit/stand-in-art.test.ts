import { describe, expect, it } from 'vitest';
import { composition, initials, motifs, standInSvg, subjects } from '../../scripts/stand-ins/art.mjs';
import { loadManifests, specSvg, type Spec } from '../../scripts/stand-ins/generate.mjs';
import { findPictograms } from './support/pictograms';
import { figures } from '../../scripts/stand-ins/figures.mjs';

const manifests = await loadManifests();
const all = Object.entries(manifests).flatMap(([name, specs]) => specs.map((spec) => ({ name, spec })));
const isLettering = (spec: Spec) => Boolean(spec.logo ?? spec.partner ?? spec.brand ?? spec.monogram);
const svgs = new Map(await Promise.all(all.map(async ({ spec }) => [spec.out, await specSvg(spec)] as const)));
const svgOf = (spec: Spec) => svgs.get(spec.out) ?? '';

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

	// The art direction: equipment and texture, and people only where people belong (a slot marked `people`: an
	// album of members, a coach's card): an athlete mid-movement (figures.mjs), never a stick figure or pictogram.
	it.each(all.filter(({ spec }) => !isLettering(spec) || spec.monogram).map(({ name, spec }) => [name, spec.out, spec] as const))(
		'%s: %s shows equipment, or an athlete where people belong, with no human pictogram',
		(_, __, spec) => {
			const svg = svgOf(spec);
			const drawn = [...svg.matchAll(/data-motif="([^"]+)"/g)].map(([, motif]) => motif);
			expect(drawn.length).toBeGreaterThan(0);
			const allowed = [...motifs, ...(spec.monogram ? ['monogram'] : []), ...(spec.people ? Object.keys(figures) : [])];
			for (const motif of drawn) expect(allowed).toContain(motif);
			expect(findPictograms(svg)).toEqual([]);
		},
	);

	it('puts an athlete in every slot where people belong, the coach cards among them', () => {
		const people = all.filter(({ spec }) => spec.people);
		expect(people.length).toBeGreaterThan(0);
		expect(people.filter(({ spec }) => spec.monogram).length).toBeGreaterThan(0);
		for (const { spec } of people) expect(Object.keys(figures)).toContain(spec.subject ?? spec.figure);
	});

	// A figure is solid, like a silhouette: filled shapes only, never a stroked limb or outline.
	it.each(Object.keys(figures))('draws the %s figure with no stroke', (name) => {
		expect(figures[name as keyof typeof figures]()).not.toMatch(/stroke-width|fill="none"[^>]*stroke=/);
	});

	it('names no person, body or exercise among the motifs', () => {
		for (const motif of motifs)
			expect(motif).not.toMatch(/athlete|lifter|coach|runner|person|member|people|figure|class|squat|lunge|deadlift|body/i);
	});

	// Lettering is a name by nature: only the gym's logo, its share image, the partners' logos and the team's
	// monogram cards may carry one.
	it('keeps lettering to the logo, the share image, the partner logos and the team cards', () => {
		const lettered = all.filter(({ spec }) => isLettering(spec)).map(({ spec }) => spec.out);
		for (const out of lettered) expect(out).toMatch(/^content\/(settings\/(logo\.svg|og-image\.jpg)|affiliates\/|team\/)/);
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

	it('uses no kettlebell for the supplements card', () => {
		const card = all.find(({ spec }) => spec.out.endsWith('shop-card-supplements.jpg'));
		expect(card?.spec.subject).not.toBe('kettlebells');
	});
});

describe('findPictograms', () => {
	// The stick figure the generator used to draw: a round head, a torso and arms from the neck, legs from the hip.
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

describe('initials', () => {
	it.each([
		['Alex Moreno', 'AM'],
		['Nina  Okoro', 'NO'],
		['Jean-Luc de la Cruz', 'JC'],
		['Cher', 'C'],
		['émile zola', 'ÉZ'],
	])('%s gives %s', (name, expected) => {
		expect(initials(name)).toBe(expected);
	});
});

describe('hero video scene', async () => {
	const { heroScenes, turningLayer } = await import('../../scripts/stand-ins/video.mjs');
	const sharp = (await import('sharp')).default;
	// The turning layer is a square that the video rotates: any of the plate on its edge is cut flat, at every frame.
	it('turns a plate with clear space all round it, at the size the poster draws it', async () => {
		const { spec } = turningLayer();
		const { data, info } = await sharp(Buffer.from(standInSvg(spec)))
			.ensureAlpha()
			.raw()
			.toBuffer({ resolveWithObject: true });
		const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3] ?? 0;
		const edge = Array.from({ length: info.width }, (_, i) => [
			alpha(i, 0),
			alpha(i, info.height - 1),
			alpha(0, i),
			alpha(info.width - 1, i),
		]).flat();
		expect(Math.max(...edge)).toBe(0);
		// The plate's disc spans the poster's motif size: the rotation's circle, not the square, bounds it.
		const scene = heroScenes[0]!;
		expect(spec.width * spec.crop.zoom).toBeCloseTo(Math.min(scene.width, scene.height) * scene.crop.zoom, 6);
	});
	// The page's heading and JOIN NOW sit over the video: no words, no people, and one scene (no cross-fades).
	it('is one scene', () => {
		expect(heroScenes).toHaveLength(1);
	});
	it.each(heroScenes.map((scene, i) => [i + 1, scene] as const))('scene %i draws no words and no figure', (_, scene) => {
		const svg = standInSvg(scene);
		expect(svg).not.toMatch(/<text\b/i);
		expect(findPictograms(svg)).toEqual([]);
	});
	// The heading, intro and button sit at the bottom left: the subject stays in the right half.
	it.each(heroScenes.map((scene, i) => [i + 1, scene] as const))('scene %i keeps the subject right of centre', (_, scene) => {
		expect(scene.crop.x - scene.crop.zoom * (scene.height / scene.width) * 0.5).toBeGreaterThanOrEqual(0.45);
	});
});
