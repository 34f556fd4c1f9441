// @ts-check
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { cmapCodePoints, headingGlyphs, missingGlyphs } from '../lib/font-glyphs.mjs';

const require = createRequire(import.meta.url);
/** Oswald's Latin file; the subset keeps its weight axis from 400 to 700, the weights the site uses. */
export const sourceFont = require.resolve('@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2');
const textFile = /\.(md|mdx|ya?ml)$/i;

/**
 * Every editor-written text file under `dir`, as [path, text] pairs.
 * @param {string} dir
 * @returns {[string, string][]}
 */
export function readContentTexts(dir) {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && textFile.test(entry.name))
		.map((entry) => {
			const file = path.join(entry.parentPath, entry.name);
			return /** @type {[string, string]} */ ([file, readFileSync(file, 'utf8')]);
		});
}

/**
 * Writes the heading font, Oswald cut down to the characters the site can show (the base set plus every
 * character in content/), so a new character in content is in the font the next build, never a fallback.
 * Fails, naming the file, when content uses a character Oswald itself does not have.
 * @param {{ contentDir: string, outFile: string }} options
 * @returns {Promise<{ glyphs: number, bytes: number }>}
 */
export async function writeHeadingFont({ contentDir, outFile }) {
	const texts = readContentTexts(contentDir);
	const glyphs = headingGlyphs(texts.map(([, text]) => text));
	const source = await fontverter.convert(readFileSync(sourceFont), 'sfnt');
	const missing = missingGlyphs(glyphs, cmapCodePoints(source));
	if (missing.length > 0) {
		const where = missing.map((char) => {
			const file = texts.find(([, text]) => text.includes(char))?.[0] ?? 'src/lib/font-glyphs.mjs';
			return `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) in ${path.relative(process.cwd(), file)}`;
		});
		throw new Error(`The heading font (Oswald) has no glyph for ${where.join(', ')}. Use a plain character instead.`);
	}
	const font = await subsetFont(source, glyphs, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
	// Only a changed font is written, so the dev server does not reload for nothing.
	if (!existsSync(outFile) || !readFileSync(outFile).equals(font)) {
		mkdirSync(path.dirname(outFile), { recursive: true });
		writeFileSync(outFile, font);
	}
	return { glyphs: [...glyphs].length, bytes: font.length };
}
