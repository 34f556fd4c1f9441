import { readdirSync, readFileSync } from 'node:fs';

import { z } from 'astro/zod';
import { parse } from 'yaml';

import { posixPath } from '@/build/posix-path';
import { sortTeam } from '@/lib/about/team';
import { newestFirst } from '@/lib/blog/posts';
import { collectionSchemas } from '@/lib/content/collection-schemas';
import { type CollectionName, entryOf, entryPath, folderOf } from '@/lib/content/content-layout';
import { bodyOf as body, frontmatterOf } from '@/lib/content/frontmatter';
import { sortPlans } from '@/lib/membership/plans';
import { byOrderThen } from '@/lib/order';
import { type PageId, pageSchemas } from '@/lib/schemas/pages';
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
const settingsParser = schemas.settings();
const pageParsers = pageSchemas(imageStub);
const postParser = schemas.blog();
const classParser = schemas.classes();
const teamParser = schemas.team();
const productParser = schemas.products();
const albumParser = schemas.gallery();
const affiliateParser = schemas.affiliates();
const planParser = schemas.plans();
const timetableParser = schemas.timetable();
const classNameParser = schemas.classNames();
const wordsParser = schemas.words();
/** Parses an entry with its schema, naming the file when it does not fit (the build would stop on it too). */
const parsed = <S extends z.ZodType>(schema: S, data: unknown, file: string): Parsed<S> => {
	const result = schema.safeParse(data);
	if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
	return result.data;
};

export type Settings = Parsed<typeof settingsParser>;
/** content/settings/site.yaml */
export const settings: Settings = parsed(settingsParser, yaml('settings'), entryPath('settings'));

/** content/settings/class-names.yaml: timetable class name → class guide file name. */
export const classNames: Record<string, string> = Object.fromEntries(
	Object.entries(yaml('classNames') as Record<string, unknown>).map(([name, slug]) => {
		const entry = parsed(classNameParser, { name, class: slug }, `${entryPath('classNames')}: ${name}`);
		return [entry.name, entry.class];
	}),
);

/** content/settings/words.yaml: the menu, footer, button and label words many pages share. */
export const words: Words = parsed(wordsParser, yaml('words'), entryPath('words'));

type PageParsers = typeof pageParsers;
/** content/pages/<name>.yaml, parsed with that page's schema. */
export const page = <Id extends PageId>(name: Id): Parsed<PageParsers[Id]> =>
	parsed(pageParsers[name], yaml('pages', name), entryPath('pages', name)) as Parsed<PageParsers[Id]>;

export type Plan = Parsed<typeof planParser> & { id: string };
/** content/plans, in display order. */
export const plans: Plan[] = sortedBy(
	sortPlans,
	ids('plans').map((id) => ({ ...parsed(planParser, yaml('plans', id), entryPath('plans', id)), id })),
);

export type Slot = Parsed<typeof timetableParser>['slots'][number];
/** content/timetable: weekday (lower case) → its slots, as written. */
export const timetable = Object.fromEntries(
	ids('timetable').map((id) => {
		const day = parsed(timetableParser, yaml('timetable', id), entryPath('timetable', id));
		return [day.day, day.slots] as const;
	}),
);

export type TeamMember = Parsed<typeof teamParser> & { slug: string; bio: string };
/** content/team, in display order. */
export const team: TeamMember[] = sortedBy(
	sortTeam,
	ids('team').map((slug) => {
		const text = read('team', slug);
		return { ...parsed(teamParser, frontmatter(text), entryPath('team', slug)), slug, bio: body(text).trim() };
	}),
);

export type ClassEntry = Parsed<typeof classParser> & { slug: string; body: string };
/** content/classes, in blog order: by `order`, then title. */
export const classEntries: ClassEntry[] = ids('classes')
	.map((slug) => {
		const text = read('classes', slug);
		return { ...parsed(classParser, frontmatter(text), entryPath('classes', slug)), slug, body: body(text) };
	})
	.sort(byOrderThen('classTitle'));
/** Classes with their own page (/classes/<slug>). */
export const classPages = classEntries.filter((entry) => entry.hasPage);
/** The classes /blog lists under Class Descriptions and in its structured data, as /classes lists them. */
export const listedClasses = classEntries.filter((entry) => entry.hasPage && !entry.hidden && !entry.unfinished);

export type Post = Parsed<typeof postParser> & { slug: string; body: string };
/** content/blog, newest first, as the blog lists them. */
export const posts: Post[] = sortedBy(
	newestFirst,
	ids('blog').map((slug) => {
		const text = read('blog', slug);
		return { ...parsed(postParser, frontmatter(text), entryPath('blog', slug)), slug, body: body(text) };
	}),
);

export type Product = Parsed<typeof productParser> & { id: string };
/** content/products */
export const products: Product[] = ids('products').map((id) => ({
	...parsed(productParser, yaml('products', id), entryPath('products', id)),
	id,
}));

/** An album as written: the image() stand-in keeps each picture's path (./<name>.jpg). */
export type Album = Parsed<typeof albumParser> & {
	folder: string;
	/** The album's address: /gallery/<folder in lower case>. */
	path: string;
};
/** content/gallery, in index order: by `order`, then title. */
export const albums: Album[] = ids('gallery')
	.map((folder) => {
		const data = parsed(albumParser, yaml('gallery', folder), entryPath('gallery', folder));
		return { ...data, folder, path: `/gallery/${folder.toLowerCase()}` };
	})
	.sort(byOrderThen('title'));

export type Affiliate = Parsed<typeof affiliateParser>;
/** content/affiliates, in row order. */
export const affiliates: Affiliate[] = ids('affiliates')
	.map((id) => parsed(affiliateParser, yaml('affiliates', id), entryPath('affiliates', id)))
	.sort((a, b) => a.slot - b.slot);

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
