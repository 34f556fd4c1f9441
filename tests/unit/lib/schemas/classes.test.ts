import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { toClassNameEntries, toSlugMap } from '@/lib/classes/class-slugs';
import { classSchema } from '@/lib/schemas/classes';

import { imageStub } from '../../../support/image-stub';

// The site checks coaches against content/team with reference('team'); a known-name enum stands in here.
const schema = classSchema(imageStub, z.enum(['anna-example', 'ben-example']));

const valid = {
	heading: 'Row Club',
	classTitle: 'Row Club',
	description: 'Strength and conditioning for runners.',
	image: './row-club.jpg',
	imageAlt: 'A rower at the catch',
	published: '2025-08-22',
	closing: { heading: 'Ready to Try Row Club?', body: 'Book on the timetable.', label: 'View the timetable' },
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('classSchema', () => {
	it('accepts a guide with only the required fields and fills the defaults', () => {
		const guide = schema.parse(valid);
		expect(guide).toMatchObject({ hidden: false, unfinished: false, hasPage: true, order: 100, faq: [], coaches: [] });
		expect(guide.published.toISOString()).toBe('2025-08-22T00:00:00.000Z');
		expect(guide.modified).toBeUndefined();
	});

	it('accepts every card', () => {
		const full = {
			...valid,
			modified: '2025-08-22',
			audience: ['All levels.'],
			session: { length: '30 minutes', schedule: 'Twice per week', format: 'Coach-led', focusAreas: ['Technique'] },
			whyItWorks: ['It works.'],
			coachingApproach: ['Coached.'],
			whatToBring: ['A water bottle'],
			faq: [{ question: 'How long?', answer: '30 minutes.' }],
		};
		expect(problem(full)).toBeUndefined();
	});

	it('keeps the coaches in the order the guide lists them', () => {
		expect(schema.parse({ ...valid, coaches: ['ben-example', 'anna-example'] }).coaches).toEqual(['ben-example', 'anna-example']);
	});

	it('lets an entry without a page leave out the closing card', () => {
		expect(problem({ ...valid, closing: undefined, hasPage: false, hidden: true })).toBeUndefined();
	});

	it.each([
		['a missing publication date', { published: undefined }, 'published: Give the publication date as YYYY-MM-DD, e.g. 2025-09-30'],
		['a date that is not a date', { published: 'last summer' }, 'published: Give the publication date as YYYY-MM-DD, e.g. 2025-09-30'],
		['an empty image description', { imageAlt: ' ' }, 'imageAlt: Describe the image for screen readers'],
		['an empty heading', { heading: '' }, 'heading: Too small: expected string to have >=1 characters'],
		[
			'a session without focus areas',
			{ session: { length: '1 hour', format: 'Coached', focusAreas: [] } },
			'session.focusAreas: Too small: expected array to have >=1 items',
		],
		[
			'a page without a closing card',
			{ closing: undefined },
			'closing: A class page needs a closing card: add closing with a heading, a body and a label',
		],
		[
			'a page setting that is neither true nor false',
			{ hasPage: 'yes' },
			'hasPage: Use true for a guide with its own page (the default) or false for a card only',
		],
		[
			'a closing card without its button words',
			{ closing: { heading: 'Ready?', body: 'Come along.' } },
			'closing.label: Invalid input: expected string, received undefined',
		],
		[
			'an unknown coach',
			{ coaches: ['anna-example', 'someone-else'] },
			'coaches.1: Invalid option: expected one of "anna-example"|"ben-example"',
		],
		[
			'a question without an answer',
			{ faq: [{ question: 'How long?' }] },
			'faq.0.answer: Invalid input: expected string, received undefined',
		],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, hiden: true })).toMatch(/hiden/);
	});
});

describe('the timetable class name map', () => {
	const entries = [
		{ name: 'Row Club', slug: 'row-club' },
		{ name: 'Row Club S&C', slug: 'row-club' },
	];

	it('maps several timetable names to one class guide', () => {
		expect(toSlugMap(entries, ['row-club'])).toEqual(
			new Map([
				['Row Club', 'row-club'],
				['Row Club S&C', 'row-club'],
			]),
		);
	});

	it('rejects a class name that points at an unknown slug', () => {
		expect(() => toSlugMap([...entries, { name: 'Yoga', slug: 'yoga' }], ['row-club'])).toThrow(
			'"Yoga" points to "yoga", but there is no class guide content/classes/yoga.mdx with a page',
		);
	});

	it('rejects a class name listed twice', () => {
		expect(() => toClassNameEntries(parse('Hydra: hydra\nHydra: medley\n'))).toThrow(/Map keys must be unique/);
	});
});
