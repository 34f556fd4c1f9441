import { describe, expect, it } from 'vitest';

import { byOrderThen } from '@/lib/order';

const entry = (name: string, order: number) => ({ name, order });

describe('byOrderThen', () => {
	it.each([
		['by order, lower first', [entry('A', 2), entry('B', 1)], ['B', 'A']],
		['by name within the same order', [entry('Cara', 1), entry('Ann', 1), entry('Bo', 0)], ['Bo', 'Ann', 'Cara']],
		['negative orders first', [entry('A', 100), entry('B', -1)], ['B', 'A']],
		['the same list whatever the order given', [entry('B', 1), entry('A', 1)], ['A', 'B']],
	])('%s', (_, entries, names) => {
		expect([...entries].sort(byOrderThen('name')).map((e) => e.name)).toEqual(names);
	});
});
