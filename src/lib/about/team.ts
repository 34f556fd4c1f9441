import { byOrderThen } from '../order.ts';
import { initials } from '../text.ts';

const memberOrder = byOrderThen('name');

/** The team in display order: by `order`, then name. */
export function sortTeam<T extends { data: { order: number; name: string } }>(members: readonly T[]): T[] {
	return [...members].sort((a, b) => memberOrder(a.data, b.data));
}

/** Splits the team into the two headings of the About page, each sorted by `order` then name. */
export function groupTeam<T extends { data: { role: 'co-owner' | 'staff'; order: number; name: string } }>(members: readonly T[]) {
	const sorted = sortTeam(members);
	return {
		coOwners: sorted.filter((m) => m.data.role === 'co-owner'),
		staff: sorted.filter((m) => m.data.role === 'staff'),
	};
}

/**
 * The monograms a folded team shows: the first `shown` people's initials, in display order, how many are left, and how
 * many of those shown are co-owners (they come first), whose monograms take the owners' ink.
 */
export function teamFaces(names: readonly string[], shown: number, coOwners = 0): { initials: string[]; more: number; coOwners: number } {
	return { initials: names.slice(0, shown).map(initials), more: Math.max(0, names.length - shown), coOwners: Math.min(coOwners, shown) };
}
