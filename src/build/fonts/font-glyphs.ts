// Pure helpers for the heading font's subset: which characters it must hold and which a font file holds.

/** Characters the headings may use whatever the content says today, ASCII and common typography. */
export const baseGlyphs = (() => {
	let text = '';
	for (let code = 0x20; code < 0x7f; code += 1) text += String.fromCharCode(code);
	return `${text}£€–—‘’“”·…`;
})();

/**
 * The characters a subset must hold to render `texts` in the heading font: the base set plus every printable
 * character of the texts, in code point order without repeats.
 */
export function headingGlyphs(texts: readonly string[]): string {
	const chars = new Set(baseGlyphs);
	for (const text of texts) {
		for (const char of text) {
			// Whitespace other than the space, and control characters, never reach the page as glyphs.
			if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\s/u.test(char) && char !== ' ') continue;
			// Emoji come from the system's emoji font whatever the page asks for; no text font has them.
			if (/[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0E\uFE0F\u20E3]/u.test(char)) continue;
			chars.add(char);
		}
	}
	return [...chars].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/**
 * The code points a TrueType/OpenType font (sfnt, not WOFF2) maps to glyphs, read from its cmap table
 * (subtable formats 4 and 12, which every Unicode font has).
 */
export function cmapCodePoints(sfnt: Uint8Array): Set<number> {
	const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
	const tableCount = view.getUint16(4);
	let cmap = -1;
	for (let i = 0; i < tableCount; i += 1) {
		const record = 12 + i * 16;
		const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
		if (tag === 'cmap') cmap = view.getUint32(record + 8);
	}
	if (cmap < 0) throw new Error('The font has no cmap table');
	const points = new Set<number>();
	const subtables = view.getUint16(cmap + 2);
	for (let i = 0; i < subtables; i += 1) {
		const offset = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
		const format = view.getUint16(offset);
		if (format === 4) readFormat4(view, offset, points);
		else if (format === 12) readFormat12(view, offset, points);
	}
	return points;
}

function readFormat4(view: DataView, offset: number, points: Set<number>) {
	const segments = view.getUint16(offset + 6) / 2;
	const ends = offset + 14;
	const starts = ends + segments * 2 + 2;
	const deltas = starts + segments * 2;
	const rangeOffsets = deltas + segments * 2;
	for (let s = 0; s < segments; s += 1) {
		const end = view.getUint16(ends + s * 2);
		const start = view.getUint16(starts + s * 2);
		const delta = view.getInt16(deltas + s * 2);
		const rangeOffset = view.getUint16(rangeOffsets + s * 2);
		for (let code = start; code <= end && code !== 0xffff; code += 1) {
			let glyph: number;
			if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
			else {
				const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
				const raw = view.getUint16(at);
				glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
			}
			if (glyph !== 0) points.add(code);
		}
	}
}

function readFormat12(view: DataView, offset: number, points: Set<number>) {
	const groups = view.getUint32(offset + 12);
	for (let g = 0; g < groups; g += 1) {
		const group = offset + 16 + g * 12;
		const start = view.getUint32(group);
		const end = view.getUint32(group + 4);
		const firstGlyph = view.getUint32(group + 8);
		for (let code = start; code <= end; code += 1) if (firstGlyph + (code - start) !== 0) points.add(code);
	}
}

/** The characters of `glyphs` that `points` lacks. */
export function missingGlyphs(glyphs: string, points: Set<number>): string[] {
	return [...glyphs].filter((char) => !points.has(char.codePointAt(0) ?? -1));
}
