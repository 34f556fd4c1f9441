import { describe, expect, it } from 'vitest';

import { maxTitleLength, pageTitle, sectionPageHeading, titleLength } from '@/lib/seo/page-title';

const site = { name: 'Northside Strength & Conditioning', shortName: 'Northside' };
const of = (length: number) => 'H'.repeat(length);

describe('pageTitle', () => {
	it.each([
		{ heading: 'Timetable', title: 'Timetable | Northside Strength & Conditioning' },
		// The name is 37 characters in the page source (& is &amp;). 31 + 3 + 37 = 71: the long name does not fit,
		// the short one does.
		{ heading: of(31), title: `${of(31)} | Northside` },
		// 30 + 3 + 37 = 70 exactly: the long name still fits.
		{ heading: of(30), title: `${of(30)} | Northside Strength & Conditioning` },
		// 58 + 3 + 9 = 70 exactly: the short name fits.
		{ heading: of(58), title: `${of(58)} | Northside` },
		// 59 + 3 + 9 = 71: no name fits, the heading stands alone.
		{ heading: of(59), title: of(59) },
		{ heading: of(70), title: of(70) },
		{ heading: '  Spaced \n out  ', title: 'Spaced out | Northside Strength & Conditioning' },
	])('$heading.length characters: $title', ({ heading, title }) => {
		expect(pageTitle(heading, site)).toBe(title);
	});

	it('cuts a heading longer than the limit at a word, with an ellipsis', () => {
		const heading = 'word '.repeat(20).trim();
		const title = pageTitle(heading, site);
		expect(title).toBe(`${'word '.repeat(14).trim()}…`);
		expect(title.length).toBeLessThanOrEqual(maxTitleLength);
	});

	it('never passes the limit, whatever the heading', () => {
		for (let length = 1; length <= 200; length++) {
			expect(titleLength(pageTitle(of(length), site))).toBeLessThanOrEqual(maxTitleLength);
			expect(titleLength(pageTitle('& '.repeat(length), site))).toBeLessThanOrEqual(maxTitleLength);
		}
	});

	it.each([
		['Strength & Conditioning', 27],
		['<b> "quoted" it\'s', 17 + 3 + 3 + 5 + 5 + 4],
		['plain', 5],
	])('counts %s as html-validate does, in the page source: %i', (text, length) => {
		expect(titleLength(text)).toBe(length);
	});

	it('counts an ampersand as the five characters of &amp;', () => {
		// 66 characters with one ampersand: 70 in the source, so it stands alone; one more and it is cut.
		const heading = `Results & ${'H'.repeat(56)}`;
		expect(pageTitle(heading, site)).toBe(heading);
		expect(pageTitle(`${heading}H`, site)).toBe('Results &…');
	});
});

describe('sectionPageHeading', () => {
	it.each([
		['Open day', 'Gallery', 'Open day | Gallery'],
		['Kit & rigs', 'Our gym in pictures', 'Kit & rigs | Our gym in pictures'],
	])('%s in %s', (heading, section, expected) => {
		expect(sectionPageHeading(heading, section)).toBe(expected);
	});
});
