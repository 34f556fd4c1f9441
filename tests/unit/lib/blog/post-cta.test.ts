import { describe, expect, it } from 'vitest';

import { postCta } from '@/lib/blog/post-cta';
import { londonClock } from '@/lib/schedule/browser/london-time';

import { shortDayNames } from '../../support/day-names';

// Made-up words, class and sessions (not the gym's). 2026-06-01 is a Monday, in British Summer Time.
const words = {
	heading: 'Come along',
	body: 'A day costs {price}, or {online} online.',
	classHeading: 'Try {class}',
	classBody: 'Next: {when}, a day for {price} ({online} online).',
	label: 'Book',
};
const nextWords = { today: 'Today', tomorrow: 'Tomorrow', days: shortDayNames };
const aboutClass = { id: 'hydra', classTitle: 'Hydra' };
const sessions = [{ day: 'wednesday' as const, start: '18:00', end: '19:00' }];
const base = {
	words,
	nextWords,
	price: { price: '£9', online: '£10' },
	aboutClass,
	sessions,
	special: [],
	now: londonClock(new Date('2026-06-01T10:00:00Z')),
};

describe('postCta', () => {
	it('offers the class a post is about, its next session by weekday, with the day pass price', () => {
		expect(postCta(base)).toEqual({
			kind: 'class',
			heading: 'Try Hydra',
			before: 'Next: ',
			next: 'Wed 18:00',
			after: ', a day for £9 (£10 online).',
			classHref: '/classes/hydra',
			script: { sessions, special: [], words: nextWords },
		});
	});

	it('names today and tomorrow by their weekday too, true all week without scripts', () => {
		expect(postCta({ ...base, now: londonClock(new Date('2026-06-02T10:00:00Z')) })).toMatchObject({ next: 'Wed 18:00' });
		expect(postCta({ ...base, now: londonClock(new Date('2026-06-03T10:00:00Z')) })).toMatchObject({ next: 'Wed 18:00' });
	});

	it.each([
		['about no class', { aboutClass: undefined }],
		['about a class with no session', { sessions: [] }],
	])('offers the day pass alone for a post %s', (_, change) => {
		expect(postCta({ ...base, ...change })).toEqual({ kind: 'day-pass', heading: 'Come along', body: 'A day costs £9, or £10 online.' });
	});
});
