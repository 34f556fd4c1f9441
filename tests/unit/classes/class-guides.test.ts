import { describe, expect, it } from 'vitest';
import { isListedGuide, listClassGuides } from '@/lib/classes/class-guides';

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
