import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';
import { mondayOf } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';
import { googleCalendarUrl, webcalUrl, weeklyCalendar } from '@/lib/schedule/ics-feed';
import type { GridDay } from '@/lib/schedule/timetable';

const slot = (start: string, end: string, className: string, slug?: string) => ({
	start,
	end,
	className,
	slug,
	href: slug ? `/classes/${slug}` : undefined,
});
const week: GridDay[] = weekdays.map((day) => ({ day, slots: [] }));
week[0] = {
	day: 'monday',
	slots: [slot('06:00', '07:00', 'ARCX', 'arcx'), slot('18:00', '19:00', 'Olympic Pulling', 'olympic-pulling'), null],
};
week[1] = { day: 'tuesday', slots: [slot('09:30', '10:30', 'Sturdy & Supple'), null, null] };
week[6] = { day: 'sunday', slots: [slot('11:00', '13:00', 'Olympic Pulling', 'olympic-pulling'), null, null] };
const options = {
	name: 'Gym timetable',
	siteUrl: 'https://gym.example',
	location: 'Gym, 1 Road, Chelmsford',
	weekOf: '2026-11-25',
	special: [] as SpecialDay[],
	stamp: new Date('2026-11-25T09:15:00Z'),
};

/** Parses the feed with ical.js, an independent parser, and returns its events. */
const events = (text: string) => {
	const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
	for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
	return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
};

/** The UTC instant of the first occurrence on or after `from`. */
const firstOnOrAfter = (event: ICAL.Event, from: string) => {
	const iterator = event.iterator();
	for (let next = iterator.next(); next; next = iterator.next()) {
		const instant = next.toJSDate().toISOString();
		if (instant >= from) return instant;
	}
	return undefined;
};

describe('weeklyCalendar', () => {
	const text = weeklyCalendar(week, options);

	it('stamps every event with the moment it is given, not the clock, in UTC as RFC 5545 asks', () => {
		const stamps = text.match(/^DTSTAMP:.*$/gm) ?? [];
		expect(stamps).toHaveLength(events(text).length);
		expect(new Set(stamps)).toEqual(new Set(['DTSTAMP:20261125T091500Z']));
	});

	it('holds one weekly event per filled slot, named by class, at the gym', () => {
		const parsed = events(text);
		expect(parsed).toHaveLength(4);
		expect(parsed.map((event) => event.summary)).toEqual(['ARCX', 'Olympic Pulling', 'Sturdy & Supple', 'Olympic Pulling']);
		for (const event of parsed) {
			expect(event.location).toBe(options.location);
			expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
			expect(event.startDate.zone?.tzid).toBe('Europe/London');
		}
	});

	it('carries a VTIMEZONE for Europe/London with both clock changes', () => {
		expect(text).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:Europe\/London/);
		expect(text).toContain('TZNAME:BST');
		expect(text).toContain('TZNAME:GMT');
	});

	it('keeps a Monday 18:00 class at 18:00 London time in January and in July', () => {
		const olympic = events(text).find((event) => event.summary === 'Olympic Pulling' && event.startDate.dayOfWeek() === 2);
		if (!olympic) throw new Error('no Monday Olympic Pulling event');
		// 18:00 GMT is 18:00 UTC; 18:00 BST is 17:00 UTC.
		expect(firstOnOrAfter(olympic, '2027-01-04T00:00:00Z')).toBe('2027-01-04T18:00:00.000Z');
		expect(firstOnOrAfter(olympic, '2027-07-05T00:00:00Z')).toBe('2027-07-05T17:00:00.000Z');
		// And across the spring change: the Monday after it is the first BST Monday.
		expect(firstOnOrAfter(olympic, '2027-03-22T00:00:00Z')).toBe('2027-03-22T18:00:00.000Z');
		expect(firstOnOrAfter(olympic, '2027-03-29T00:00:00Z')).toBe('2027-03-29T17:00:00.000Z');
	});

	it('gives each event a stable, unique UID', () => {
		const uids = events(text).map((event) => event.uid);
		expect(new Set(uids).size).toBe(uids.length);
		expect(events(weeklyCalendar(week, { ...options, weekOf: '2027-06-01' })).map((event) => event.uid)).toEqual(uids);
		expect(uids[0]).toBe('arcx-monday-0600@gym.example');
	});

	it('links each class to its page when it has one', () => {
		const urls = events(text).map((event) => event.component.getFirstPropertyValue('url'));
		expect(urls).toEqual([
			'https://gym.example/classes/arcx',
			'https://gym.example/classes/olympic-pulling',
			null,
			'https://gym.example/classes/olympic-pulling',
		]);
	});

	it('starts each series in the week of the build, on its own weekday', () => {
		const starts = events(text).map((event) => event.startDate.toString());
		expect(starts).toEqual(['2026-11-23T06:00:00', '2026-11-23T18:00:00', '2026-11-24T09:30:00', '2026-11-29T11:00:00']);
	});
});

describe('weeklyCalendar on listed days', () => {
	// A made-up gym's closures and short days, not the content's.
	const special: SpecialDay[] = [
		{ from: '2026-12-06', to: '2026-12-06', hours: null, note: 'Staff training' },
		{ from: '2026-12-28', to: '2027-01-04', hours: null, note: 'New Year' },
		{ from: '2027-03-28', to: '2027-03-28', hours: { open: '08:00', close: '12:00' }, note: 'Clocks forward' },
		{ from: '2026-12-07', to: '2026-12-07', hours: { open: '05:00', close: '12:00' }, note: 'Short Monday' },
	];
	const text = weeklyCalendar(week, { ...options, special });
	/** Every occurrence's London date and time up to a day, as a calendar app expands the feed. */
	const occurrences = (until: string) =>
		events(text).flatMap((event) => {
			const found: string[] = [];
			const iterator = event.iterator();
			for (let next = iterator.next(); next && next.toString() < until; next = iterator.next()) {
				found.push(`${next.toString().slice(0, 16)} ${event.summary}`);
			}
			return found;
		});

	it('leaves out every session on a closed day, across the new year', () => {
		const dates = occurrences('2027-06-01').map((line) => line.slice(0, 10));
		for (const closed of ['2026-12-06', '2026-12-28', '2027-01-03', '2027-01-04']) expect(dates).not.toContain(closed);
		expect(dates).toContain('2026-12-13');
		expect(dates).toContain('2027-01-10');
	});

	it('leaves out only the sessions a short day cancels, on the clock-change day too', () => {
		const all = occurrences('2027-06-01');
		expect(all).toContain('2026-12-07T06:00 ARCX');
		expect(all).not.toContain('2026-12-07T18:00 Olympic Pulling');
		expect(all).not.toContain('2027-03-28T11:00 Olympic Pulling');
		expect(all).toContain('2027-04-04T11:00 Olympic Pulling');
	});

	it('writes each EXDATE in the series’ own London time (TZID)', () => {
		expect(text).toContain('EXDATE;TZID=Europe/London:20261206T110000');
		expect(text).toContain('EXDATE;TZID=Europe/London:20261207T180000,20261228T180000');
		expect(text).toMatch(/EXDATE;TZID=Europe\/London:[^\r\n]*20270328T110000/);
		expect(text).not.toMatch(/EXDATE(?!;TZID=Europe\/London:)/);
	});

	it('leaves a series without listed days as it was', () => {
		expect(weeklyCalendar(week, options)).not.toContain('EXDATE');
	});
});

describe('feed links', () => {
	it.each([
		['2026-11-25', '2026-11-23'],
		['2026-11-23', '2026-11-23'],
		['2026-11-29', '2026-11-23'],
		['2026-03-30', '2026-03-30'],
	])('mondayOf(%s) is %s', (date, monday) => {
		expect(mondayOf(date)).toBe(monday);
	});

	it('subscribes with webcal: and Google Calendar', () => {
		expect(webcalUrl('https://gym.example/timetable.ics')).toBe('webcal://gym.example/timetable.ics');
		expect(googleCalendarUrl('https://gym.example/timetable.ics')).toBe(
			'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fgym.example%2Ftimetable.ics',
		);
	});
});
