import { describe, expect, it } from 'vitest';

import { affiliateSchema, maxAffiliates } from '@/lib/schemas/affiliates';

import { imageStub } from '../../../support/image-stub';

const schema = affiliateSchema(imageStub);

const valid = {
	name: 'Fixture Partner',
	logo: './fixture-partner.png',
	alt: 'The partner’s logo',
	href: 'https://partner.example',
	slot: 2,
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('affiliateSchema', () => {
	it('accepts a valid partner as written', () => {
		expect(schema.parse(valid)).toEqual(valid);
	});

	it.each([1, maxAffiliates])('accepts slot %d', (slot) => {
		expect(problem({ ...valid, slot })).toBeUndefined();
	});

	it.each([
		['an empty name', { name: '' }, 'name: Too small: expected string to have >=1 characters'],
		['an empty logo description', { alt: ' ' }, 'alt: Describe the image for screen readers'],
		['an http link', { href: 'http://partner.example' }, 'href: Use a full web address starting with https://'],
		['a link without its https://', { href: 'partner.example' }, 'href: Use a full web address starting with https://'],
		['slot 0', { slot: 0 }, 'slot: Too small: expected number to be >=1'],
		[
			`slot ${maxAffiliates + 1}`,
			{ slot: maxAffiliates + 1 },
			`slot: The affiliate row has ${maxAffiliates} places: use a slot from 1 to ${maxAffiliates}`,
		],
		['a slot between two places', { slot: 2.5 }, 'slot: Invalid input: expected int, received number'],
		['a slot given as text', { slot: 'two' }, 'slot: Invalid input: expected number, received string'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, url: valid.href })).toBe(': Unrecognized key: "url"');
	});

	it.each(['name', 'logo', 'alt', 'href', 'slot'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});
});
