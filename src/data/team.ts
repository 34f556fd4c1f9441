import { getCollection, type CollectionEntry } from 'astro:content';
import { classNamesOf, coachesNaming, groupTeam } from '@/lib/team';
import { loadClassSlugs } from './timetable.ts';

/** The team (content/team) under the About page's two headings, each by `order` then name. */
export async function loadTeam() {
	return groupTeam(await getCollection('team'));
}

/** A class's coaches, found in the content rather than listed: team members whose position or bio names the class. */
export async function loadCoaches(classEntry: CollectionEntry<'classes'>) {
	const { coOwners, staff } = await loadTeam();
	const names = classNamesOf(classEntry.id, classEntry.data.heading, Object.fromEntries(await loadClassSlugs()));
	return coachesNaming(
		names,
		[...coOwners, ...staff].map((member) => ({
			...member.data,
			bio: member.body ?? '',
			body: `${member.data.position}\n${member.body ?? ''}`,
		})),
	);
}
