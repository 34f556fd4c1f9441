import { byOrderThen } from './order.ts';

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
 * The names a class goes by, for finding it in a bio: its guide's heading and every timetable name that links to it
 * (content/settings/class-names.yaml), each also without a trailing "S&C" when what is left is two words or more
 * ("Off The Pitch S&C" is also "Off The Pitch"; "Youth S&C" stays whole).
 */
export function classNamesOf(slug: string, heading: string, timetableNames: Readonly<Record<string, string>>): string[] {
	const names = [heading, ...Object.keys(timetableNames).filter((name) => timetableNames[name] === slug)];
	const shortened = names.map((name) => name.replace(/\s+S&C$/i, '')).filter((name) => name.split(/\s+/).length >= 2);
	return [...new Set([...names, ...shortened])];
}

/** The members whose bio names the class by one of its names, as a whole word in any case, in the team's order. */
export function coachesNaming<T extends { body?: string | undefined }>(names: readonly string[], members: readonly T[]): T[] {
	const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
	const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
	return names.length === 0 ? [] : members.filter((member) => pattern.test(member.body ?? ''));
}
