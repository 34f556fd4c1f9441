import { z } from 'astro/zod';

import { collectionSchemas } from './collection-schemas.ts';
import { type CollectionName, collectionNames } from './content-layout.ts';
import { schemaNodes } from './schema-nodes.ts';

/**
 * A field of a collection's entries that names another entry by its file name: where it sits in the entry (`*` for
 * each item of a list), and the collection it names.
 */
export interface LinkField {
	collection: CollectionName;
	path: readonly string[];
	to: CollectionName;
}

// Each schema is built with a marker in place of Astro's reference(), so a link is found wherever a schema puts one.
const linkPrefix = '__link__:';

/** The links a schema holds, each as its path and the collection it names. */
export function linksIn(schema: z.core.$ZodType): { path: readonly string[]; to: string }[] {
	const links = schemaNodes(schema).flatMap(({ path, schema: node }) => {
		const def = node._zod.def as { type: string; values?: readonly unknown[] };
		const [value] = def.type === 'literal' ? (def.values ?? []) : [];
		return typeof value === 'string' && value.startsWith(linkPrefix) ? [{ path, to: value.slice(linkPrefix.length) }] : [];
	});
	// The options of a union may each hold the same field (a class guide with a page and one without): one link a path.
	const key = ({ path, to }: (typeof links)[number]) => `${path.join('.')} ${to}`;
	return links.filter((link, i) => links.findIndex((other) => key(other) === key(link)) === i);
}

/**
 * Every link between entries that the collections' schemas declare, read from the schemas themselves, so a link field
 * added to a schema is checked with no list to update.
 */
export const linkFields: readonly LinkField[] = (() => {
	const schemas = collectionSchemas(
		() => z.string(),
		(collection) => z.literal(`${linkPrefix}${collection}`),
	);
	const isCollection = (name: string): name is CollectionName => (collectionNames as readonly string[]).includes(name);
	return collectionNames.flatMap((collection) =>
		linksIn(schemas[collection]()).map(({ path, to }) => {
			if (!isCollection(to)) throw new Error(`src/lib/content/link-fields.ts: ${collection}: a link names "${to}", no collection`);
			return { collection, path, to };
		}),
	);
})();

/**
 * The values an entry's data holds at a link field's path, each with the field as a message names it (`authors.1`);
 * a path the data lacks gives none.
 */
export function valuesAt(data: unknown, path: readonly string[]): { field: string; value: unknown }[] {
	const walk = (node: unknown, rest: readonly string[], at: readonly string[]): { field: string; value: unknown }[] => {
		const [head, ...tail] = rest;
		if (head === undefined) return node === undefined || node === null ? [] : [{ field: at.join('.'), value: node }];
		if (head === '*') {
			if (Array.isArray(node)) return node.flatMap((item, i) => walk(item, tail, [...at, String(i)]));
			if (node !== null && typeof node === 'object') return Object.entries(node).flatMap(([key, item]) => walk(item, tail, [...at, key]));
			return [];
		}
		if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
		return walk((node as Record<string, unknown>)[head], tail, [...at, head]);
	};
	return walk(data, path, []);
}
