import { describe, expect, it } from 'vitest';

import { groupSections } from '@/lib/lists/sections';

describe('groupSections', () => {
	const s = (id: string, layout: 'split' | 'wide' | 'card') => ({ id, layout });
	it('gathers neighbouring cards into rows and leaves the others alone', () => {
		expect(groupSections([s('a', 'split'), s('b', 'card'), s('c', 'card'), s('d', 'wide'), s('e', 'card'), s('f', 'card')])).toEqual([
			s('a', 'split'),
			[s('b', 'card'), s('c', 'card')],
			s('d', 'wide'),
			[s('e', 'card'), s('f', 'card')],
		]);
	});

	it('draws a card with no neighbouring card as a section of its own', () => {
		expect(groupSections([s('a', 'card'), s('b', 'split')])).toEqual([s('a', 'card'), s('b', 'split')]);
	});
});
