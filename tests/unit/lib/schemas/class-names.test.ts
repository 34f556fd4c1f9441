import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { classNameSchema } from '@/lib/schemas/class-names';

// The site checks the guide against content/classes with reference('classes'); a file name stands in here.
const schema = classNameSchema(z.string());

const valid = { name: 'Fixture Lift 6AM', class: 'fixture-lift' };

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('classNameSchema', () => {
	it('accepts a name with its guide, as written', () => {
		expect(schema.parse(valid)).toEqual(valid);
	});

	it.each([
		['an empty name', { name: '' }, 'name: Too small: expected string to have >=1 characters'],
		['a name given as a number', { name: 6 }, 'name: Invalid input: expected string, received number'],
		['a name without a guide', { class: null }, 'class: Invalid input: expected string, received null'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, guide: valid.class })).toBe(': Unrecognized key: "guide"');
	});

	it.each(['name', 'class'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});
});
