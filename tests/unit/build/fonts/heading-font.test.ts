import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';

import { fontBudget } from '@/build/budgets';
import { readContentTexts } from '@/build/content-check/files';
import { cmapCodePoints, headingGlyphs, missingGlyphs } from '@/build/fonts/font-glyphs';
import { subsetHeadingFont } from '@/build/fonts/heading-font';

/** A project folder holding only the given content files. */
const fixture = (files: Record<string, string>) => {
	const root = mkdtempSync(path.join(tmpdir(), 'heading-font-'));
	for (const [name, text] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true });
		writeFileSync(path.join(root, 'content', name), text);
	}
	return root;
};
const subsetPoints = async (font: Buffer) => cmapCodePoints(await fontverter.convert(font, 'sfnt'));

// Font subsetting takes seconds of CPU; on a shared CI machine 5 s is not always enough.
describe('subsetHeadingFont', { timeout: 30_000 }, () => {
	it(`cuts Oswald to every character the real content uses, within the ${fontBudget / 1024} KB budget`, async () => {
		const texts = readContentTexts(process.cwd());
		const font = await subsetHeadingFont(texts);
		expect(missingGlyphs(headingGlyphs(texts.map(({ text }) => text)), await subsetPoints(font))).toEqual([]);
		expect(font.length).toBeLessThanOrEqual(fontBudget);
	});

	it('takes in a character that new content brings, so it never falls back', async () => {
		const font = await subsetHeadingFont(readContentTexts(fixture({ 'team/zoe.md': '---\nname: Zoë Åström\n---\n' })));
		expect(missingGlyphs('ëÅö', await subsetPoints(font))).toEqual([]);
	});

	it('fails naming the file when content uses a character Oswald does not have', async () => {
		await expect(subsetHeadingFont(readContentTexts(fixture({ 'pages/home.yaml': 'heading: Привет\n' })))).rejects.toThrow(
			/no glyph for "П" \(U\+041F\) in content\/pages\/home\.yaml/,
		);
	});
});
