import { type CollectionKey, getCollection, getEntry } from 'astro:content';

import { type CollectionName, notAnEntry } from '@/lib/content/content-layout';

/**
 * The entry of `collection` named `id`, which the field `field` of the content file `from` links to. A link naming no
 * entry stops the build, naming the file, the field and the entries it may name, as content:check does in seconds
 * without a build.
 */
export async function requireLinked<C extends CollectionKey & CollectionName>(collection: C, id: string, from: string, field: string) {
	const entry = await getEntry(collection, id);
	if (entry) return entry;
	const ids = (await getCollection(collection)).map((other) => other.id);
	throw new Error(`${from}: ${field}: "${id}" ${notAnEntry(collection, ids)}`);
}

/**
 * The entries of `collection` that the list field `field` of the content file `from` links to, in the list's order,
 * each held to requireLinked (a bad link is named by its place, `<field>.<index>`).
 */
export async function requireLinkedList<C extends CollectionKey & CollectionName>(
	collection: C,
	links: readonly { id: string }[],
	from: string,
	field: string,
) {
	return Promise.all(links.map(({ id }, i) => requireLinked(collection, id, from, `${field}.${i}`)));
}
