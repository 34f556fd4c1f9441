import { describe, expect, it } from 'vitest';

import { specialHoursSchema } from '@/lib/schemas/special-hours';

/** The first problem as "path: message", the way the build names the field in site.yaml. */
const problem = (input: unknown) => {
	const result = specialHoursSchema.safeParse(input);
	if (result.success) return 'valid';
	const [issue] = result.error.issues;
	return `${issue?.path.join('.')}: ${issue?.message}`;
};

describe('specialHours in content/settings/site.yaml', () => {
	it('reads single days, ranges, closures and shortened hours, dates quoted or not', () => {
		expect(
			specialHoursSchema.parse([
				{ from: '2026-12-24', open: '08:00', close: '13:00', note: 'Christmas Eve' },
				// YAML turns an unquoted 2026-12-25 into a date.
				{ from: new Date('2026-12-25T00:00:00Z'), to: '2026-12-26', closed: true, note: 'Christmas' },
			]),
		).toEqual([
			{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
			{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Christmas' },
		]);
	});

	it('reads closed: false, which the CMS switch writes when it is off, as shortened hours', () => {
		expect(specialHoursSchema.parse([{ from: '2026-12-24', closed: false, open: '08:00', close: '13:00', note: 'Christmas Eve' }])).toEqual(
			[{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' }],
		);
		expect(problem([{ from: '2026-12-24', closed: false, note: 'Christmas Eve' }])).toBe(
			'0.open: Give both open and close times, or closed: true for a closure',
		);
	});

	it('is optional', () => {
		expect(specialHoursSchema.parse(undefined)).toEqual([]);
	});

	it.each([
		[
			'overlapping entries',
			[
				{ from: '2026-12-25', to: '2026-12-27', closed: true, note: 'Christmas' },
				{ from: '2026-12-27', open: '08:00', close: '12:00', note: 'Boxing Day' },
			],
			'1.from: These dates overlap entry 1 (2026-12-25 to 2026-12-27, Christmas); each day may be listed once',
		],
		[
			'closing before opening',
			[{ from: '2026-12-24', open: '13:00', close: '08:00', note: 'Christmas Eve' }],
			'0.close: The closing time must be after the opening time',
		],
		[
			'a range that ends before it starts',
			[{ from: '2026-12-26', to: '2026-12-25', closed: true, note: 'Christmas' }],
			'0.to: The last day must be on or after the first day (2026-12-26)',
		],
		[
			'closed with hours',
			[{ from: '2026-12-25', closed: true, open: '08:00', close: '12:00', note: 'Christmas' }],
			'0.closed: Give either closed: true or open and close times, not both',
		],
		[
			'neither closed nor hours',
			[{ from: '2026-12-25', note: 'Christmas' }],
			'0.open: Give both open and close times, or closed: true for a closure',
		],
		['only an opening time', [{ from: '2026-12-25', open: '08:00', note: 'Christmas' }], '0.close: Give both open and close times'],
		['a date in words', [{ from: '25 December', closed: true, note: 'Christmas' }], '0.from: Use a date as YYYY-MM-DD, e.g. 2026-12-25'],
		[
			'a date not in the calendar',
			[{ from: '2026-02-30', closed: true, note: 'Oops' }],
			'0.from: This date does not exist in the calendar',
		],
		['a missing note', [{ from: '2026-12-25', closed: true }], '0.note: '],
		['a misspelt key', [{ from: '2026-12-25', closed: true, note: 'Christmas', notes: 'x' }], '0: '],
		[
			'a bad time',
			[{ from: '2026-12-24', open: '8am', close: '13:00', note: 'Christmas Eve' }],
			'0.open: Use 24-hour time as HH:MM, e.g. 06:30',
		],
	])('rejects %s, naming the field', (_, input, expected) => {
		expect(problem(input)).toContain(expected);
	});
});
