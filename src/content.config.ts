import { defineCollection, reference, type ImageFunction, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { toClassNameEntries } from '@/lib/classes/class-slugs';
import { collectingErrors } from '@/build/collect-content-errors';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { contentLayout, entryPath, globWithout, type CollectionName } from '@/lib/content/content-layout';
import { keyedByFile } from '@/lib/content/keyed-by-file';
import { mayBeEmpty } from '@/lib/content/may-be-empty';
import { withoutUnpublished, type Publishable } from '@/lib/content/publishing';

// Production builds leave out drafts and posts dated after today, so a scheduled post appears with the first
// build on its day (the daily rebuild, docs/deploying.md); `astro dev` keeps them all and marks them.
// content:check lists the files whose YAML cannot be read; they stay out of the load (scripts/content-check.mjs).
const unreadable = process.env['CONTENT_CHECK_UNREADABLE']?.split('\n').filter(Boolean) ?? [];
const globFor = (name: CollectionName) => glob(globWithout(name, unreadable));

const publishedOnly = (loader: Loader, facts: (data: Record<string, unknown>) => Publishable): Loader =>
	import.meta.env.DEV ? loader : withoutUnpublished(loader, facts, new Date());

/** The collections that load other than one entry per file of their folder. */
const loaders: Partial<Record<CollectionName, Loader>> = {
	// Editors write a plain "Timetable name: class-file" list; each entry is keyed by its name.
	classNames: file(`./${entryPath('classNames')}`, { parser: (text) => toClassNameEntries(parse(text)) }),
	classes: publishedOnly(globFor('classes'), (data) => ({ draft: data['draft'] === true })),
	blog: publishedOnly(globFor('blog'), (data) => ({
		draft: data['draft'] === true,
		published: data['published'] instanceof Date ? data['published'] : undefined,
	})),
	// Empty until staff add a real member's story: the home page shows none until then, and never an invented one.
	stories: mayBeEmpty(globFor('stories')),
	// Each page file has its own schema, picked by the file's name.
	pages: keyedByFile(globFor('pages'), 'page'),
};

const schemasWith = (image: ImageFunction) => collectionSchemas(image, reference);
type Schemas = ReturnType<typeof schemasWith>;

/** A collection as content-layout.ts places it, with its schema from collection-schemas.ts. */
const define = (name: CollectionName) =>
	defineCollection({
		loader: loaders[name] ?? globFor(name),
		schema: ({ image }) => schemasWith(image)[name](),
	});

// Each collection typed with its own schema, as Astro reads the entries' types from this export.
type Collections = {
	[Name in CollectionName]: Omit<ReturnType<typeof define>, 'schema'> & { schema: (context: SchemaContext) => ReturnType<Schemas[Name]> };
};

export const collections = collectingErrors(
	Object.fromEntries((Object.keys(contentLayout) as CollectionName[]).map((name) => [name, define(name)])) as Collections,
	process.env['CONTENT_CHECK_REPORT'],
);
