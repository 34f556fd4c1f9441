import { afterEach, describe, expect, it } from 'vitest';

import { addDays, londonClock, londonDay, londonInstant, londonYear, toMinutes, weekdayOf } from '@/lib/schedule/browser/london-time';

describe('londonClock', () => {
	it.each([
		// Spring forward: at 01:00 GMT on the last Sunday of March the clocks go to 02:00 BST.
		['2026-03-29T00:59:00Z', { date: '2026-03-29', weekday: 'sunday', minutes: 59 }],
		['2026-03-29T01:00:00Z', { date: '2026-03-29', weekday: 'sunday', minutes: 120 }],
		// Fall back: at 02:00 BST on the last Sunday of October the clocks go back to 01:00 GMT.
		['2026-10-25T00:59:00Z', { date: '2026-10-25', weekday: 'sunday', minutes: 119 }],
		['2026-10-25T01:00:00Z', { date: '2026-10-25', weekday: 'sunday', minutes: 60 }],
		// Midnight in summer is 23:00 UTC the day before.
		['2026-07-06T22:59:00Z', { date: '2026-07-06', weekday: 'monday', minutes: 23 * 60 + 59 }],
		['2026-07-06T23:00:00Z', { date: '2026-07-07', weekday: 'tuesday', minutes: 0 }],
		// Midnight in winter is midnight UTC.
		['2026-01-05T00:00:00Z', { date: '2026-01-05', weekday: 'monday', minutes: 0 }],
	])('reads %s as London wall time', (instant, expected) => {
		expect(londonClock(new Date(instant))).toEqual(expected);
	});

	const zone = process.env.TZ;
	afterEach(() => {
		if (zone === undefined) delete process.env.TZ;
		else process.env.TZ = zone;
	});

	it.each(['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'])('ignores a device set to %s', (deviceZone) => {
		process.env.TZ = deviceZone;
		expect(londonClock(new Date('2026-07-06T17:30:00Z'))).toEqual({ date: '2026-07-06', weekday: 'monday', minutes: 18 * 60 + 30 });
	});
});

describe('calendar helpers', () => {
	it.each([
		['06:30', 390],
		['00:00', 0],
		['23:59', 1439],
	])('toMinutes(%s) is %i', (time, minutes) => {
		expect(toMinutes(time)).toBe(minutes);
	});

	it.each([
		['2026-03-28', 1, '2026-03-29'],
		['2026-03-29', 1, '2026-03-30'],
		['2026-10-24', 2, '2026-10-26'],
		['2026-12-31', 1, '2027-01-01'],
		['2028-02-28', 1, '2028-02-29'],
		['2026-11-25', -2, '2026-11-23'],
	])('addDays(%s, %i) is %s, clock changes or not', (date, days, expected) => {
		expect(addDays(date, days)).toBe(expected);
	});

	it.each([
		['2026-11-23', 'monday'],
		['2026-03-29', 'sunday'],
		['2026-10-25', 'sunday'],
		['2027-01-01', 'friday'],
	])('weekdayOf(%s) is %s', (date, weekday) => {
		expect(weekdayOf(date)).toBe(weekday);
	});
});

describe('londonDay', () => {
	it.each([
		// Winter (GMT): London's day is the UTC day.
		['2026-03-28T23:30:00Z', '2026-03-28'],
		// The clocks go forward at 01:00 UTC on 29 March 2026; 23:30 UTC that evening is 00:30 on the 30th in London.
		['2026-03-29T23:30:00Z', '2026-03-30'],
		['2026-10-24T23:30:00Z', '2026-10-25'],
		// The clocks go back at 01:00 UTC on 25 October 2026; from then on London's day is the UTC day again.
		['2026-10-25T23:30:00Z', '2026-10-25'],
		['2026-12-31T23:59:59Z', '2026-12-31'],
		// 23:30 UTC on 31 May is already 1 June in London (BST).
		['2026-05-31T23:30:00Z', '2026-06-01'],
	])('%s is %s in London', (now, expected) => {
		expect(londonDay(new Date(now))).toBe(expected);
	});
});

describe('londonYear', () => {
	const zone = process.env.TZ;
	afterEach(() => {
		if (zone === undefined) delete process.env.TZ;
		else process.env.TZ = zone;
	});

	it.each([
		// New Year falls in winter, when London is on UTC: the last half hour of the year in London and the first.
		['2026-12-31T23:30:00Z', 2026],
		['2027-01-01T00:30:00Z', 2027],
	])('%s is in %i in London', (now, expected) => {
		expect(londonYear(new Date(now))).toBe(expected);
	});

	it("is London's year on a machine an hour ahead, where the new year has begun", () => {
		process.env.TZ = 'Europe/Berlin';
		const now = new Date('2026-12-31T23:30:00Z');
		expect(now.getFullYear()).toBe(2027);
		expect(londonYear(now)).toBe(2026);
	});
});

describe('londonInstant', () => {
	it.each([
		['2026-01-05', '06:00', '2026-01-05T06:00:00.000Z'],
		['2026-07-06', '06:00', '2026-07-06T05:00:00.000Z'],
		['2026-03-29', '00:00', '2026-03-29T00:00:00.000Z'],
		['2026-03-29', '08:00', '2026-03-29T07:00:00.000Z'],
		['2026-10-25', '00:00', '2026-10-24T23:00:00.000Z'],
		['2026-10-25', '08:00', '2026-10-25T08:00:00.000Z'],
		// 01:30 does not exist on the spring change day; it is read as the hour after.
		['2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'],
	])('%s %s in London is %s', (date, time, instant) => {
		expect(new Date(londonInstant(date, time)).toISOString()).toBe(instant);
	});
});
