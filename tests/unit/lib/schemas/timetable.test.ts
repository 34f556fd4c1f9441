import { describe, expect, it } from 'vitest';

import { weekdays } from '@/lib/schedule/browser/weekdays';
import { timetableDaySchema } from '@/lib/schemas/timetable';

const schema = timetableDaySchema;

const slot = { start: '06:30', end: '07:30', class: 'Fixture Lift' };
const valid = {
	day: 'tuesday',
	slots: [slot, { start: '18:00', end: '19:00', class: 'Fixture Row' }],
};
/** The day with one slot changed. */
const withSlot = (change: Record<string, unknown>) => ({ ...valid, slots: [{ ...slot, ...change }] });

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('timetableDaySchema', () => {
	it('accepts a valid day', () => {
		expect(problem(valid)).toBeUndefined();
	});

	it.each(weekdays)('accepts day %s', (day) => {
		expect(problem({ ...valid, day })).toBeUndefined();
	});

	it('accepts a day without classes', () => {
		expect(problem({ ...valid, slots: [] })).toBeUndefined();
	});

	it('reads a slot without a class as a blank slot', () => {
		expect(schema.parse({ ...valid, slots: [{ start: '06:30', end: '07:30' }] }).slots).toEqual([
			{ start: '06:30', end: '07:30', class: '' },
		]);
	});

	it.each([
		['midnight to one minute past', { start: '00:00', end: '00:01' }],
		['a slot ending at 23:59', { start: '22:00', end: '23:59' }],
	])('accepts %s', (_, change) => {
		expect(problem(withSlot(change))).toBeUndefined();
	});

	it.each([
		['a capitalised day', { day: 'Tuesday' }, `day: Use a weekday in lower case: ${weekdays.join(', ')}`],
		['a short day name', { day: 'tue' }, `day: Use a weekday in lower case: ${weekdays.join(', ')}`],
		['a start time without its leading zero', withSlot({ start: '6:30' }), 'slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30'],
		['an end time of 24:00', withSlot({ end: '24:00' }), 'slots.0.end: Use 24-hour time as HH:MM, e.g. 06:30'],
		['a time in words', withSlot({ start: '6am' }), 'slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30'],
		[
			'a slot ending before it starts',
			withSlot({ start: '07:30', end: '06:30' }),
			'slots.0.end: The end time must be after the start time',
		],
		['a slot ending when it starts', withSlot({ end: '06:30' }), 'slots.0.end: The end time must be after the start time'],
		['a class given as a number', withSlot({ class: 5 }), 'slots.0.class: Invalid input: expected string, received number'],
		['a misspelt key in a slot', withSlot({ clas: 'Fixture Lift' }), 'slots.0: Unrecognized key: "clas"'],
		['a misspelt key on the day', { ...valid, slot: [] }, ': Unrecognized key: "slot"'],
		['slots as a single slot', { ...valid, slots: slot }, 'slots: Invalid input: expected array, received object'],
	])('rejects %s', (_, input, expected) => {
		expect(problem(input)).toBe(expected);
	});

	it.each(['06:60', '0630', '06.30', ''])('rejects the time %j', (start) => {
		expect(problem(withSlot({ start }))).toBe('slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30');
	});

	it('still compares the times of the other slots', () => {
		const result = schema.safeParse({
			...valid,
			slots: [
				{ ...slot, start: '6am' },
				{ start: '10:30', end: '09:30', class: 'Fixture Row' },
			],
		});
		expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
			'slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30',
			'slots.1.end: The end time must be after the start time',
		]);
	});

	it('reports a bad time once, without comparing it with the other time', () => {
		const result = schema.safeParse(withSlot({ start: '25:00' }));
		expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['slots.0.start']);
	});

	it.each(['day', 'slots'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});

	it.each(['start', 'end'])('requires a slot’s %s', (key) => {
		const rest: Record<string, unknown> = { ...slot };
		delete rest[key];
		expect(problem({ ...valid, slots: [rest] })).toMatch(new RegExp(`^slots\\.0\\.${key}:`));
	});
});
