import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { cmapCodePoints, headingGlyphs, missingGlyphs } from '@/lib/font-glyphs.mjs';
import { readContentTexts, writeHeadingFont } from '@/integrations/heading-font.mjs';

const contentDir = path.resolve('content');
const fixture = (files: Record<string, string>) => {
	const dir = mkdtempSync(path.join(tmpdir(), 'heading-font-'));
	for (const [name, text] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
		writeFileSync(path.join(dir, name), text);
	}
	return dir;
};
const subsetPoints = async (file: string) => cmapCodePoints(await fontverter.convert(readFileSync(file), 'sfnt'));

// Font subsetting takes seconds of CPU; on a shared CI machine 5 s is not always enough.
describe('writeHeadingFont', { timeout: 30_000 }, () => {
	it('cuts Oswald to every character the real content uses, within the 15 KB budget', async () => {
		const outFile = path.join(mkdtempSync(path.join(tmpdir(), 'font-')), 'oswald.woff2');
		const { bytes } = await writeHeadingFont({ contentDir, outFile });
		const glyphs = headingGlyphs(readContentTexts(contentDir).map(([, text]) => text));
		expect(missingGlyphs(glyphs, await subsetPoints(outFile))).toEqual([]);
		expect(bytes).toBeLessThanOrEqual(15 * 1024);
	});

	it('takes in a character that new content brings, so it never falls back', async () => {
		const dir = fixture({ 'team/zoe.md': '---\nname: Zoë Åström\n---\n' });
		const outFile = path.join(dir, 'out.woff2');
		await writeHeadingFont({ contentDir: dir, outFile });
		const points = await subsetPoints(outFile);
		expect(missingGlyphs('ëÅö', points)).toEqual([]);
	});

	it('fails naming the file when content uses a character Oswald does not have', async () => {
		const dir = fixture({ 'pages/home.yaml': 'heading: Привет\n' });
		await expect(writeHeadingFont({ contentDir: dir, outFile: path.join(dir, 'out.woff2') })).rejects.toThrow(
			/no glyph for "П" \(U\+041F\) in .*pages\/home\.yaml/,
		);
	});
});
