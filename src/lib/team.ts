/** Splits the team into the two headings of the About page, each sorted by `order` then name. */
export function groupTeam<T extends { data: { role: 'co-owner' | 'staff'; order: number; name: string } }>(members: readonly T[]) {
	const sorted = [...members].sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name));
	return {
		coOwners: sorted.filter((m) => m.data.role === 'co-owner'),
		staff: sorted.filter((m) => m.data.role === 'staff'),
	};
}
