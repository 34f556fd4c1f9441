import { Parser } from 'htmlparser2';

/** The class that keeps a word on one line (src/styles/global.css). */
const keepWordClass = 'keep-word';

// Text in these elements is not prose, or is not drawn at all.
const skipped = new Set(['script', 'style', 'title', 'textarea', 'pre', 'code', 'svg', 'template', 'head', 'option']);
// A word with a hyphen inside it: e-mail, under-18s, 30-120, Hyrox-style. Not a dash between words (" - ").
const hyphenated = /(?<![\p{L}\p{N}&#-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}-])/gu;

/**
 * Wraps every hyphenated word of a page's text in a span that browsers do not break, so "e-mail" never
 * shows as "e-" and "mail" on two lines; editors type ordinary hyphens. Tags, attributes and the text of
 * scripts, styles, code and SVG are left alone.
 */
export function keepHyphenatedWords(html: string): string {
	const texts: [start: number, end: number][] = [];
	const open: string[] = [];
	let depth = 0;
	const parser = new Parser(
		{
			onopentagname(name) {
				open.push(name);
				if (skipped.has(name)) depth++;
			},
			onclosetag(name) {
				const at = open.lastIndexOf(name);
				if (at === -1) return;
				for (const closed of open.splice(at)) if (skipped.has(closed)) depth--;
			},
			ontext() {
				if (depth === 0) texts.push([parser.startIndex, parser.endIndex]);
			},
		},
		{ decodeEntities: false, lowerCaseTags: true, recognizeSelfClosing: true },
	);
	parser.end(html);
	let out = '';
	let last = 0;
	for (const [start, end] of texts) {
		const text = html.slice(start, end + 1);
		if (!text.includes('-')) continue;
		out += html.slice(last, start) + text.replace(hyphenated, (word) => `<span class="${keepWordClass}">${word}</span>`);
		last = end + 1;
	}
	return out + html.slice(last);
}
