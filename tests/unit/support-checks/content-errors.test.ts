import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { describeIssues } from '../support/content-errors';

const schema = z.strictObject({
	title: z.string().min(1, 'Give the plan a title'),
	price: z.number({ error: 'Give the price as a number, e.g. 69' }),
	slots: z.array(z.strictObject({ start: z.string().regex(/^\d\d:\d\d$/, 'Use HH:MM') })).default([]),
});

const lines = (data: unknown) => {
	const result = schema.safeParse(data);
	return result.success ? [] : describeIssues('content/plans/x.yaml', result.error);
};

describe('describeIssues', () => {
	it('gives no lines for valid data', () => {
		expect(lines({ title: 'OPEN MAT', price: 69 })).toEqual([]);
	});

	it.each([
		['a field with its message', { title: 'OPEN MAT', price: '69' }, ['content/plans/x.yaml: price: Give the price as a number, e.g. 69']],
		[
			'a nested field by its full path',
			{ title: 'X', price: 1, slots: [{ start: '06:00' }, { start: '6am' }] },
			['content/plans/x.yaml: slots.1.start: Use HH:MM'],
		],
		[
			'every problem on its own line',
			{ title: '', price: 'free' },
			['content/plans/x.yaml: title: Give the plan a title', 'content/plans/x.yaml: price: Give the price as a number, e.g. 69'],
		],
		[
			'each misspelt key as a field',
			{ title: 'X', price: 1, prise: 2, tilte: 'Y' },
			[
				'content/plans/x.yaml: prise: Unknown field: check its spelling, or remove it',
				'content/plans/x.yaml: tilte: Unknown field: check its spelling, or remove it',
			],
		],
		[
			'a misspelt key inside a list item by its full path',
			{ title: 'X', price: 1, slots: [{ start: '06:00', ends: '07:00' }] },
			['content/plans/x.yaml: slots.0.ends: Unknown field: check its spelling, or remove it'],
		],
		[
			'a file that is not a map as the whole file',
			'just text',
			['content/plans/x.yaml: (whole file): Invalid input: expected object, received string'],
		],
	])('names %s', (_, data, expected) => {
		expect(lines(data)).toEqual(expected);
	});
});
