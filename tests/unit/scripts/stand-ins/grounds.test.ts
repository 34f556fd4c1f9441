import { describe, expect, it } from 'vitest';

import { litHalftone } from '../../../../scripts/stand-ins/art/grounds.mjs';

// The halftone ground under a word: its dots never touch the word's box, so the letters stand on a quiet ground.
describe('litHalftone', () => {
	const [width, height] = [1200, 900];
	const dots = (svg: string) =>
		[...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"\/>/g)].map(([, x, y, r]) => ({
			x: Number(x),
			y: Number(y),
			r: Number(r),
		}));

	it('keeps half a step clear round the word, and draws the screen elsewhere', () => {
		const clear = { left: 300, top: 350, right: 900, bottom: 550 };
		const margin = Math.min(width, height) / 15 / 2;
		for (const shade of [false, true]) {
			const drawn = dots(litHalftone(width, height, '#c8102e', 0, 0, 2000, shade, clear));
			expect(drawn.length).toBeGreaterThan(20);
			const touching = drawn.filter(
				({ x, y, r }) =>
					x + r > clear.left - margin && x - r < clear.right + margin && y + r > clear.top - margin && y - r < clear.bottom + margin,
			);
			expect(touching).toEqual([]);
		}
	});

	it('covers the word box with dots when told of no word', () => {
		const drawn = dots(litHalftone(width, height, '#c8102e', 600, 450, 2000));
		expect(drawn.some(({ x, y }) => x > 300 && x < 900 && y > 350 && y < 550)).toBe(true);
	});
});
