import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { wordsSchema } from '@/lib/schemas/words';

import { describeIssues } from '../../support/content-errors';

const file = 'content/settings/words.yaml';
const real = parse(readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
const problems = (data: unknown) => {
	const result = wordsSchema.safeParse(data);
	return result.success ? [] : describeIssues(file, result.error);
};

describe('wordsSchema', () => {
	it(`accepts ${file}`, () => {
		expect(problems(real)).toEqual([]);
	});

	it('names a missing menu entry', () => {
		const menu = { ...real['menu'] };
		delete menu['shop'];
		expect(problems({ ...real, menu })).toEqual([`${file}: menu.shop: Invalid input: expected string, received undefined`]);
	});

	it.each([
		['openNow', 'opens', 'opens at {time}', 'Keep {time} and {day} in the words: the site puts the time and day there'],
		['carousel', 'slide', 'Slide {number}', 'Keep {number} and {count} in the words: the site puts the number and count there'],
		['carousel', 'position', '{number} of', 'Keep {number} and {count} in the words: the site puts the number and count there'],
		['calendar', 'subscribeHint', 'to the timetable', 'Keep {subject} in the words: the site puts the subject there'],
		['drafts', 'scheduled', 'Scheduled', 'Keep {day} in the words: the site puts the day there'],
	])('names a %s.%s that drops a placeholder', (block, key, text, message) => {
		expect(problems({ ...real, [block]: { ...real[block], [key]: text } })).toEqual([`${file}: ${block}.${key}: ${message}`]);
	});

	it('rejects empty words', () => {
		expect(problems({ ...real, join: '  ' })).toEqual([`${file}: join: Too small: expected string to have >=1 characters`]);
	});
});
