import { describe, expect, it } from 'vitest';

import { newestFirst } from '@/lib/blog/posts';

describe('newestFirst', () => {
	it('puts the newest post first', () => {
		const posts = [
			{ data: { heading: 'September', published: new Date('2025-09-30') } },
			{ data: { heading: 'Hydra', published: new Date('2025-10-19') } },
		];
		expect(newestFirst(posts).map((p) => p.data.heading)).toEqual(['Hydra', 'September']);
	});
});
