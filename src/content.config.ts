import { defineCollection, reference, type ImageFunction, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { toClassNameEntries } from '@/lib/classes/class-slugs';
import { collectingErrors } from '@/build/collect-content-errors';
import { contentCheckMode } from '@/build/content-check-mode';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { byCollection, entryPath, globWithout, type CollectionName } from '@/lib/content/content-layout';
import { keyedByFile } from '@/lib/content/keyed-by-file';
import { mayBeEmpty } from '@/lib/content/may-be-empty';
import { withoutUnpublished, type Publishable } from '@/lib/content/publishing';

// Production builds leave out drafts and posts dated after today, so a scheduled post appears with the first
// build on its day (the daily rebuild, docs/deploying.md); `astro dev` keeps them all and marks them.
const globFor = (name: CollectionName) => glob(globWithout(name, contentCheckMode.unreadable));

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
// Each collection's schema; indexed by a generic name, this mapped type gives that collection's own schema, where the
// factories' object type gives the union of all of them.
type Schemas = { [Name in CollectionName]: ReturnType<ReturnType<typeof schemasWith>[Name]> };
const schemaFactories = (image: ImageFunction): { [Name in CollectionName]: () => Schemas[Name] } => schemasWith(image);

// A collection's config, its schema typed as that collection's own (Astro reads the entries' types from it).
type Collection<Name extends CollectionName> = Omit<ReturnType<typeof defineCollection>, 'schema'> & {
	schema: (context: SchemaContext) => Schemas[Name];
};

/** A collection as content-layout.ts places it, with its own schema from collection-schemas.ts. */
const define = <Name extends CollectionName>(name: Name): Collection<Name> => {
	const schema = ({ image }: SchemaContext) => schemaFactories(image)[name]();
	return { ...defineCollection({ loader: loaders[name] ?? globFor(name), schema }), schema };
};

type Collections = { [Name in CollectionName]: Collection<Name> };
export const collections = collectingErrors(byCollection<Collections>(define), contentCheckMode.reportFile);
