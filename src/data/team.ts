import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { entryPath, notAnEntry } from '@/lib/content/content-layout';
import { groupTeam } from '@/lib/team';

/** The team (content/team) under the About page's two headings, each by `order` then name. */
export async function loadTeam() {
	return groupTeam(await getCollection('team'));
}

/** A class's coaches as its guide lists them (`coaches`), in that order, each with the bio of its team file. */
export async function loadCoaches(classEntry: CollectionEntry<'classes'>) {
	return Promise.all(
		classEntry.data.coaches.map(async ({ id }, i) => {
			const member = await getEntry('team', id);
			// content:check names the same file and field in seconds, without a build.
			if (!member) {
				const ids = (await getCollection('team')).map((entry) => entry.id);
				throw new Error(`${entryPath('classes', classEntry.id)}: coaches.${i}: "${id}" ${notAnEntry('team', ids)}`);
			}
			return { ...member.data, bio: member.body ?? '' };
		}),
	);
}
