import { describe, expect, it } from 'vitest';

import { weekdays } from '@/lib/schedule/browser/weekdays';
import { groupOpeningHours, openDays } from '@/lib/schedule/hours-table';
import type { OpeningHours } from '@/lib/schemas/settings';

import { dayNames } from '../../support/day-names';

const same = (open: string, close: string): OpeningHours => ({
	monday: { open, close },
	tuesday: { open, close },
	wednesday: { open, close },
	thursday: { open, close },
	friday: { open, close },
	saturday: { open, close },
	sunday: { open, close },
});

describe('groupOpeningHours', () => {
	it('joins a week of equal days into one row', () => {
		expect(groupOpeningHours(same('06:00', '22:00'), dayNames)).toEqual([{ days: 'Monday – Sunday', hours: '06:00–22:00' }]);
	});

	it('names the days in the words it is given', () => {
		const names = { ...dayNames, monday: 'Lundi', friday: 'Vendredi' };
		const hours = { ...same('06:00', '22:00'), saturday: { open: '08:00', close: '14:00' }, sunday: { open: '08:00', close: '14:00' } };
		expect(groupOpeningHours(hours, names).map((row) => row.days)).toEqual(['Lundi – Vendredi', 'Saturday – Sunday']);
	});

	it.each([
		[
			'weekdays and a weekend',
			{ ...same('06:00', '21:00'), saturday: { open: '08:00', close: '14:00' }, sunday: { open: '08:00', close: '14:00' } },
			[
				{ days: 'Monday – Friday', hours: '06:00–21:00' },
				{ days: 'Saturday – Sunday', hours: '08:00–14:00' },
			],
		],
		[
			'a single different day in the middle splits the run',
			{ ...same('06:00', '21:00'), wednesday: { open: '06:00', close: '20:00' } },
			[
				{ days: 'Monday – Tuesday', hours: '06:00–21:00' },
				{ days: 'Wednesday', hours: '06:00–20:00' },
				{ days: 'Thursday – Sunday', hours: '06:00–21:00' },
			],
		],
		[
			'the same closing time with another opening time',
			{ ...same('06:00', '21:00'), monday: { open: '07:00', close: '21:00' } },
			[
				{ days: 'Monday', hours: '07:00–21:00' },
				{ days: 'Tuesday – Sunday', hours: '06:00–21:00' },
			],
		],
	])('groups %s', (_, hours, expected) => {
		expect(groupOpeningHours(hours, dayNames)).toEqual(expected);
	});

	it('gives seven rows when every day differs', () => {
		const hours: OpeningHours = {
			monday: { open: '06:00', close: '21:00' },
			tuesday: { open: '06:00', close: '20:00' },
			wednesday: { open: '06:00', close: '19:00' },
			thursday: { open: '06:00', close: '18:00' },
			friday: { open: '06:00', close: '17:00' },
			saturday: { open: '06:00', close: '16:00' },
			sunday: { open: '06:00', close: '15:00' },
		};
		expect(groupOpeningHours(hours, dayNames).map((row) => row.days)).toEqual([
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		]);
	});

	it('keeps days apart that share hours but are not next to each other', () => {
		const hours = { ...same('06:00', '21:00'), tuesday: { open: '06:00', close: '12:00' }, thursday: { open: '06:00', close: '12:00' } };
		expect(groupOpeningHours(hours, dayNames).map((row) => row.days)).toEqual([
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday – Sunday',
		]);
	});

	it.each([
		['a week of equal days', same('06:00', '22:00')],
		[
			'a short weekend',
			{ ...same('06:00', '21:00'), saturday: { open: '08:00', close: '14:00' }, sunday: { open: '08:00', close: '14:00' } },
		],
		['a first day apart', { ...same('06:00', '21:00'), monday: { open: '07:00', close: '21:00' } }],
		['a last day apart', { ...same('06:00', '21:00'), sunday: { open: '09:00', close: '12:00' } }],
		[
			'alternating days',
			{ ...same('06:00', '21:00'), tuesday: { open: '06:00', close: '12:00' }, thursday: { open: '06:00', close: '12:00' } },
		],
	])('groups %s without losing or changing a day', (_, hours: OpeningHours) => {
		const names = weekdays.map((day) => dayNames[day]);
		const expanded = groupOpeningHours(hours, dayNames).flatMap(({ days, hours: range }) => {
			const [from = '', to = from] = days.split(' – ');
			return names.slice(names.indexOf(from), names.indexOf(to) + 1).map((day) => `${day} ${range}`);
		});
		expect(expanded).toEqual(weekdays.map((day) => `${dayNames[day]} ${hours[day].open}–${hours[day].close}`));
	});
});

describe('openDays', () => {
	it('names each day with hours, in week order whatever the order of the file', () => {
		const written = Object.fromEntries(Object.entries(same('06:00', '22:00')).reverse()) as OpeningHours;
		expect(Object.keys(written)[0]).toBe('sunday');
		expect(openDays(written)).toEqual(weekdays);
	});
});
