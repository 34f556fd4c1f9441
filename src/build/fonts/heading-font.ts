import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import fontverter from 'fontverter';
import subsetFont from 'subset-font';

import type { SourceFile } from '../content-check/files.ts';
import { cmapCodePoints, headingGlyphs, missingGlyphs } from './font-glyphs.ts';

const require = createRequire(import.meta.url);
/** Oswald's Latin file; the subset keeps its weight axis from 400 to 700, the weights the site uses. */
export const sourceFont = require.resolve('@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2');

/**
 * Oswald cut down to the characters the site can show: the base set plus every character of `texts` (the
 * content files), so a new character in content is in the font the next build, never a fallback. Fails, naming
 * the file, when content uses a character Oswald itself does not have.
 */
export async function subsetHeadingFont(texts: SourceFile[]): Promise<Buffer> {
	const glyphs = headingGlyphs(texts.map(({ text }) => text));
	const source = await fontverter.convert(readFileSync(sourceFont), 'sfnt');
	const missing = missingGlyphs(glyphs, cmapCodePoints(source));
	if (missing.length > 0) {
		const where = missing.map((char) => {
			const file = texts.find(({ text }) => text.includes(char))?.path ?? 'src/build/fonts/font-glyphs.ts';
			return `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) in ${file}`;
		});
		throw new Error(`The heading font (Oswald) has no glyph for ${where.join(', ')}. Use a plain character instead.`);
	}
	return subsetFont(source, glyphs, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
}
