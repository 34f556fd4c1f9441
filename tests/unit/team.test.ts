import { describe, expect, it } from 'vitest';
import { classNamesOf, coachesNaming, groupTeam } from '@/lib/team';

const member = (name: string, role: 'co-owner' | 'staff', order: number) => ({ data: { name, role, order } });

describe('groupTeam', () => {
	it('splits co-owners from staff, each by order then name', () => {
		const { coOwners, staff } = groupTeam([
			member('Zoe', 'staff', 10),
			member('Ben', 'co-owner', 2),
			member('Amy', 'staff', 10),
			member('Cal', 'co-owner', 1),
			member('Dan', 'staff', 5),
		]);
		expect(coOwners.map((m) => m.data.name)).toEqual(['Cal', 'Ben']);
		expect(staff.map((m) => m.data.name)).toEqual(['Dan', 'Amy', 'Zoe']);
	});

	it('gives two empty lists for no members', () => {
		expect(groupTeam([])).toEqual({ coOwners: [], staff: [] });
	});
});

describe('classNamesOf', () => {
	// A made-up gym's timetable names, not the content's.
	const timetableNames = { 'Row Club': 'row-club', 'Row Club S&C': 'row-club', 'Kids S&C': 'kids', 'Night Shift S&C': 'night-shift' };

	it.each([
		['row-club', 'Row Club', ['Row Club', 'Row Club S&C']],
		['kids', 'Kids S&C', ['Kids S&C']],
		['night-shift', 'Night Shift S&C', ['Night Shift S&C', 'Night Shift']],
		['open', 'Open Floor', ['Open Floor']],
	])('gives %s the names %j', (slug, heading, names) => {
		expect(classNamesOf(slug, heading, timetableNames)).toEqual(names);
	});
});

describe('coachesNaming', () => {
	const bio = (name: string, body: string) => ({ name, body });
	const team = [
		bio('Ann', 'Ann coaches Row Club on Tuesdays.'),
		bio('Bo', 'Bo leads the night shift s&c sessions and rows.'),
		bio('Cy', 'Cy works at the front desk; Rowing machines are her thing.'),
		bio('Di', 'Di coaches Kids S&C.'),
		bio('Ed', 'Ed has no bio text.'),
	];

	it('finds the members whose bio names the class, whole words in any case', () => {
		expect(coachesNaming(['Row Club', 'Row Club S&C'], team).map((m) => m.name)).toEqual(['Ann']);
		expect(coachesNaming(['Night Shift S&C', 'Night Shift'], team).map((m) => m.name)).toEqual(['Bo']);
		expect(coachesNaming(['Kids S&C'], team).map((m) => m.name)).toEqual(['Di']);
	});

	it('finds nobody when no bio names the class, or the class has no names', () => {
		expect(coachesNaming(['Rowing Club'], team).map((m) => m.name)).toEqual([]);
		expect(coachesNaming([], team)).toEqual([]);
		expect(coachesNaming(['Open Floor'], [{ body: undefined }])).toEqual([]);
	});
});
