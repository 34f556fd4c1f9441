import { isMap, isScalar, isSeq, parse, parseDocument } from 'yaml';

import { type CollectionName, entryOf } from '../../lib/content/content-layout.ts';
import { yamlOf } from '../../lib/content/frontmatter.ts';
import { photoFile } from '../../lib/content/image-files.ts';
import type { SourceFile } from './files.ts';

// What the content checks read in a content file: its collection, its data, and the images it names.

/** The collection a content file belongs to, if any. */
export const collectionOf = (file: SourceFile) => entryOf(file.path)?.collection;

/** A content file's data, or undefined when its YAML cannot be read (an error for the schema check to report). */
export const dataOf = (file: SourceFile): unknown => {
	try {
		return parse(yamlOf(file));
	} catch {
		return undefined;
	}
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every relative image path a content file names, with its field path, e.g. { field: 'carousel.photos.0.image', src: './highlight-1.jpg' }. */
export function imageFields(file: SourceFile): { field: string; src: string }[] {
	let document;
	try {
		document = parseDocument(yamlOf(file));
	} catch {
		return [];
	}
	const found: { field: string; src: string }[] = [];
	const walk = (node: unknown, path: string[]) => {
		if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
		else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, String(i)]));
		else if (isScalar(node) && typeof node.value === 'string' && /^\.\.?\//.test(node.value) && photoFile.test(node.value)) {
			found.push({ field: path.join('.'), src: node.value });
		}
	};
	walk(document.contents, []);
	return found;
}

/** A collection's entries as their files hold them (the YAML, or a Markdown file's frontmatter, before any schema), by id. */
export function readEntries(
	files: readonly SourceFile[],
	collection: CollectionName,
): { id: string; path: string; text: string; data: unknown }[] {
	return files
		.flatMap((file) => {
			const entry = entryOf(file.path);
			return entry?.collection === collection ? [{ id: entry.id, path: file.path, text: file.text, data: dataOf(file) }] : [];
		})
		.sort((a, b) => a.id.localeCompare(b.id));
}
