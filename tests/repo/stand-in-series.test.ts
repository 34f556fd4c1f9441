import { describe, expect, it } from 'vitest';

import { typeFit, typePlacement, typeSeriesBand, typeSeriesCap } from '../../scripts/stand-ins/art/type-layout.mjs';
import { loadManifests, seriesCap, type Spec, specSvg, typeLetters } from '../../scripts/stand-ins/generate.mjs';

// The words of one series (an album, the class cards) are one size of type: set at one cap height, as a share of the
// frame's width (a grid shows every picture at one width), so PARTNERS and CUES in one grid read as one system, not
// two. A long word stands smaller only as far as it must to fit its frame's safe centre, and never below the series'
// band; the cap is as large as that allows (content/ART-DIRECTION.md, "A poster is set, not scattered").

interface Word {
	out: string;
	width: number;
	height: number;
	seed?: number;
	crops?: NonNullable<Spec['crops']>;
	letters: { width: number; height: number };
}

/** Each word's cap height as a share of its frame's width, as the generator places it at its series' cap. */
const shares = (words: readonly Word[], cap: number) =>
	words.map((word) => {
		const { scale } = typePlacement(word.width, word.height, word.seed ?? 0, word.letters, word.crops, cap);
		const fit = typeFit(word.width, word.height, word.seed ?? 0, word.letters, word.crops).scale;
		return { out: word.out, share: (1000 * scale) / word.width, atFit: Math.abs(scale - fit) / fit < 1e-9 };
	});

/** What is wrong with one series' layout: a word outside the band, shrunk further than it must, or a cap set low. */
function seriesFaults(words: readonly Word[], cap: number): string[] {
	const placed = shares(words, cap);
	const faults = placed.flatMap(({ out, share, atFit }) => [
		...(share > cap * (1 + 1e-9) || share < cap * typeSeriesBand * (1 - 1e-9)
			? [`${out} stands at ${share.toFixed(4)} of the width, outside ${(cap * typeSeriesBand).toFixed(4)} to ${cap.toFixed(4)}`]
			: []),
		...(share < cap * (1 - 1e-9) && !atFit ? [`${out} stands below the cap though it could be larger`] : []),
	]);
	// As large as the band allows: some word fills its safe centre at the cap, or the longest stands at the band's foot.
	const full = placed.some(({ share, atFit }) => atFit && Math.abs(share - cap) / cap < 1e-9);
	const floor = Math.min(...placed.map(({ share }) => share));
	if (!full && Math.abs(floor - cap * typeSeriesBand) / cap > 1e-9) faults.push(`the cap ${cap.toFixed(4)} could be larger`);
	return faults;
}

describe('a series of words (own fixture)', () => {
	const frame = { width: 1800, height: 1350 };
	// A short word, two middling ones, an upright frame and one long word, measured as the generator measures them.
	const words: Word[] = [
		{ out: 'short', ...frame, seed: 0, letters: { width: 1900, height: 1000 } },
		{ out: 'middle', ...frame, seed: 1, letters: { width: 4100, height: 1000 } },
		{ out: 'upright', width: 1200, height: 1600, seed: 2, letters: { width: 4300, height: 1000 } },
		{ out: 'long', ...frame, seed: 3, letters: { width: 6900, height: 1000 } },
	];
	const cap = typeSeriesCap(words);

	it('sets every word in one band, the short word no larger than the rest', () => {
		expect(seriesFaults(words, cap)).toEqual([]);
		const placed = shares(words, cap);
		expect(placed.find(({ out }) => out === 'short')?.share).toBeCloseTo(cap, 9);
		// Without the series' cap each word is set as large as it fits: the short one towers over the long one.
		const alone = words.map((w) => typePlacement(w.width, w.height, w.seed ?? 0, w.letters, w.crops).scale / w.width);
		const spread = (values: number[]) => Math.max(...values) / Math.min(...values);
		expect(spread(alone)).toBeGreaterThan(1 / typeSeriesBand);
		expect(spread(placed.map(({ share }) => share))).toBeLessThanOrEqual(1 / typeSeriesBand + 1e-9);
	});

	it('finds a cap set too large or too small, and a word shrunk further than it must', () => {
		expect(seriesFaults(words, cap * 1.3).length).toBeGreaterThan(0);
		expect(seriesFaults(words, cap * 0.7)).toContain(`the cap ${(cap * 0.7).toFixed(4)} could be larger`);
		expect(seriesFaults([...words, { ...words[0], out: 'tiny', letters: { width: 300, height: 1000 } } as Word], cap)).toEqual([]);
	});

	it('draws a spec of a series the manifests do not hold at its own cap', async () => {
		const spec: Spec = { out: 'tests/fixtures/series-word.jpg', ...frame, word: 'Cues', series: 'a fixture series', seed: 1 };
		const letters = await typeLetters(spec);
		expect(await seriesCap(spec)).toBeCloseTo(typeSeriesCap([{ ...spec, letters }]), 12);
	});
});

describe('the series in the manifests', async () => {
	const specs = Object.values(await loadManifests())
		.flat()
		.filter((spec) => spec.word && spec.series);
	const series = new Map<string, Spec[]>();
	for (const spec of specs) series.set(spec.series ?? '', [...(series.get(spec.series ?? '') ?? []), spec]);
	const measured = await Promise.all(
		[...series].map(async ([name, members]) => ({
			name,
			members,
			words: await Promise.all(members.map(async (spec) => ({ ...spec, letters: await typeLetters(spec) }))),
		})),
	);

	it('are found', () => {
		expect(series.size).toBeGreaterThan(1);
	});

	it.each(measured.map((found) => [found.name, found] as const))('%s lays every word out in one band', async (_, { members, words }) => {
		const cap = typeSeriesCap(words);
		expect(await seriesCap(members[0] as Spec)).toBeCloseTo(cap, 12);
		expect(seriesFaults(words, cap)).toEqual([]);
		// And the pictures draw their words at that size: the scale in each picture's own markup.
		for (const word of words) {
			const svg = await specSvg(word);
			const drawn = /data-motif="type"[^]*?<path transform="translate\([\d.-]+ [\d.-]+\) scale\(([\d.]+)\)"/.exec(svg)?.[1];
			const { scale } = typePlacement(word.width, word.height, word.seed ?? 0, word.letters, word.crops, cap);
			expect(Number(drawn), word.out).toBeCloseTo(scale, 3);
		}
	});
});
