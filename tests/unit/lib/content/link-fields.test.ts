import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { linkFields, linksIn, valuesAt } from '@/lib/content/link-fields';

describe('linksIn', () => {
	const link = (collection: string) => z.literal(`__link__:${collection}`);

	it('finds a link however a schema wraps it: optional, defaulted, in a list, in an object, piped', () => {
		const schema = z.strictObject({
			title: z.string(),
			lead: link('team').optional(),
			crew: z.array(link('team')).default([]),
			parts: z.array(z.strictObject({ guide: link('classes') })).optional(),
			piped: z.string().pipe(link('classes')),
			refined: z.strictObject({ host: link('team') }).refine(() => true),
			either: z.union([z.number(), link('team')]),
			byName: z.record(z.string(), link('classes')),
			both: z.intersection(z.strictObject({ a: link('team') }), z.strictObject({ b: z.string() })),
			other: z.literal('fixed'),
		});
		expect(linksIn(schema)).toEqual([
			{ path: ['lead'], to: 'team' },
			{ path: ['crew', '*'], to: 'team' },
			{ path: ['parts', '*', 'guide'], to: 'classes' },
			{ path: ['piped'], to: 'classes' },
			{ path: ['refined', 'host'], to: 'team' },
			{ path: ['either'], to: 'team' },
			{ path: ['byName', '*'], to: 'classes' },
			{ path: ['both', 'a'], to: 'team' },
		]);
	});

	it('finds none in a schema without links', () => {
		expect(linksIn(z.strictObject({ a: z.string(), b: z.array(z.number()) }))).toEqual([]);
	});
});

describe('linkFields', () => {
	it('reads the links the schemas declare, each naming a collection of the registry', () => {
		expect(linkFields).toEqual(
			expect.arrayContaining([
				{ collection: 'blog', path: ['authors', '*'], to: 'team' },
				{ collection: 'blog', path: ['about'], to: 'classes' },
				{ collection: 'classes', path: ['coaches', '*'], to: 'team' },
			]),
		);
	});
});

describe('valuesAt', () => {
	it('gives each value at a path with the field a message names', () => {
		const data = { authors: ['ann', 'bo'], about: 'row-club', parts: [{ guide: 'a' }, {}] };
		expect(valuesAt(data, ['authors', '*'])).toEqual([
			{ field: 'authors.0', value: 'ann' },
			{ field: 'authors.1', value: 'bo' },
		]);
		expect(valuesAt(data, ['about'])).toEqual([{ field: 'about', value: 'row-club' }]);
		expect(valuesAt(data, ['parts', '*', 'guide'])).toEqual([{ field: 'parts.0.guide', value: 'a' }]);
		expect(valuesAt({ byName: { Rowing: 'row-club' } }, ['byName', '*'])).toEqual([{ field: 'byName.Rowing', value: 'row-club' }]);
	});

	it('gives nothing where the data lacks the field or has another shape', () => {
		expect(valuesAt({}, ['about'])).toEqual([]);
		expect(valuesAt(undefined, ['authors', '*'])).toEqual([]);
		expect(valuesAt({ authors: 'ann' }, ['authors', '*'])).toEqual([]);
		expect(valuesAt({ about: null }, ['about'])).toEqual([]);
	});
});
