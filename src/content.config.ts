import { fileURLToPath } from 'node:url';

import { file, glob, type Loader } from 'astro/loaders';
import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { parse } from 'yaml';

import { buildNow } from '@/build/clock/build-now';
import { contentCheckMode } from '@/build/content-check/mode';
import { withContentTooling } from '@/build/loaders/content-tooling';
import { keyedByFile } from '@/build/loaders/keyed-by-file';
import { mayBeEmpty } from '@/build/loaders/may-be-empty';
import { withoutUnpublished } from '@/build/loaders/without-unpublished';
import { toClassNameEntries } from '@/lib/classes/class-slugs';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { type CollectionName, collectionNames, entryPath, globWithout } from '@/lib/content/content-layout';
import type { Publishable } from '@/lib/content/publishing';

// Every collection's folder and file pattern is in content-layout.ts, and its schema in collection-schemas.ts (the
// CMS and the tests build theirs from the same two): each name there becomes a collection here, and only a loader
// that differs from globFor is written below. withContentTooling (src/build/loaders/content-tooling.ts) has entries
// parsed again after a schema change and, under `npm run content:check`, lists every bad file instead of stopping at
// the first; it is given src/lib, where the schemas and all they import live.

/** One entry per file of the collection's folder (content:check may leave out files it cannot read). */
const globFor = (name: CollectionName) => glob(globWithout(name, contentCheckMode.unreadable));

/** Production builds leave out drafts and posts dated after today; `astro dev` keeps them all and marks them. */
const publishedOnly = (loader: Loader, facts: (data: Record<string, unknown>) => Publishable): Loader =>
	import.meta.env.DEV ? loader : withoutUnpublished(loader, facts, buildNow());

/** The collections' schemas, built with Astro's image field and entry references. */
const schemas = ({ image }: SchemaContext) => collectionSchemas(image, reference);
type Schemas = ReturnType<typeof schemas>;

/** The loaders of the collections that do not load every file of their folder as it is; the rest use globFor. */
const loaders: Partial<Record<CollectionName, Loader>> = {
	// Editors write a plain "Timetable name: class-file" list; each entry is keyed by its name.
	classNames: file(`./${entryPath('classNames')}`, { parser: (text) => toClassNameEntries(parse(text)) }),
	// Each page file has its own schema, picked by the file's name.
	pages: keyedByFile(globFor('pages'), 'page'),
	classes: publishedOnly(globFor('classes'), (data) => ({ draft: data['draft'] === true })),
	// A scheduled post appears with the first build on its day (the daily rebuild, docs/deploying.md).
	blog: publishedOnly(globFor('blog'), (data) => ({
		draft: data['draft'] === true,
		published: data['published'] instanceof Date ? data['published'] : undefined,
	})),
	// Empty until staff add a real member's story: the home page shows none until then, and never an invented one.
	stories: mayBeEmpty(globFor('stories')),
};

/** A collection as Astro's type generation reads it: the schema's return is that collection's own schema. */
type Collection<N extends CollectionName> = { loader: Loader; schema: (context: SchemaContext) => ReturnType<Schemas[N]> };

/** A collection of the registry: its loader, and its schema. */
const collectionOf = <N extends CollectionName>(name: N) =>
	// Indexing the schemas with a type parameter gives the union of every collection's schema, and Astro would infer
	// any schema from it, so the collection's type is given.
	defineCollection({ loader: loaders[name] ?? globFor(name), schema: (context) => schemas(context)[name]() }) as Collection<N>;

export const collections = withContentTooling(
	// Object.fromEntries types its result as a record of one value type; there is one entry per collection name.
	Object.fromEntries(collectionNames.map((name) => [name, collectionOf(name)])) as { [N in CollectionName]: Collection<N> },
	fileURLToPath(new URL('./lib/', import.meta.url)),
);
