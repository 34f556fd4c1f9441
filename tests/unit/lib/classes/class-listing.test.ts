import { describe, expect, it } from 'vitest';

import { isListedClass, listClasses } from '@/lib/classes/class-listing';

const classEntry = (
	classTitle: string,
	order: number,
	flags: Partial<{ hidden: boolean; unfinished: boolean; hasPage: boolean }> = {},
) => ({
	data: { classTitle, order, hidden: false, unfinished: false, hasPage: true, ...flags },
});

describe('isListedClass', () => {
	it.each([
		['a finished class with a page', {}, true],
		['a hidden class', { hidden: true }, false],
		['an unfinished class', { unfinished: true }, false],
		['a class without a page', { hasPage: false }, false],
	])('%s → %s', (_, flags, expected) => {
		expect(isListedClass(classEntry('X', 1, flags).data)).toBe(expected);
	});
});

describe('listClasses', () => {
	it('keeps the listed classes, by order then title', () => {
		const entries = [
			classEntry('Medley', 6),
			classEntry('Mobility Clinic', 14, { hidden: true, hasPage: false }),
			classEntry('Sauna Social', 13, { hidden: true, unfinished: true }),
			classEntry('Boxing', 4),
			classEntry('Open Mat', 1),
			classEntry('ARCX', 4),
		];
		expect(listClasses(entries).map((g) => g.data.classTitle)).toEqual(['Open Mat', 'ARCX', 'Boxing', 'Medley']);
	});
});
