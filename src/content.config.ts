import { defineCollection, reference } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { affiliateSchema } from '@/lib/schemas/affiliates';
import { albumSchema } from '@/lib/schemas/albums';
import { classNameSchema } from '@/lib/schemas/class-names';
import { classGuideSchema } from '@/lib/schemas/classes';
import { pageSchema } from '@/lib/schemas/pages';
import { planSchema } from '@/lib/schemas/plans';
import { postSchema } from '@/lib/schemas/posts';
import { productSchema } from '@/lib/schemas/products';
import { settingsSchema } from '@/lib/schemas/settings';
import { storySchema } from '@/lib/schemas/stories';
import { teamSchema } from '@/lib/schemas/team';
import { timetableDaySchema } from '@/lib/schemas/timetable';
import { wordsSchema } from '@/lib/schemas/words';
import { toClassNameEntries } from '@/lib/class-slugs';
import { collectingErrors } from '@/lib/content/collect-content-errors';
import { entryPath, globWithout, type CollectionName } from '@/lib/content/content-layout';
import { keyedByFile } from '@/lib/content/keyed-by-file';
import { mayBeEmpty } from '@/lib/content/may-be-empty';
import { withoutUnpublished, type Publishable } from '@/lib/content/publishing';

// Production builds leave out drafts and posts dated after today, so a scheduled post appears with the first
// build on its day (the daily rebuild, README); `astro dev` keeps them all and marks them.
// content:check lists the files whose YAML cannot be read; they stay out of the load (scripts/content-check.mjs).
const unreadable = process.env['CONTENT_CHECK_UNREADABLE']?.split('\n').filter(Boolean) ?? [];
const globFor = (name: CollectionName) => globWithout(name, unreadable);

const publishedOnly = (loader: Loader, facts: (data: Record<string, unknown>) => Publishable): Loader =>
	import.meta.env.DEV ? loader : withoutUnpublished(loader, facts, new Date());

const settings = defineCollection({
	loader: glob(globFor('settings')),
	schema: ({ image }) => settingsSchema(image),
});

const words = defineCollection({
	loader: glob(globFor('words')),
	schema: wordsSchema,
});

const team = defineCollection({
	loader: glob(globFor('team')),
	schema: ({ image }) => teamSchema(image),
});

const plans = defineCollection({
	loader: glob(globFor('plans')),
	schema: planSchema,
});

const timetable = defineCollection({
	loader: glob(globFor('timetable')),
	schema: timetableDaySchema,
});

const affiliates = defineCollection({
	loader: glob(globFor('affiliates')),
	schema: ({ image }) => affiliateSchema(image),
});

// Editors write a plain "Timetable name: class-file" list; each entry is keyed by its name.
const classNames = defineCollection({
	loader: file(`./${entryPath('classNames')}`, { parser: (text) => toClassNameEntries(parse(text)) }),
	schema: classNameSchema(reference('classes')),
});

const classes = defineCollection({
	loader: publishedOnly(glob(globFor('classes')), (data) => ({ draft: data['draft'] === true })),
	schema: ({ image }) => classGuideSchema(image),
});

const posts = defineCollection({
	loader: publishedOnly(glob(globFor('posts')), (data) => ({
		draft: data['draft'] === true,
		published: data['published'] instanceof Date ? data['published'] : undefined,
	})),
	schema: ({ image }) => postSchema(image, reference('team')),
});

const products = defineCollection({
	loader: glob(globFor('products')),
	schema: ({ image }) => productSchema(image),
});

const albums = defineCollection({
	loader: glob(globFor('albums')),
	schema: ({ image }) => albumSchema(image),
});

// Empty until staff add a real member's story: the home page shows none until then, and never an invented one.
const stories = defineCollection({
	loader: mayBeEmpty(glob(globFor('stories'))),
	schema: ({ image }) => storySchema(image),
});

const pages = defineCollection({
	// Each page file has its own schema, picked by the file's name.
	loader: keyedByFile(glob(globFor('pages')), 'page'),
	schema: ({ image }) => pageSchema(image),
});

export const collections = collectingErrors(
	{ settings, words, pages, team, plans, timetable, affiliates, classNames, classes, posts, products, albums, stories },
	process.env['CONTENT_CHECK_REPORT'],
);
