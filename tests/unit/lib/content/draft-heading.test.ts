import { describe, expect, it } from 'vitest';

import { draftHeading } from '@/lib/content/draft-heading';

const now = new Date('2030-03-01T12:00:00Z');
const words = { draft: 'Hidden', scheduled: 'Due on {day}' };

describe('draftHeading', () => {
	it('keeps the heading of a live entry', () => {
		expect(draftHeading('Row Club', { draft: false, published: new Date('2030-02-01') }, now, words)).toBe('Row Club');
	});

	it('labels a draft', () => {
		expect(draftHeading('Row Club', { draft: true }, now, words)).toBe('Hidden: Row Club');
	});

	it('labels a post dated after `now` with its day', () => {
		expect(draftHeading('Spring news', { draft: false, published: new Date('2030-03-12') }, now, words)).toBe(
			'Due on 12 March 2030: Spring news',
		);
	});
});
