import { describe, expect, it } from 'vitest';
import { composition, standInSvg } from '../../scripts/stand-ins/art.mjs';
import { loadManifests, specSvg, type Spec } from '../../scripts/stand-ins/generate.mjs';

const manifests = await loadManifests();
const all = Object.entries(manifests).flatMap(([name, specs]) => specs.map((spec) => ({ name, spec })));
const isWordmark = (spec: Spec) => Boolean(spec.logo ?? spec.partner ?? spec.brand);

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

	it.each(all.map(({ name, spec }) => [name, spec.out, spec] as const))('%s: %s draws no <text> element', async (_, __, spec) => {
		expect(await specSvg(spec)).not.toMatch(/<text\b/i);
	});

	// Wordmarks are names by nature: only the gym's logo, its share image and the partners' logos may carry one.
	it('keeps wordmarks to the logo, the share image and the partner logos', () => {
		const wordmarks = all.filter(({ spec }) => isWordmark(spec)).map(({ spec }) => spec.out);
		for (const out of wordmarks) expect(out).toMatch(/^content\/(settings\/(logo\.svg|og-image\.jpg)|affiliates\/)/);
	});

	it('draws the logo as a scalable SVG', () => {
		const logos = all.filter(({ spec }) => spec.logo).map(({ spec }) => spec.out);
		expect(logos).toEqual(['content/settings/logo.svg']);
	});

	// Neighbours on a page (an album, the home sections, the team) never look alike.
	it.each(Object.entries(manifests))('%s: no two neighbouring pictures are the same', async (_, specs) => {
		const art = specs.filter((spec) => !isWordmark(spec));
		const svgs = await Promise.all(art.map((spec) => specSvg(spec)));
		const folder = (spec?: Spec) => spec?.out.slice(0, spec.out.lastIndexOf('/'));
		for (let i = 1; i < art.length; i++) {
			const [before, spec] = [art[i - 1], art[i]];
			if (folder(before) !== folder(spec)) continue;
			expect(svgs[i], `${spec?.out} repeats ${before?.out}`).not.toBe(svgs[i - 1]);
			const same = before?.subject === spec?.subject && before?.palette === spec?.palette;
			expect(same, `${spec?.out} has the subject and palette of ${before?.out}`).toBe(false);
		}
	});

	it('uses no kettlebell for the supplements card', () => {
		const card = all.find(({ spec }) => spec.out.endsWith('shop-card-supplements.jpg'));
		expect(card?.spec.subject).not.toBe('kettlebell');
	});
});

describe('standInSvg', () => {
	it.each([0, 1, 2, 3, 4, 5])('frames seed %i differently from the seed before', (seed) => {
		const a = composition(seed);
		const b = composition(seed + 1);
		expect(a.crop === b.crop && a.backdrop === b.backdrop).toBe(false);
	});

	it('writes a valid-looking SVG of the requested size', () => {
		const svg = standInSvg({ width: 640, height: 480, subject: 'rack', palette: 'steel', seed: 2 });
		expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
		expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
	});
});

describe('hero video scenes', async () => {
	const { heroScenes } = await import('../../scripts/stand-ins/video.mjs');
	// The page's heading and JOIN NOW sit over the video, so no frame carries words of its own.
	it.each(heroScenes.map((scene, i) => [i + 1, scene] as const))('scene %i draws no <text> element', (_, scene) => {
		expect(standInSvg(scene)).not.toMatch(/<text\b/i);
	});
});
