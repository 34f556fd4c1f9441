import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { toClassNameEntries } from '@/lib/classes/class-slugs';
import { classKinds, type GridDay, printedLine, toWeekGrid, weekMarks } from '@/lib/schedule/timetable';
import { type TimetableDay, timetableDaySchema } from '@/lib/schemas/timetable';

const slugs = new Map([
	['ARCX', 'arcx'],
	['ARCX Endurance', 'arcx'],
	['Hydra', 'hydra'],
	['Row Club', 'row-club'],
	['Row Club S&C', 'row-club'],
	['Off The Court S&C', 'off-the-court'],
]);

const day = (name: TimetableDay['day'], ...slots: [string, string, string][]): TimetableDay => ({
	day: name,
	slots: slots.map(([start, end, className]) => ({ start, end, class: className })),
});

/** A grid as compact rows: "06:00-07:00 ARCX → /classes/arcx", "" for a blank row. */
const rows = (grid: GridDay[]) =>
	Object.fromEntries(
		grid.map((d) => [d.day, d.slots.map((s) => (s ? `${s.start}-${s.end} ${s.className}${s.href ? ` → ${s.href}` : ''}` : ''))]),
	);

describe('toWeekGrid', () => {
	it('lists Monday to Sunday in order, whatever order the files come in', () => {
		const grid = toWeekGrid(
			[day('sunday'), day('wednesday'), day('monday'), day('saturday'), day('friday'), day('tuesday'), day('thursday')],
			slugs,
		);
		expect(grid.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
	});

	it('shows every weekday even when a day has no file', () => {
		const grid = toWeekGrid([day('friday', ['06:00', '07:00', 'Hydra'])], slugs);
		expect(rows(grid)).toEqual({
			monday: [''],
			tuesday: [''],
			wednesday: [''],
			thursday: [''],
			friday: ['06:00-07:00 Hydra → /classes/hydra'],
			saturday: [''],
			sunday: [''],
		});
	});

	it('gives seven empty days for an empty timetable', () => {
		expect(toWeekGrid([], slugs).map((d) => d.slots)).toEqual([[], [], [], [], [], [], []]);
	});

	it('pads every day with blank rows to the length of the longest', () => {
		const grid = toWeekGrid(
			[
				day('monday', ['06:00', '07:00', 'ARCX'], ['07:00', '08:00', 'Hydra'], ['08:00', '09:00', 'Hydra']),
				day('tuesday', ['06:00', '07:00', 'ARCX']),
			],
			slugs,
		);
		expect(grid.map((d) => d.slots.length)).toEqual([3, 3, 3, 3, 3, 3, 3]);
		expect(grid[1]?.slots).toEqual([{ start: '06:00', end: '07:00', className: 'ARCX', slug: 'arcx', href: '/classes/arcx' }, null, null]);
	});

	it('lines the days up by time of day, each class beside those at about the same time', () => {
		const grid = toWeekGrid(
			[
				day('monday', ['06:00', '07:00', 'ARCX'], ['12:30', '13:00', 'Hydra'], ['18:00', '19:00', 'Hydra']),
				day('tuesday', ['07:00', '08:00', 'Row Club'], ['18:30', '19:30', 'ARCX']),
				day('saturday', ['07:30', '08:30', 'Hydra'], ['08:30', '09:30', 'Hydra']),
			],
			slugs,
		);
		expect(rows(grid)).toMatchObject({
			monday: ['06:00-07:00 ARCX → /classes/arcx', '', '12:30-13:00 Hydra → /classes/hydra', '18:00-19:00 Hydra → /classes/hydra'],
			tuesday: ['07:00-08:00 Row Club → /classes/row-club', '', '', '18:30-19:30 ARCX → /classes/arcx'],
			saturday: ['07:30-08:30 Hydra → /classes/hydra', '08:30-09:30 Hydra → /classes/hydra', '', ''],
			sunday: ['', '', '', ''],
		});
	});

	it('sorts each day by start time', () => {
		const grid = toWeekGrid([day('monday', ['18:00', '19:00', 'Hydra'], ['06:00', '07:00', 'ARCX'], ['09:30', '10:30', 'Medley'])], slugs);
		expect(grid[0]?.slots.map((s) => s?.start)).toEqual(['06:00', '09:30', '18:00']);
	});

	it.each([
		['an empty class name', ''],
		['a class name of spaces only', '   '],
	])('turns %s into a blank slot', (_, className) => {
		const grid = toWeekGrid([day('monday', ['06:00', '07:00', 'ARCX'], ['07:00', '08:00', className])], slugs);
		expect(grid[0]?.slots).toEqual([{ start: '06:00', end: '07:00', className: 'ARCX', slug: 'arcx', href: '/classes/arcx' }, null]);
	});

	it.each([
		['ARCX', '/classes/arcx'],
		['Hydra', '/classes/hydra'],
		['Row Club', '/classes/row-club'],
		['Row Club S&C', '/classes/row-club'],
		['ARCX Endurance', '/classes/arcx'],
		['Off The Court S&C', '/classes/off-the-court'],
		['  Hydra  ', '/classes/hydra'],
		['Sturdy & Supple', undefined],
		['Teen S&C', undefined],
		['hydra', undefined],
	])('links %j to %s', (className, href) => {
		const [slot] = toWeekGrid([day('monday', ['06:00', '07:00', className])], slugs)[0]?.slots ?? [];
		expect(slot).toEqual({ start: '06:00', end: '07:00', className: className.trim(), slug: href?.replace('/classes/', ''), href });
	});

	it('never links a class without a page to "#" or a missing page', () => {
		const grid = toWeekGrid([day('monday', ['09:30', '10:30', 'Sturdy & Supple'], ['18:00', '19:00', 'Teen S&C'])], slugs);
		expect(grid[0]?.slots.map((s) => [s?.className, s?.href])).toEqual([
			['Sturdy & Supple', undefined],
			['Teen S&C', undefined],
		]);
	});

	it('fails when two files describe the same day', () => {
		expect(() => toWeekGrid([day('monday'), day('tuesday'), day('monday')], slugs)).toThrow(
			'The timetable lists monday twice: keep one file per day in content/timetable',
		);
	});

	it('does not change its input', () => {
		const input = [day('monday', ['18:00', '19:00', 'Hydra'], ['06:00', '07:00', 'ARCX'])];
		const copy = structuredClone(input);
		toWeekGrid(input, slugs);
		expect(input).toEqual(copy);
	});
});

describe('the real timetable (content/timetable, content/settings/class-names.yaml)', () => {
	const folder = new URL('../../../../content/timetable/', import.meta.url);
	const files = readdirSync(folder)
		.filter((name) => name.endsWith('.yaml'))
		.sort();
	const days = files.map((name) => timetableDaySchema.parse(parse(readFileSync(new URL(name, folder), 'utf8'))));
	const classNames = parse(readFileSync(new URL('../../../../content/settings/class-names.yaml', import.meta.url), 'utf8')) as unknown;
	const realSlugs = new Map(Object.values(toClassNameEntries(classNames)).map(({ name, class: slug }) => [name, String(slug)]));

	it('names each file after its day', () => {
		for (const [index, name] of files.entries()) expect(`${days[index]?.day}.yaml`).toBe(name);
	});

	it('shows every slot of the files in the week grid, linked through the class-name map and padded with blanks', () => {
		const grid = toWeekGrid(days, realSlugs);
		const longest = Math.max(...days.map((d) => d.slots.length));
		const rowCount = grid[0]?.slots.length ?? 0;
		expect(rowCount).toBeGreaterThanOrEqual(longest);
		expect(grid.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
		for (const { day: name, slots } of grid) {
			const written = (days.find((d) => d.day === name)?.slots ?? [])
				.filter((slot) => slot.class.trim())
				.sort((a, b) => a.start.localeCompare(b.start));
			expect(slots, name).toHaveLength(rowCount);
			expect(rows([{ day: name, slots }] as GridDay[])[name]?.filter(Boolean)).toEqual(
				written.map((slot) => {
					const slug = realSlugs.get(slot.class.trim());
					return `${slot.start}-${slot.end} ${slot.class.trim()}${slug ? ` → /classes/${slug}` : ''}`;
				}),
			);
		}
	});
});

describe('classKinds', () => {
	const names = { strength: 'Lift', lifting: 'Snatch', engine: 'Motor', race: 'Dash', youth: 'Junior', recovery: 'Rest', open: 'Free' };

	it('names each class page by its kind, leaving out a page without one', () => {
		expect(classKinds([{ id: 'hydra', type: 'engine' }, { id: 'desk-break' }, { id: 'arcx', type: 'race' }], names)).toEqual({
			hydra: { key: 'engine', label: 'Motor' },
			arcx: { key: 'race', label: 'Dash' },
		});
	});
});

describe('weekMarks', () => {
	// 2026-12-21 is a Monday; a made-up short Thursday and a closed Friday.
	const week = toWeekGrid(
		[day('thursday', ['06:00', '07:00', 'Hydra'], ['12:30', '13:30', 'ARCX']), day('friday', ['09:00', '10:00', 'Hydra'])],
		slugs,
	);
	const special = [
		{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Short' },
		{ from: '2026-12-25', to: '2026-12-25', hours: null, note: 'Shut' },
	];
	const words = { closed: 'Closed', hours: 'Open {open}–{close}' };

	it('marks the listed days of the week that holds today, each card by its filled slots', () => {
		const marks = weekMarks(week, '2026-12-22', special, words);
		expect(marks.map((mark) => mark.note)).toEqual(['', '', '', 'Short · Open 08:00–13:00', 'Closed · Shut', '', '']);
		expect(marks[3]?.cancelled).toEqual([true, true]);
		expect(marks[4]?.cancelled).toEqual([true]);
		expect(marks[0]?.cancelled).toEqual([]);
	});

	it('marks nothing in another week', () => {
		expect(weekMarks(week, '2026-12-28', special, words).every((mark) => mark.note === '' && !mark.closed)).toBe(true);
	});
});

describe('printedLine', () => {
	it('puts the address before the date the sheet holds from', () => {
		const address = { street: '4 Anvil Yard', town: 'Eastwick', postcode: 'EW1 2AB', country: 'GB' };
		expect(printedLine(address, 'Valid from {date}', '2026-11-29')).toBe('4 Anvil Yard, Eastwick, EW1 2AB · Valid from 29 November 2026');
	});
});
