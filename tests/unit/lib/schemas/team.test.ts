import { describe, expect, it } from 'vitest';

import { teamSchema } from '@/lib/schemas/team';

import { imageStub } from '../../../support/image-stub';

const schema = teamSchema(imageStub);

const valid = {
	name: 'Fixture Coach',
	position: 'Fixture Lead',
	role: 'staff',
	photo: './fixture-coach.jpg',
	photoAlt: 'A coach beside a rack',
	instagram: 'https://www.instagram.com/fixture.coach',
	order: 3,
	standIn: true,
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('teamSchema', () => {
	it('accepts a valid member', () => {
		expect(problem(valid)).toBeUndefined();
	});

	it.each(['co-owner', 'staff'])('accepts role %s', (role) => {
		expect(problem({ ...valid, role })).toBeUndefined();
	});

	it('lists a member without an Instagram link last and as real by default', () => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest['instagram'];
		delete rest['order'];
		delete rest['standIn'];
		expect(schema.parse(rest)).toEqual({ ...rest, order: 100, standIn: false });
	});

	it.each([
		['an empty name', { name: '' }, 'name: Too small: expected string to have >=1 characters'],
		['an empty position', { position: '' }, 'position: Too small: expected string to have >=1 characters'],
		['an unknown role', { role: 'coach' }, 'role: Invalid option: expected one of "co-owner"|"staff"'],
		['an empty photo description', { photoAlt: ' ' }, 'photoAlt: Describe the image for screen readers'],
		[
			'an http Instagram link',
			{ instagram: 'http://www.instagram.com/fixture.coach' },
			'instagram: Use a full web address starting with https://',
		],
		['an Instagram handle instead of a link', { instagram: '@fixture.coach' }, 'instagram: Use a full web address starting with https://'],
		['an order that is not a whole number', { order: 1.5 }, 'order: Invalid input: expected int, received number'],
		['an order given as text', { order: 'first' }, 'order: Invalid input: expected number, received string'],
		['standIn given as text', { standIn: 'yes' }, 'standIn: Invalid input: expected boolean, received string'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, instagarm: valid.instagram })).toBe(': Unrecognized key: "instagarm"');
	});

	it.each(['name', 'position', 'role', 'photo', 'photoAlt'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});
});
