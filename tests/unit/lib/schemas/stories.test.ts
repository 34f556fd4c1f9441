import { describe, expect, it } from 'vitest';

import { storySchema } from '@/lib/schemas/stories';

import { imageStub } from '../../../support/image-stub';

const schema = storySchema(imageStub);

const valid = {
	name: 'Fixture M.',
	quote: 'I came for the barbells and stayed for the people.',
	detail: 'Member for two years',
	photo: './fixture-m.jpg',
	photoAlt: 'A member holding a kettlebell',
	order: 4,
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('storySchema', () => {
	it('accepts a valid story', () => {
		expect(problem(valid)).toBeUndefined();
	});

	it('accepts a story without a photo and lists it last by default', () => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest['photo'];
		delete rest['photoAlt'];
		delete rest['order'];
		expect(schema.parse(rest)).toEqual({ ...rest, order: 100 });
	});

	it('trims the words it shows', () => {
		expect(schema.parse({ ...valid, name: ' Fixture M. ', quote: `${valid.quote}\n` })).toMatchObject({
			name: valid.name,
			quote: valid.quote,
		});
	});

	it('accepts a quote of 400 characters', () => {
		expect(problem({ ...valid, quote: 'a'.repeat(400) })).toBeUndefined();
	});

	it.each([
		['a blank name', { name: ' ' }, 'name: Too small: expected string to have >=1 characters'],
		['a blank quote', { quote: ' ' }, 'quote: Too small: expected string to have >=1 characters'],
		['a quote of 401 characters', { quote: 'a'.repeat(401) }, 'quote: Too big: expected string to have <=400 characters'],
		['a blank detail', { detail: ' ' }, 'detail: Too small: expected string to have >=1 characters'],
		['an empty photo path', { photo: '' }, 'photo: Too small: expected string to have >=1 characters'],
		['a blank photo description', { photoAlt: ' ' }, 'photoAlt: Describe the image for screen readers'],
		['an order that is not a whole number', { order: 1.5 }, 'order: Invalid input: expected int, received number'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, qoute: valid.quote })).toBe(': Unrecognized key: "qoute"');
	});

	it.each(['name', 'quote', 'detail'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});
});
