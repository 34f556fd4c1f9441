import { describe, expect, it } from 'vitest';

import { draftLabel, isPublished, labelDraftHeading, publicationState } from '@/lib/content/publishing';
import { formatDay } from '@/lib/dates';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('publicationState', () => {
	it.each([
		['a past post', { draft: false, published: day('2026-01-01') }, '2026-03-01T12:00:00Z', { kind: 'published' }],
		['a post dated today', { draft: false, published: day('2026-03-01') }, '2026-03-01T00:00:00Z', { kind: 'published' }],
		[
			'a post dated tomorrow',
			{ draft: false, published: day('2026-03-02') },
			'2026-03-01T23:59:00Z',
			{ kind: 'scheduled', day: '2026-03-02' },
		],
		// 23:30 UTC on 1 June is 00:30 on 2 June in London (summer time): the post dated 2 June is live.
		[
			'a summer post just after London midnight',
			{ draft: false, published: day('2026-06-02') },
			'2026-06-01T23:30:00Z',
			{ kind: 'published' },
		],
		[
			'a summer post just before London midnight',
			{ draft: false, published: day('2026-06-02') },
			'2026-06-01T22:30:00Z',
			{ kind: 'scheduled', day: '2026-06-02' },
		],
		['a draft dated in the past', { draft: true, published: day('2020-01-01') }, '2026-03-01T12:00:00Z', { kind: 'draft' }],
		['a draft dated in the future', { draft: true, published: day('2030-01-01') }, '2026-03-01T12:00:00Z', { kind: 'draft' }],
		['a class guide (no schedule)', { draft: false }, '2026-03-01T12:00:00Z', { kind: 'published' }],
		['a draft class guide', { draft: true }, '2026-03-01T12:00:00Z', { kind: 'draft' }],
	])('%s', (_, entry, now, expected) => {
		expect(publicationState(entry, new Date(now))).toEqual(expected);
		expect(isPublished(entry, new Date(now))).toBe(expected.kind === 'published');
	});
});

describe('draft labels', () => {
	// The test's own words, so a label is seen to come from the words it is given.
	const words = { draft: 'Hidden', scheduled: 'Due on {day}' };

	it.each([
		[{ kind: 'published' } as const, undefined, 'Row Club'],
		[{ kind: 'draft' } as const, 'Hidden', 'Hidden: Row Club'],
		[{ kind: 'scheduled', day: '2026-03-12' } as const, 'Due on 12 March 2026', 'Due on 12 March 2026: Row Club'],
	])('%o', (state, label, heading) => {
		expect(draftLabel(state, words, formatDay)).toBe(label);
		expect(labelDraftHeading('Row Club', state, words, formatDay)).toBe(heading);
	});
});
