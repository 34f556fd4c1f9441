import { siteLocale } from './browser/gym-locale.ts';

/** Text to match as it is in a regular expression: each sign a pattern reads escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts text to at most `max` characters, ending in an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	// Count code points, so a cut never splits an emoji into half a character.
	const chars = Array.from(clean);
	if (chars.length <= max) return clean;
	return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Search engines show about 155 characters of a description. */
export const metaDescriptionLength = 155;

/** The meta description: whitespace folded and cut to 155 characters with an ellipsis. */
export function toMetaDescription(text: string): string {
	return truncate(text, metaDescriptionLength);
}

/**
 * Cuts text to at most `max` characters at a word boundary, ending in an ellipsis when anything was cut, so a
 * word is never shown in half. A single word longer than `max` is cut where it must be.
 */
export function truncateAtWord(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	const chars = Array.from(clean);
	if (chars.length <= max) return clean;
	const head = chars.slice(0, max).join('');
	const lastSpace = chars[max] === ' ' ? max : head.lastIndexOf(' ');
	const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head;
	// "training tee, …" reads as a slip; the ellipsis replaces any punctuation left at the cut.
	return `${cut.trimEnd().replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The first sentence of text, for a line on a card: up to the first full stop, question or exclamation mark that a
 * space and a capital letter follow; the whole text, whitespace folded, when it has one sentence.
 */
export function firstSentence(text: string): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	const end = /[.!?](?= \p{Lu})/u.exec(clean);
	return end ? clean.slice(0, end.index + 1) : clean;
}

/**
 * The first paragraph of Markdown text as it is written, up to the first blank line; the text trimmed. A team member's
 * bio opens with the lines that introduce them, which a class page shows beside their portrait.
 */
export function firstParagraph(markdown: string): string {
	return markdown.trim().split(/\n\s*\n/)[0] ?? '';
}

const nameList = new Intl.ListFormat(siteLocale, { style: 'long', type: 'conjunction' });

/** Names joined for a byline, e.g. "Alex Moreno, Beth Carver and Kofi Mensah". */
export function joinNames(names: readonly string[]): string {
	return nameList.format(names);
}

/**
 * Drops the line break and indentation at the start and end of rendered HTML. Astro's compressHTML removes them in a
 * template's own elements but keeps them around text passed to a component: `<ExternalLink>⏎⇥Get
 * directions⏎</ExternalLink>`. Spaces on the same line, and line breaks inside the HTML (a Markdown soft break in link
 * text), stay.
 */
export function trimEdgeLines(html: string): string {
	return html.replace(/^\s*\n\s*|\s*\n\s*$/g, '');
}

/** A person's initials, first and last name: "Dan Whitfield" gives "DW", "Cher" gives "C". */
export function initials(name: string): string {
	const words = name.trim().split(/\s+/).filter(Boolean);
	const first = words[0]?.[0] ?? '';
	const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
	return (first + last).toLocaleUpperCase(siteLocale);
}

/** Words around one figure, for a figure drawn large: the words before it, the figure, the words after it. */
export interface FigureWords {
	before: string;
	figure: string;
	after: string;
}

/** A template split around its placeholder `{name}`: ('{count} Photos', 'count', '14') gives '', '14', 'Photos'. */
export function splitAround(template: string, name: string, value: string): FigureWords {
	const [before = '', after = ''] = template.split(`{${name}}`);
	return { before: before.trim(), figure: value, after: after.trim() };
}
