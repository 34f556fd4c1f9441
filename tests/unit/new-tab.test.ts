import { describe, expect, it } from 'vitest';
import { newTabHint, newTabNote, newTabRel } from '@/lib/new-tab';

describe('newTabNote', () => {
	it.each([
		[undefined, ` (${newTabHint})`],
		['', ` (${newTabHint})`],
		['the class timetable', ` (the class timetable, ${newTabHint})`],
	])('subject %j reads %j', (subject, expected) => {
		expect(newTabNote(subject)).toBe(expected);
	});

	it('starts with a space, so it never runs into the visible link text', () => {
		expect(newTabNote()).toMatch(/^ \(/);
	});
});

describe('newTabRel', () => {
	it('keeps the opener and the referrer from the new page (DEVELOPERS.md: external links)', () => {
		expect(newTabRel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
	});
});
