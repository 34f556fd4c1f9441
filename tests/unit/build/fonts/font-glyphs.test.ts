import { readFileSync } from 'node:fs';

import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';

import { baseGlyphs, cmapCodePoints, headingGlyphs, missingGlyphs } from '@/build/fonts/font-glyphs';
import { sourceFont } from '@/build/fonts/heading-font';

const oswald = async () => cmapCodePoints(await fontverter.convert(readFileSync(sourceFont), 'sfnt'));

describe('headingGlyphs', () => {
	it('always holds ASCII and common typography', () => {
		for (const char of 'AZaz09!?&£€–—‘’“”·…') expect(headingGlyphs([])).toContain(char);
	});

	it.each([
		['a new letter in content', ['Café'], 'é'],
		['a symbol in content', ['Price: 5×3'], '×'],
		['a character from a second file', ['plain', 'Zoë'], 'ë'],
	])('adds %s', (_, texts, char) => {
		expect(headingGlyphs(texts)).toContain(char);
	});

	it('leaves emoji to the emoji font, so staff can type them anywhere', () => {
		expect(headingGlyphs(['Go 💪🏋️‍♀️👍🏽 🇬🇧 1️⃣ ❤️'])).toBe(headingGlyphs(['Go  1']));
	});

	it('skips line breaks, tabs and invisible format characters, and lists each character once, in order', () => {
		const glyphs = headingGlyphs(['a\n\tb\u200d c', 'aaa']);
		expect(glyphs).not.toMatch(/[\n\t\u200d]/);
		expect(glyphs).toBe(headingGlyphs([]));
		expect([...glyphs].map((c) => c.codePointAt(0))).toEqual([...glyphs].map((c) => c.codePointAt(0)).sort((a, b) => (a ?? 0) - (b ?? 0)));
	});
});

describe('cmapCodePoints and missingGlyphs', () => {
	it('reads the characters of Oswald, which has Latin and lacks Cyrillic in its Latin file', async () => {
		const points = await oswald();
		expect(missingGlyphs(baseGlyphs, points)).toEqual([]);
		expect(missingGlyphs('AЖ😀', points)).toEqual(['Ж', '😀']);
	});
});
