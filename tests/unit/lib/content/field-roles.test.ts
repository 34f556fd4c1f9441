import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { collectionNames } from '@/lib/content/content-layout';
import { fieldsWithRole, roleFields, rolesIn } from '@/lib/content/field-roles';
import { withRole, words } from '@/lib/schemas/shared';

describe('rolesIn', () => {
	it('finds a marked field however the schema wraps it: described after, optional, in a list, in an object', () => {
		const schema = z.strictObject({
			heading: withRole(words, { pageTitle: true }).describe('A heading'),
			summary: withRole(words, { pageDescription: true }).optional(),
			photos: z.array(z.strictObject({ image: withRole(z.string(), { slot: 'carouselSlide' }) })),
			plain: words,
		});
		expect(rolesIn(schema)).toEqual([
			{ field: 'heading', role: { pageTitle: true } },
			{ field: 'summary', role: { pageDescription: true } },
			{ field: 'photos.*.image', role: { slot: 'carouselSlide' } },
		]);
	});

	it('finds a field each option of a union declares once', () => {
		const title = withRole(words, { pageTitle: true });
		const schema = z.discriminatedUnion('page', [
			z.strictObject({ page: z.literal('a'), title }),
			z.strictObject({ page: z.literal('b'), title, extra: words }),
		]);
		expect(rolesIn(schema)).toEqual([{ field: 'title', role: { pageTitle: true } }]);
	});

	it('marks a copy, so the building block passed in plays no role elsewhere', () => {
		withRole(words, { listedAs: 'name' });
		expect(rolesIn(z.strictObject({ other: words, described: words.describe('Other words') }))).toEqual([]);
	});

	it('keeps the checks of the field it marks', () => {
		const marked = withRole(words, { listedAs: 'name' });
		expect(marked.safeParse('  ').success).toBe(false);
		expect(marked.parse(' Sam ')).toBe('Sam');
	});
});

describe('roleFields', () => {
	it('names only collections of the registry', () => {
		for (const { collection } of roleFields) expect(collectionNames).toContain(collection);
	});

	it('gives every collection of entries one field /admin lists it by', () => {
		const names = fieldsWithRole('listedAs').filter(({ value }) => value === 'name');
		expect(new Set(names.map(({ collection }) => collection)).size).toBe(names.length);
	});
});
