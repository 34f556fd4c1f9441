import { describe, expect, it } from 'vitest';

import {
	firstParagraph,
	firstSentence,
	initials,
	joinNames,
	metaDescriptionLength,
	splitAround,
	toMetaDescription,
	trimEdgeLines,
	truncate,
} from '@/lib/text';

const a = (n: number) => 'a'.repeat(n);

describe('truncate', () => {
	it.each([
		['short text stays whole', 'Lift heavy.', 20, 'Lift heavy.'],
		['text of exactly the limit stays whole', a(10), 10, a(10)],
		['one character over is cut with an ellipsis', a(11), 10, `${a(10)}…`],
		['a cut inside a word keeps the first part of it', 'Strength and conditioning', 12, 'Strength and…'],
		['a space at the cut is not kept before the ellipsis', `${a(9)} bcd`, 10, `${a(9)}…`],
		['runs of spaces, tabs and newlines fold to one space', 'Open\n\tmat   daily', 20, 'Open mat daily'],
		['folded whitespace counts as one character', `${a(5)}\n\n\n${a(4)}`, 10, `${a(5)} ${a(4)}`],
		['leading and trailing whitespace is dropped', '  Lift heavy.\n', 11, 'Lift heavy.'],
		['empty text stays empty', '', 10, ''],
		['whitespace only becomes empty', ' \n\t ', 10, ''],
		['an emoji counts as one character', `${a(9)}💪`, 10, `${a(9)}💪`],
		['a cut never splits an emoji', `${a(9)}💪💪`, 10, `${a(9)}💪…`],
	])('%s', (_, text, max, expected) => {
		expect(truncate(text, max)).toBe(expected);
	});

	it('never returns more than the limit plus the ellipsis', () => {
		const out = truncate('word '.repeat(100), 37);
		expect(Array.from(out).length).toBeLessThanOrEqual(38);
		expect(out.endsWith('…')).toBe(true);
	});
});

describe('toMetaDescription', () => {
	it('cuts at 155 characters', () => {
		expect(metaDescriptionLength).toBe(155);
	});

	it.each([
		['154 characters stay whole', a(154), a(154)],
		['exactly 155 characters stay whole', a(155), a(155)],
		['156 characters become 155 plus an ellipsis', a(156), `${a(155)}…`],
		['a long text becomes 155 plus an ellipsis', a(400), `${a(155)}…`],
		['a space at character 155 is dropped before the ellipsis', `${a(154)} and more`, `${a(154)}…`],
		['155 characters once the line breaks are folded stay whole', `${a(77)}\n\n${a(77)}`, `${a(77)} ${a(77)}`],
		['surrounding whitespace does not count', `  ${a(155)}  `, a(155)],
	])('%s', (_, text, expected) => {
		expect(toMetaDescription(text)).toBe(expected);
	});

	it('cuts a real sentence-length description', () => {
		const text =
			'Engine Club is a 30-minute lunchtime class, twice a week, for all levels. Work in heart-rate zones, build an engine for sport and life, and be back at your desk in time.';
		const out = toMetaDescription(text);
		expect(out).toBe(`${text.slice(0, 155).trimEnd()}…`);
		expect(out.length).toBe(156);
	});
});

describe('joinNames', () => {
	it.each([
		[['Alex Moreno'], 'Alex Moreno'],
		[['Alex Moreno', 'Beth Carver'], 'Alex Moreno and Beth Carver'],
		[['Alex Moreno', 'Beth Carver', 'Kofi Mensah'], 'Alex Moreno, Beth Carver and Kofi Mensah'],
	])('%j → %s', (names, expected) => {
		expect(joinNames(names)).toBe(expected);
	});
});

describe('firstSentence', () => {
	it.each([
		['the first of two sentences', 'Lift with us. Every level is welcome.', 'Lift with us.'],
		['one sentence stays whole', 'A coached hour of lifting, twice a week.', 'A coached hour of lifting, twice a week.'],
		['a question or an exclamation ends one too', 'New to lifting? Start here!', 'New to lifting?'],
		[
			'a stop inside a figure or before a small letter does not',
			'Lift 2.5 kg more, e.g. by week six. Then rest.',
			'Lift 2.5 kg more, e.g. by week six.',
		],
		['whitespace folds', ' Lift\n with us.  Rest. ', 'Lift with us.'],
		['no full stop at all', 'Lift with us', 'Lift with us'],
	])('%s', (_, text, expected) => {
		expect(firstSentence(text)).toBe(expected);
	});
});

describe('firstParagraph', () => {
	it.each([
		['one paragraph stays whole', 'Chloe coaches Metcon.', 'Chloe coaches Metcon.'],
		['the first of two paragraphs', 'Chloe coaches Metcon.\n\nShe came from rowing.', 'Chloe coaches Metcon.'],
		['a blank line holding spaces ends one too', 'Chloe coaches.\n  \t\nShe rows.', 'Chloe coaches.'],
		['a single line break stays inside the paragraph', 'Chloe coaches\nMetcon.\n\nShe rows.', 'Chloe coaches\nMetcon.'],
		['blank lines before the first paragraph are dropped', '\n\n  Chloe coaches.\n\nShe rows.\n', 'Chloe coaches.'],
		['an empty bio stays empty', '', ''],
	])('%s', (_, markdown, expected) => {
		expect(firstParagraph(markdown)).toBe(expected);
	});
});

describe('trimEdgeLines', () => {
	it.each([
		['\n\t\t\tGet directions\n\t\t', 'Get directions'],
		['\n\t\t\t\tBuy Now<span class="sr-only">: Hoodie</span>\n\t\t\t', 'Buy Now<span class="sr-only">: Hoodie</span>'],
		['<svg aria-hidden="true"><rect/></svg>Instagram', '<svg aria-hidden="true"><rect/></svg>Instagram'],
		['Book a <strong>free</strong>\ntaster', 'Book a <strong>free</strong>\ntaster'],
		['  SIGN UP  ', '  SIGN UP  '],
		['\n', ''],
		['', ''],
	])('%j becomes %j', (html, expected) => {
		expect(trimEdgeLines(html)).toBe(expected);
	});
});

describe('initials', () => {
	it.each([
		['Alex Moreno', 'AM'],
		['Nina  Okoro', 'NO'],
		['Jean-Luc de la Cruz', 'JC'],
		['Cher', 'C'],
		['émile zola', 'ÉZ'],
	])('%s gives %s', (name, expected) => {
		expect(initials(name)).toBe(expected);
	});
});

describe('splitAround', () => {
	it.each([
		['{count} Photos', { before: '', figure: '7', after: 'Photos' }],
		['Since {count}', { before: 'Since', figure: '7', after: '' }],
		['Open {count} days', { before: 'Open', figure: '7', after: 'days' }],
		['no placeholder', { before: 'no placeholder', figure: '7', after: '' }],
	])('%s', (template, parts) => {
		expect(splitAround(template, 'count', '7')).toEqual(parts);
	});
});
