import { describe, expect, it } from 'vitest';

import { timetablePath } from '@/lib/content/entry-paths';
import { proofItems } from '@/lib/home/proof-strip';
import type { GridDay } from '@/lib/schedule/timetable';

import { slot } from '../../support/grid-slot';

// A made-up week (not the gym's), padded with blanks as the grid is.
const week: GridDay[] = [
	{ day: 'monday', slots: [slot('06:00', '07:00', 'Hydra', 'hydra'), slot('18:00', '19:00', 'Lifting', 'lifting')] },
	{ day: 'tuesday', slots: [slot('07:00', '07:30', 'Row Club'), null] },
	{ day: 'wednesday', slots: [null, null] },
	{ day: 'thursday', slots: [null, null] },
	{ day: 'friday', slots: [null, null] },
	{ day: 'saturday', slots: [null, null] },
	{ day: 'sunday', slots: [slot('09:00', '10:00', 'Hydra', 'hydra'), null] },
];
describe('proofItems', () => {
	it('counts the classes on the timetable and puts each figure where its words say', () => {
		const items = proofItems(
			{ founded: 2017, week, openDays: 7 },
			{ founded: 'Since {year}', classes: '{count} classes a week', days: 'Open {count} days' },
		);
		expect(items).toEqual([
			{ before: 'Since', figure: '2017', after: '' },
			{ before: '', figure: '4', after: 'classes a week' },
			{ before: 'Open', figure: '7', after: 'days' },
		]);
	});

	it('leaves out a worked-out figure whose words are not given', () => {
		const items = proofItems({ founded: 2017, week, openDays: 7 }, { classes: '{count} classes a week' });
		expect(items).toEqual([{ before: '', figure: '4', after: 'classes a week' }]);
	});

	it('links the class count to the timetable when the link has words', () => {
		const items = proofItems({ founded: 2017, week, openDays: 7 }, { classes: '{count} classes', classesSource: 'Fixture week' });
		expect(items).toEqual([{ before: '', figure: '4', after: 'classes', source: { label: 'Fixture week', href: timetablePath } }]);
	});

	it('follows the worked-out figures with those from the posts, each keeping its source', () => {
		const source = { label: 'Fixture update', href: '/blog/fixture#members' };
		const items = proofItems(
			{ founded: 2017, week, openDays: 7 },
			{
				founded: '{year}',
				classes: '{count}',
				days: '{count}',
				facts: [
					{ figure: '80', label: 'fixture members', source },
					{ figure: '£2,400', label: 'fixture raised' },
				],
			},
		);
		expect(items.slice(3)).toEqual([
			{ before: '', figure: '80', after: 'fixture members', source },
			{ before: '', figure: '£2,400', after: 'fixture raised', source: undefined },
		]);
	});
});
