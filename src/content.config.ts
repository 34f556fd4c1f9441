import { fileURLToPath } from 'node:url';

import { file, glob, type Loader } from 'astro/loaders';
import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { parse } from 'yaml';

import { buildNow } from '@/build/clock/build-now';
import { contentCheckMode } from '@/build/content-check/mode';
import { withContentTooling } from '@/build/loaders/content-tooling';
import { keyedByFile } from '@/build/loaders/keyed-by-file';
import { mayBeEmpty } from '@/build/loaders/may-be-empty';
import { toClassNameEntries } from '@/lib/classes/class-slugs';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { type CollectionName, entryPath, globWithout } from '@/lib/content/content-layout';
import { type Publishable, withoutUnpublished } from '@/lib/content/publishing';

// Every collection's folder and file pattern is in content-layout.ts, and its schema in collection-schemas.ts (the
// CMS and the tests build theirs from the same two). withContentTooling (src/build/loaders/content-tooling.ts) has entries
// parsed again after a schema change and, under `npm run content:check`, lists every bad file instead of stopping at
// the first; it is given src/lib, where the schemas and all they import live.

/** One entry per file of the collection's folder (content:check may leave out files it cannot read). */
const globFor = (name: CollectionName) => glob(globWithout(name, contentCheckMode.unreadable));

/** Production builds leave out drafts and posts dated after today; `astro dev` keeps them all and marks them. */
const publishedOnly = (loader: Loader, facts: (data: Record<string, unknown>) => Publishable): Loader =>
	import.meta.env.DEV ? loader : withoutUnpublished(loader, facts, buildNow());

/** The collections' schemas, built with Astro's image field and entry references. */
const schemas = ({ image }: SchemaContext) => collectionSchemas(image, reference);

export const collections = withContentTooling(
	{
		settings: defineCollection({ loader: globFor('settings'), schema: (context) => schemas(context).settings() }),
		words: defineCollection({ loader: globFor('words'), schema: (context) => schemas(context).words() }),
		// Editors write a plain "Timetable name: class-file" list; each entry is keyed by its name.
		classNames: defineCollection({
			loader: file(`./${entryPath('classNames')}`, { parser: (text) => toClassNameEntries(parse(text)) }),
			schema: (context) => schemas(context).classNames(),
		}),
		// Each page file has its own schema, picked by the file's name.
		pages: defineCollection({ loader: keyedByFile(globFor('pages'), 'page'), schema: (context) => schemas(context).pages() }),
		team: defineCollection({ loader: globFor('team'), schema: (context) => schemas(context).team() }),
		plans: defineCollection({ loader: globFor('plans'), schema: (context) => schemas(context).plans() }),
		timetable: defineCollection({ loader: globFor('timetable'), schema: (context) => schemas(context).timetable() }),
		affiliates: defineCollection({ loader: globFor('affiliates'), schema: (context) => schemas(context).affiliates() }),
		classes: defineCollection({
			loader: publishedOnly(globFor('classes'), (data) => ({ draft: data['draft'] === true })),
			schema: (context) => schemas(context).classes(),
		}),
		// A scheduled post appears with the first build on its day (the daily rebuild, docs/deploying.md).
		blog: defineCollection({
			loader: publishedOnly(globFor('blog'), (data) => ({
				draft: data['draft'] === true,
				published: data['published'] instanceof Date ? data['published'] : undefined,
			})),
			schema: (context) => schemas(context).blog(),
		}),
		products: defineCollection({ loader: globFor('products'), schema: (context) => schemas(context).products() }),
		gallery: defineCollection({ loader: globFor('gallery'), schema: (context) => schemas(context).gallery() }),
		// Empty until staff add a real member's story: the home page shows none until then, and never an invented one.
		stories: defineCollection({ loader: mayBeEmpty(globFor('stories')), schema: (context) => schemas(context).stories() }),
	} satisfies Record<CollectionName, unknown>,
	fileURLToPath(new URL('./lib/', import.meta.url)),
);
