import { describe, expect, it } from 'vitest';

import { kindOf, kindsAmong } from '@/lib/classes/class-types';
import type { ClassType } from '@/lib/schemas/classes';

const labels: Record<ClassType, string> = {
	strength: 'Strength',
	lifting: 'Lifting',
	engine: 'Engine',
	race: 'Race',
	youth: 'Youth',
	recovery: 'Recovery',
	open: 'Open gym',
};

describe('kindsAmong', () => {
	it.each<[string, (ClassType | undefined)[], string[]]>([
		['none', [], []],
		['classes of no kind', [undefined, undefined], []],
		['repeats, once each', ['race', 'race', 'race'], ['race']],
		['the schema order, not the classes order', ['open', undefined, 'strength', 'engine'], ['strength', 'engine', 'open']],
	])('%s', (_, types, keys) => {
		const kinds = kindsAmong(types, labels);
		expect(kinds.map((kind) => kind.key)).toEqual(keys);
		expect(kinds.every((kind) => kind.label === labels[kind.key])).toBe(true);
	});
});

describe('kindOf', () => {
	it.each<[ClassType | undefined, { key: ClassType; label: string } | undefined]>([
		['youth', { key: 'youth', label: 'Youth' }],
		[undefined, undefined],
	])('%s', (type, kind) => {
		expect(kindOf(type, labels)).toEqual(kind);
	});
});
