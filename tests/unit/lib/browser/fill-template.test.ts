import { describe, expect, it } from 'vitest';

import { countLabel, fillTemplate } from '@/lib/browser/fill-template';

describe('fillTemplate', () => {
	it.each([
		['opens {time} {day}', { time: '06:30', day: 'Saturday' }, 'opens 06:30 Saturday'],
		['Slide {number} of {count}', { number: '2', count: '6' }, 'Slide 2 of 6'],
		['{time}, then {time} again', { time: '09:00' }, '09:00, then 09:00 again'],
		['no placeholders', { time: '09:00' }, 'no placeholders'],
		['{unknown} stays', {}, '{unknown} stays'],
	])('%j with %j is %j', (template, values, expected) => {
		expect(fillTemplate(template, values)).toBe(expected);
	});
});

describe('countLabel', () => {
	const words = { one: '{count} entry', other: '{count} entries' };

	it.each([
		[0, '0 entries'],
		[1, '1 entry'],
		[2, '2 entries'],
	])('puts %i in its words', (count, label) => {
		expect(countLabel(count, words)).toBe(label);
	});
});
