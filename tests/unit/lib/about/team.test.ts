import { describe, expect, it } from 'vitest';

import { groupTeam, teamFaces } from '@/lib/about/team';

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

describe('teamFaces', () => {
	it('gives the first people’s initials in order and how many more there are', () => {
		expect(teamFaces(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'], 2)).toEqual({ initials: ['AL', 'AT'], more: 1, coOwners: 0 });
	});

	it('counts the co-owners among the faces shown, never more than are shown', () => {
		expect(teamFaces(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'], 2, 1).coOwners).toBe(1);
		expect(teamFaces(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'], 2, 3).coOwners).toBe(2);
	});

	it('gives no more when every person is shown', () => {
		expect(teamFaces(['Cher', 'Ada Lovelace'], 5)).toEqual({ initials: ['C', 'AL'], more: 0, coOwners: 0 });
	});
});
