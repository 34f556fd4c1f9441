import { describe, expect, it } from 'vitest';
import { newTabNote, newTabRel } from '@/components/ui/new-tab';
import { words } from '../../../support/content';

describe('newTabNote', () => {
	const hint = words.newTab;
	it.each([
		[undefined, ` (${hint})`],
		['', ` (${hint})`],
		['the fixture subject', ` (the fixture subject, ${hint})`],
	])('subject %j reads %j', (subject, expected) => {
		expect(newTabNote(hint, subject)).toBe(expected);
	});

	it('starts with a space, so it never runs into the visible link text', () => {
		expect(newTabNote(hint)).toMatch(/^ \(/);
	});
});

describe('newTabRel', () => {
	it('keeps the opener and the referrer from the new page (DEVELOPERS.md: external links)', () => {
		expect(newTabRel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
	});
});
