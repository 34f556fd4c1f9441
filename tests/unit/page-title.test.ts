import { describe, expect, it } from 'vitest';
import { maxTitleLength, pageTitle } from '@/lib/page-title';

const site = { name: 'Northside Strength & Conditioning', shortName: 'Northside' };
const of = (length: number) => 'H'.repeat(length);

describe('pageTitle', () => {
	it.each([
		{ heading: 'Timetable', title: 'Timetable | Northside Strength & Conditioning' },
		// 36 + 3 + 33 = 72: the long name no longer fits, the short one does.
		{ heading: of(36), title: `${of(36)} | Northside` },
		// 34 + 3 + 33 = 70 exactly: the long name still fits.
		{ heading: of(34), title: `${of(34)} | Northside Strength & Conditioning` },
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
		for (let length = 1; length <= 200; length++) expect(pageTitle(of(length), site).length).toBeLessThanOrEqual(maxTitleLength);
	});
});
