import { describe, expect, it } from 'vitest';

import { type ClassIndexWords, type IndexedClass, toClassIndex } from '@/lib/classes/class-index';
import type { LondonClock } from '@/lib/schedule/browser/london-time';
import type { GridDay } from '@/lib/schedule/timetable';

import { shortDayNames } from '../../support/day-names';
import { slot } from '../../support/grid-slot';

// A made-up week (not the gym's); Monday 1 June 2026 at 10:00 in London.
const week: GridDay[] = [
	{ day: 'monday', slots: [slot('06:00', '07:00', 'Hydra', 'hydra'), slot('18:00', '19:00', 'Lifting', 'lifting')] },
	{ day: 'thursday', slots: [slot('07:00', '08:00', 'Hydra', 'hydra'), null] },
];
const now: LondonClock = { date: '2026-06-01', weekday: 'monday', minutes: 10 * 60 };
const words: ClassIndexWords = {
	classTypes: {
		strength: 'Strength',
		lifting: 'Lifting',
		engine: 'Engine',
		race: 'Race',
		youth: 'Youth',
		recovery: 'Recovery',
		open: 'Open gym',
	},
	next: { today: 'Today', tomorrow: 'Tomorrow', days: shortDayNames },
	walkIn: 'Any time we are open',
	byArrangement: 'By arrangement',
};
const classEntry = (id: string, type?: IndexedClass['data']['type']): IndexedClass => ({
	id,
	data: {
		heading: id.toUpperCase(),
		description: `All about ${id}. Come and try it.`,
		type,
		level: type === 'youth' ? 'Ages 12-17' : undefined,
		session: { length: '60 minutes' },
	},
});

describe('toClassIndex', () => {
	it.each([
		['on the timetable, next session later today', classEntry('lifting', 'lifting'), { days: 'Mon', next: 'Today 18:00', scheduled: true }],
		[
			'on the timetable, next session later in the week',
			classEntry('hydra', 'engine'),
			{ days: 'Mon, Thu', next: 'Thu 07:00', scheduled: true },
		],
		['off the timetable, an open gym', classEntry('open-gym', 'open'), { days: 'Any time we are open', next: undefined, scheduled: false }],
		['off the timetable, any other kind', classEntry('youth', 'youth'), { days: 'By arrangement', next: undefined, scheduled: false }],
		['off the timetable, of no kind', classEntry('private'), { days: 'By arrangement', next: undefined, scheduled: false }],
		[
			'off the timetable, its guide saying when it runs',
			{ id: 'club', data: { heading: 'CLUB', description: 'A club.', type: 'lifting', runs: 'Sundays at noon' } } satisfies IndexedClass,
			{ days: 'Sundays at noon', next: undefined, scheduled: false },
		],
		[
			'off the timetable, its What to Expect card saying when',
			{
				id: 'club',
				data: { heading: 'CLUB', description: 'A club.', session: { length: '1 hour', schedule: 'Fridays' } },
			} satisfies IndexedClass,
			{ days: 'Fridays', next: undefined, scheduled: false },
		],
	])('%s', (_, entry, { days, next, scheduled }) => {
		const { classes, schedule } = toClassIndex([entry], { week, now, special: [] }, words);
		expect(classes).toHaveLength(1);
		expect(classes[0]).toMatchObject({ slug: entry.id, href: `/classes/${entry.id}`, heading: entry.data.heading, days, next });
		// The card's line is the description's first sentence.
		expect(entry.data.description.startsWith(classes[0]?.summary ?? '-')).toBe(true);
		expect(classes[0]?.summary).toMatch(/\.$/);
		expect(classes[0]?.type?.key).toBe(entry.data.type);
		expect(Object.keys(schedule.classes)).toEqual(scheduled ? [entry.id] : []);
	});

	it('keeps the classes in the order given and hands the script each scheduled class with its sessions', () => {
		const { classes, schedule } = toClassIndex(
			[classEntry('lifting'), classEntry('hydra'), classEntry('youth')],
			{ week, now, special: [] },
			words,
		);
		expect(classes.map((item) => item.slug)).toEqual(['lifting', 'hydra', 'youth']);
		expect(schedule).toEqual({
			special: [],
			words: { today: 'Today', tomorrow: 'Tomorrow', days: shortDayNames },
			classes: {
				lifting: [{ day: 'monday', start: '18:00', end: '19:00' }],
				hydra: [
					{ day: 'monday', start: '06:00', end: '07:00' },
					{ day: 'thursday', start: '07:00', end: '08:00' },
				],
			},
		});
	});

	it('skips a session that a closure cancels', () => {
		const special = [{ from: '2026-06-01', to: '2026-06-01', hours: null, note: 'Closed' }];
		const { classes } = toClassIndex([classEntry('lifting')], { week, now, special }, words);
		expect(classes[0]?.next).toBe('Mon 18:00');
	});
});
