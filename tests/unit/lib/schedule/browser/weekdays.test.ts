import { describe, expect, it } from 'vitest';

import { isWeekday, weekdays } from '@/lib/schedule/browser/weekdays';

describe('weekdays', () => {
	it('runs Monday to Sunday, in the lower case of the timetable files and the London clock', () => {
		expect(weekdays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
	});

	it.each([
		['monday', true],
		['sunday', true],
		['Monday', false],
		['mon', false],
		['', false],
		[undefined, false],
	])('isWeekday(%s) is %s', (value, expected) => {
		expect(isWeekday(value)).toBe(expected);
	});
});
