import { describe, expect, it } from 'vitest';
import { groupTeam } from '@/lib/team';

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
