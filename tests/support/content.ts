import { readdirSync, readFileSync } from 'node:fs';

import { z } from 'astro/zod';
import { parse } from 'yaml';

import { posixPath } from '@/build/posix-path';
import { sortTeam } from '@/lib/about/team';
import { newestFirst } from '@/lib/blog/posts';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { cmsLocation, type CollectionName, collectionNames, entryOf, entryPath, folderOf } from '@/lib/content/content-layout';
import { bodyOf as body, frontmatterOf } from '@/lib/content/frontmatter';
import { isPublished } from '@/lib/content/publishing';
import { sortPlans } from '@/lib/membership/plans';
import { byOrderThen } from '@/lib/order';
import { type PageId, pageSchemas } from '@/lib/schemas/pages';
import type { Settings } from '@/lib/schemas/settings';
import type { Words } from '@/lib/schemas/words';
import { escapeRegExp } from '@/lib/text';

import { imageStub } from './image-stub';

// What the tests expect, read from the editors' files as they are today, so a valid content edit never fails a test.
// Shared by the unit and the browser tests. Each entry is parsed with its collection's own schema (src/lib/schemas),
// so the types, the defaults and the dates are the site's: a field changes in one place.
const project = new URL('../../', import.meta.url);

/** The text of a collection's entry (src/lib/content/content-layout.ts says where it lives). */
const read = (collection: CollectionName, id = '') => readFileSync(new URL(entryPath(collection, id), project), 'utf8');
/** The ids of a collection's entries, sorted: file names without extension, or folder names. */
const ids = (collection: CollectionName) =>
	readdirSync(new URL(`${folderOf(collection)}/`, project), { recursive: true, encoding: 'utf8' })
		.flatMap((name) => {
			const entry = entryOf(`${folderOf(collection)}/${posixPath(name)}`);
			return entry?.collection === collection ? [entry.id] : [];
		})
		.sort();
const yaml = (collection: CollectionName, id = ''): unknown => parse(read(collection, id));
const frontmatter = (text: string): unknown => parse(frontmatterOf(text));
/** Plain entries sorted by the site's own sorter, which takes them as the content layer does ({ data }). */
const sortedBy = <T>(sort: (entries: { data: T }[]) => { data: T }[], items: T[]): T[] =>
	sort(items.map((data) => ({ data }))).map(({ data }) => data);

/** The schemas' own parse, with a stand-in for image() (a path as written) and a file name for a link (an author, a coach). */
type Parsed<S extends z.ZodType> = z.output<S>;
// A file name (a team member's, a class guide's) stands in for a link to another entry.
const schemas = collectionSchemas(imageStub, () => z.string());
type Parsers = { [Name in CollectionName]: ReturnType<(typeof schemas)[Name]> };
// Every collection's schema, one for each name of the registry (src/lib/content/content-layout.ts), so a new collection
// needs no line here. Object.fromEntries loses which schema goes with which name; the cast puts it back.
const parsers = Object.fromEntries(collectionNames.map((name) => [name, schemas[name]()])) as Parsers;
const pageParsers = pageSchemas(imageStub);
/** Parses an entry with its schema, naming the file when it does not fit (the build would stop on it too). */
const parsed = <S extends z.ZodType>(schema: S, data: unknown, file: string): Parsed<S> => {
	const result = schema.safeParse(data);
	if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
	return result.data;
};
/** A collection's entries, each parsed with its schema: its id, its data and, for Markdown entries, its body. */
const entriesOf = <Name extends CollectionName>(name: Name): { id: string; data: Parsed<Parsers[Name]>; body: string }[] =>
	ids(name).map((id) => {
		const text = read(name, id);
		const markdown = cmsLocation(name).format === 'frontmatter';
		// As for `page` below: indexed by a type parameter, the schema's output reads as unknown until named.
		const data = parsed(parsers[name], markdown ? frontmatter(text) : parse(text), entryPath(name, id)) as Parsed<Parsers[Name]>;
		return { id, data, body: markdown ? body(text) : '' };
	});

/** content/settings/site.yaml */
export const settings: Settings<string> = parsed(parsers.settings, yaml('settings'), entryPath('settings'));

/** content/settings/class-names.yaml: timetable class name → class guide file name. */
export const classNames: Record<string, string> = Object.fromEntries(
	Object.entries(yaml('classNames') as Record<string, unknown>).map(([name, slug]) => {
		const entry = parsed(parsers.classNames, { name, class: slug }, `${entryPath('classNames')}: ${name}`);
		return [entry.name, entry.class];
	}),
);

/** content/settings/words.yaml: the menu, footer, button and label words many pages share. */
export const words: Words = parsed(parsers.words, yaml('words'), entryPath('words'));

type PageParsers = typeof pageParsers;
/** content/pages/<name>.yaml, parsed with that page's schema. */
export const page = <Id extends PageId>(name: Id): Parsed<PageParsers[Id]> =>
	parsed(pageParsers[name], yaml('pages', name), entryPath('pages', name)) as Parsed<PageParsers[Id]>;

export type Plan = Parsed<Parsers['plans']> & { id: string };
/** content/plans, in display order. */
export const plans: Plan[] = sortedBy(
	sortPlans,
	entriesOf('plans').map(({ id, data }) => ({ ...data, id })),
);

export type Slot = Parsed<Parsers['timetable']>['slots'][number];
/** content/timetable: weekday (lower case) → its slots, as written. */
export const timetable = Object.fromEntries(entriesOf('timetable').map(({ data }) => [data.day, data.slots] as const));

export type TeamMember = Parsed<Parsers['team']> & { slug: string; bio: string };
/** content/team, in display order. */
export const team: TeamMember[] = sortedBy(
	sortTeam,
	entriesOf('team').map(({ id, data, body: bio }) => ({ ...data, slug: id, bio: bio.trim() })),
);

/**
 * The moment the site under test was built, as near as the tests can tell: now (a run builds minutes before it reads).
 * A production build leaves out drafts and posts dated after its day, so the entries below leave them out too.
 */
const builtAt = new Date();

export type ClassEntry = Parsed<Parsers['classes']> & { slug: string; body: string };
/** content/classes as the build publishes them (drafts left out), in blog order: by `order`, then title. */
export const classEntries: ClassEntry[] = entriesOf('classes')
	.filter(({ data }) => isPublished({ draft: data.draft }, builtAt))
	.map(({ id, data, body }) => ({ ...data, slug: id, body }))
	.sort(byOrderThen('classTitle'));
/** Classes with their own page (/classes/<slug>). */
export const classPages = classEntries.filter((entry) => entry.hasPage);
/** The classes /blog lists under Class Descriptions and in its structured data, as /classes lists them. */
export const listedClasses = classEntries.filter((entry) => entry.hasPage && !entry.hidden && !entry.unfinished);

export type Post = Parsed<Parsers['blog']> & { slug: string; body: string };
/** content/blog as the build publishes it (no drafts, none dated after its day), newest first, as the blog lists them. */
export const posts: Post[] = sortedBy(
	newestFirst,
	entriesOf('blog')
		.filter(({ data }) => isPublished({ draft: data.draft, published: data.published }, builtAt))
		.map(({ id, data, body }) => ({ ...data, slug: id, body })),
);

export type Product = Parsed<Parsers['products']> & { id: string };
/** content/products */
export const products: Product[] = entriesOf('products').map(({ id, data }) => ({ ...data, id }));

/** An album as written: the image() stand-in keeps each picture's path (./<name>.jpg). */
export type Album = Parsed<Parsers['gallery']> & {
	folder: string;
	/** The album's address: /gallery/<folder in lower case>. */
	path: string;
};
/** content/gallery, in index order: by `order`, then title. */
export const albums: Album[] = entriesOf('gallery')
	.map(({ id: folder, data }) => ({ ...data, folder, path: `/gallery/${folder.toLowerCase()}` }))
	.sort(byOrderThen('title'));

export type Affiliate = Parsed<Parsers['affiliates']>;
/** content/affiliates, in row order. */
export const affiliates: Affiliate[] = entriesOf('affiliates')
	.map(({ data }) => data)
	.sort((a, b) => a.slot - b.slot);

export type Story = Parsed<Parsers['stories']> & { id: string };
/** content/stories, as the home page shows them: by `order`, then name; none until staff add the first. */
export const stories: Story[] = entriesOf('stories')
	.map(({ id, data }) => ({ ...data, id }))
	.sort(byOrderThen('name'));

/** A frontmatter day as pages print it, e.g. "19 October 2025". */
export const longDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
/** A date as structured data and <time datetime> give it, e.g. "2025-10-19". */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Markdown reduced to the words a visitor reads: no emphasis marks, link targets or line breaks. */
export const plainText = (markdown: string) =>
	markdown
		.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/[*_`]/g, '')
		.replace(/\s+/g, ' ')
		.trim();
/** A RegExp matching `text` literally, for locators that look for words inside a longer accessible name. */
export const literal = (text: string) => new RegExp(escapeRegExp(text));
/** Matches text that starts with `text`, e.g. a link named "Read More: <heading>". */
export const startingWith = (text: string) => new RegExp(`^${literal(text).source}`);
