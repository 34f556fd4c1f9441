import { fill } from './loader-fixtures';

/** A team member of the fixtures, coaching or writing. */
export const member = (name: string, role = 'staff') => ({
	name,
	position: 'Zz trainer',
	role,
	photo: `/fixtures/${name}.jpg`,
	photoAlt: `${name}, smiling`,
});

/** A monthly post published on `published`, by the team files `authors`; `own` adds or replaces any field. */
export const post = (heading: string, published: string, authors: string[] = [], own: Record<string, unknown> = {}) => ({
	heading,
	description: `What ${heading} says.`,
	published,
	authors,
	image: `/fixtures/${heading}.jpg`,
	imageAlt: `${heading}'s cover`,
	...own,
});

/** Two writers and `count` posts, one a month from January 2029, the oldest first; post `n` is `zz-post-<n>`. */
export function fillPosts(count: number): void {
	fill('team', [
		['zz-writer', member('Zz Writer', 'co-owner')],
		['zy-writer', member('Zy Writer')],
	]);
	fill(
		'blog',
		Array.from({ length: count }, (_, i) => {
			const month = String(i + 1).padStart(2, '0');
			return [`zz-post-${i + 1}`, post(`Zz Post ${i + 1}`, `2029-${month}-01`, ['zy-writer', 'zz-writer'])] as const;
		}),
	);
}
