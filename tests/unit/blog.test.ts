import { describe, expect, it } from 'vitest';
import { formatDay, isExternalLink, isListedGuide, isoDay, joinNames, listClassGuides, newestFirst } from '@/lib/blog';

const guide = (classTitle: string, order: number, flags: Partial<{ hidden: boolean; unfinished: boolean; hasPage: boolean }> = {}) => ({
	data: { classTitle, order, hidden: false, unfinished: false, hasPage: true, ...flags },
});

describe('isListedGuide', () => {
	it.each([
		['a finished guide with a page', {}, true],
		['a hidden guide', { hidden: true }, false],
		['an unfinished guide', { unfinished: true }, false],
		['a guide without a page', { hasPage: false }, false],
	])('%s → %s', (_, flags, expected) => {
		expect(isListedGuide(guide('X', 1, flags).data)).toBe(expected);
	});
});

describe('listClassGuides', () => {
	it('keeps listed guides, by order then title', () => {
		const guides = [
			guide('Medley', 6),
			guide('Mobility Clinic', 14, { hidden: true, hasPage: false }),
			guide('Sauna Social', 13, { hidden: true, unfinished: true }),
			guide('Boxing', 4),
			guide('Open Mat', 1),
			guide('ARCX', 4),
		];
		expect(listClassGuides(guides).map((g) => g.data.classTitle)).toEqual(['Open Mat', 'ARCX', 'Boxing', 'Medley']);
	});
});

describe('newestFirst', () => {
	it('puts the newest post first', () => {
		const posts = [
			{ data: { heading: 'September', published: new Date('2025-09-30') } },
			{ data: { heading: 'Hydra', published: new Date('2025-10-19') } },
		];
		expect(newestFirst(posts).map((p) => p.data.heading)).toEqual(['Hydra', 'September']);
	});
});

describe('dates', () => {
	it.each([
		['2025-09-30', '30 September 2025'],
		['2025-10-19', '19 October 2025'],
		['2025-08-22', '22 August 2025'],
	])('%s reads as %s and stays that day', (iso, label) => {
		expect(formatDay(new Date(iso))).toBe(label);
		expect(isoDay(new Date(iso))).toBe(iso);
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

describe('isExternalLink', () => {
	const site = 'https://www.gym.example';
	it.each([
		['https://hydra.com', true],
		['http://www.arcx.com/events', true],
		['https://www.gym.example/timetable', false],
		['/gallery/open-day', false],
		['/about-us#team', false],
		['#photos', false],
		['mailto:hello@gym.example', false],
	])('%s → %s', (href, expected) => {
		expect(isExternalLink(href, site)).toBe(expected);
	});
});
