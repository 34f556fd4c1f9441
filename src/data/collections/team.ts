import { type CollectionEntry, getCollection } from 'astro:content';

import { requireLinkedList } from '@/data/collections/linked-entry';
import { groupTeam } from '@/lib/about/team';
import { entryPath } from '@/lib/content/content-layout';
import { firstParagraph } from '@/lib/text';

/** The team (content/team) under the About page's two headings, each by `order` then name. */
export async function loadTeam() {
	return groupTeam(await getCollection('team'));
}

/**
 * A class's coaches as its guide lists them (`coaches`), in that order, each with the first paragraph of its team file's
 * bio (`bio`), the lines that introduce them.
 */
export async function loadCoaches(classEntry: CollectionEntry<'classes'>) {
	const coaches = await requireLinkedList('team', classEntry.data.coaches, entryPath('classes', classEntry.id), 'coaches');
	return coaches.map((member) => ({ ...member.data, bio: firstParagraph(member.body ?? '') }));
}
