import { describe, expect, it } from 'vitest';

import { litHalftone, printScreen } from '../../../../scripts/stand-ins/art/grounds.mjs';

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

// The about page's print: a fine, regular screen in one region of the frame, fading out well before the word.
describe('printScreen', () => {
	const [width, height] = [1200, 900];
	const inks = { bg: '#e6dfd2', mid: '#c8102e', fg: '#17110f' };
	const dots = (svg: string) =>
		[...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"\/>/g)].map(([, x, y, r]) => ({
			x: Number(x),
			y: Number(y),
			r: Number(r),
		}));
	const clear = { left: 300, top: 350, right: 900, bottom: 550 };

	it('draws many small dots on a fine screen, about 1.2 % of the width apart', () => {
		for (const n of [0, 1, 2]) {
			const drawn = dots(printScreen(width, height, inks, n, clear));
			expect(drawn.length).toBeGreaterThan(400);
			// No dot wider than the pitch: the screen never closes into solid ink.
			expect(Math.max(...drawn.map(({ r }) => r * 2))).toBeLessThanOrEqual(width * 0.012);
		}
	});

	it('keeps the screen to one region of the frame, clear of the word by three steps and more', () => {
		const margin = width * 0.012 * 3;
		for (const n of [0, 1, 2]) {
			const drawn = dots(printScreen(width, height, inks, n, clear));
			const touching = drawn.filter(
				({ x, y, r }) =>
					x + r > clear.left - margin && x - r < clear.right + margin && y + r > clear.top - margin && y - r < clear.bottom + margin,
			);
			expect(touching).toEqual([]);
			// Under half the frame carries dots: the rest is bare paper.
			const cells = new Set(drawn.map(({ x, y }) => `${Math.floor(x / 100)},${Math.floor(y / 100)}`));
			expect(cells.size).toBeLessThan((12 * 9) / 2);
		}
	});

	it('inks its dots close to the paper, never the full crimson', () => {
		const ink = /<g fill="(#[0-9a-f]{6})">/.exec(printScreen(width, height, inks, 0, clear))?.[1];
		expect(ink).toBeDefined();
		expect(ink).not.toBe(inks.mid);
	});
});
