import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { postSchema } from '@/lib/schemas/posts';

import { imageStub } from '../../../support/image-stub';

// The site checks authors against content/team with reference('team') and `about` against content/classes with
// reference('classes'); known-name enums stand in here.
const schema = postSchema(imageStub, z.enum(['anna-example', 'ben-example', 'cara-example']), z.enum(['row-club', 'yoga']));

const valid = {
	heading: 'Monthly Update: March 2031',
	description: 'News from the gym.',
	published: '2025-09-30',
	authors: ['anna-example', 'ben-example', 'cara-example'],
	image: './cover.jpg',
	imageAlt: 'Members training',
	carousel: {
		heading: 'March 2031 Highlights',
		photos: [
			{ image: './highlight-1.jpg', alt: 'A rack', title: 'A New Rig Arrives' },
			{ image: './highlight-2.jpg', alt: 'Dumbbells' },
		],
	},
};

const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('postSchema', () => {
	it('accepts a post and reads its date as that calendar day', () => {
		const post = schema.parse(valid);
		expect(post.published.toISOString()).toBe('2025-09-30T00:00:00.000Z');
		expect(post.carousel?.photos).toHaveLength(2);
	});

	it('accepts a heading of 70 characters, the longest a page title takes', () => {
		expect(problem({ ...valid, heading: 'H'.repeat(70) })).toBeUndefined();
	});

	it('takes the class guide the post is about, or none', () => {
		expect(schema.parse({ ...valid, about: 'row-club' }).about).toBe('row-club');
		expect(schema.parse(valid).about).toBeUndefined();
	});

	it('credits the gym when a post names no authors', () => {
		expect(schema.parse({ ...valid, authors: undefined }).authors).toEqual([]);
	});

	it.each([
		['a post without a date', { published: undefined }, 'published: Give the publication date as YYYY-MM-DD, e.g. 2025-09-30'],
		[
			'a date that is not a date',
			{ published: '30th of September' },
			'published: Give the publication date as YYYY-MM-DD, e.g. 2025-09-30',
		],
		[
			'an unknown author',
			{ authors: ['someone-else'] },
			'authors.0: Invalid option: expected one of "anna-example"|"ben-example"|"cara-example"',
		],
		['an empty carousel', { carousel: { heading: 'Photos', photos: [] } }, 'carousel.photos: Too small: expected array to have >=1 items'],
		[
			'a carousel photo without alt text',
			{ carousel: { heading: 'Photos', photos: [{ image: './a.jpg', alt: '' }] } },
			'carousel.photos.0.alt: Describe the image for screen readers',
		],
		[
			'a heading longer than a browser tab title',
			{ heading: 'H'.repeat(71) },
			'heading: Keep it to 70 characters: it is also the browser tab title',
		],
		['a class that has no guide', { about: 'rowing' }, 'about: Invalid option: expected one of "row-club"|"yoga"'],
		['a missing cover description', { imageAlt: undefined }, 'imageAlt: Invalid input: expected string, received undefined'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, publshed: '2025-09-30' })).toMatch(/publshed/);
	});
});
