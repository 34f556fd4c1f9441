import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { parse } from 'yaml';
import { entryOf, entryPath, folderOf, type CollectionName } from '@/lib/content/content-layout';
import { bodyOf as body, frontmatterOf } from '@/lib/content/frontmatter';
import type { Words } from '@/lib/schemas/words';

// What the tests expect, read from the editors' files as they are today, so a valid content edit never fails a test.
// Shared by the unit and the browser tests; it parses YAML only, because the schemas are checked by the build and by
// the unit tests of src/lib/schemas. Defaults mirror the schemas' defaults.
const project = new URL('../../', import.meta.url);

/** The text of a collection's entry (src/lib/content/content-layout.ts says where it lives). */
const read = (collection: CollectionName, id = '') => readFileSync(new URL(entryPath(collection, id), project), 'utf8');
/** The ids of a collection's entries, sorted: file names without extension, or folder names. */
const ids = (collection: CollectionName) =>
	readdirSync(new URL(`${folderOf(collection)}/`, project), { recursive: true, encoding: 'utf8' })
		.flatMap((name) => {
			const entry = entryOf(`${folderOf(collection)}/${name.split(sep).join('/')}`);
			return entry?.collection === collection ? [entry.id] : [];
		})
		.sort();
const yaml = <T>(collection: CollectionName, id = '') => parse(read(collection, id)) as T;
const frontmatter = <T>(text: string) => parse(frontmatterOf(text)) as T;
/** YAML 1.2 reads 2025-08-22 as text; the schemas coerce it to a day at midnight UTC, and so does this. */
const day = (value: unknown) => new Date(String(value));
/** Compares editors' `order` fields, the way every list of the site is sorted. */
const byOrder = <T extends { order?: number | undefined }>(a: T, b: T) => (a.order ?? 100) - (b.order ?? 100);

export interface Settings {
	name: string;
	url: string;
	email: string;
	founded: number;
	address: { street: string; town: string; county?: string; postcode: string };
	openingHours: Record<string, { open: string; close: string }>;
	signUp: { join: string; dayPass: string };
	socials: { instagram: string; facebook: string };
	/** The tall cut of the hero still, for phones held upright (optional). */
	heroPosterTall?: string;
}
/** content/settings/site.yaml */
export const settings = yaml<Settings>('settings');

/** content/settings/class-names.yaml: timetable class name → class guide file name. */
export const classNames = yaml<Record<string, string>>('classNames');

/** content/settings/words.yaml: the menu, footer, button and label words many pages share. */
export const words = yaml<Words>('words');

/** content/pages/<name>.yaml, loosely typed: each test reads the blocks its page uses. */
export const page = (name: string) => yaml<Page>('pages', name);
export interface Page {
	title: string;
	description: string;
	heading: string;
	intro?: string;
	sections?: {
		id: string;
		heading: string;
		body: string[];
		links?: { label: string; href: string }[];
		/** Home offers: a plan whose price the section quotes, and an e-mail enquiry button. */
		plan?: string;
		enquiry?: string;
	}[];
	dayPass?: string;
	priceFrom?: string;
	highlights?: { value: string; label: string }[];
	info?: { heading: string; body: string[] }[];
	cta?: { heading: string; body: string; label: string };
	note?: { body: string; link: { label: string; href: string } };
	team?: Record<'heading' | 'body' | 'toggleLabel' | 'coOwnersHeading' | 'staffHeading' | 'joinLabel', string>;
	discounts?: { heading: string; body: string; linkLabel: string };
	shop?: {
		categories?: { category: string; heading: string; body: string }[];
		empty?: { heading: string; body?: string; contactLabel?: string; contactSubject?: string };
	};
	links?: { label: string; href: string }[];
	affiliates?: { heading: string; comingSoon: string };
	popularLabel?: string;
	filter?: { label: string; all: string; none: string };
	today?: string;
	now?: string;
	next?: string;
	visitHeading?: string;
	map?: { show: string; directions: string; title: string };
	video?: { pause: string; play: string };
	albumLinkLabel?: string;
	backLabel?: string;
	photoCount?: { one: string; other: string };
	lightbox?: { label: string; swipeHint: string };
	posts?: BlogList;
	guides?: BlogList;
	feed?: { title: string; linkLabel: string };
	archive?: Record<'title' | 'description' | 'heading' | 'pageLabel' | 'linkLabel' | 'newer' | 'older', string>;
}
interface BlogList {
	id: string;
	heading: string;
	body: string[];
	linkLabel: string;
}

export interface Plan {
	title: string;
	description: string;
	price: number;
	currency?: 'GBP' | 'USD' | 'EUR';
	priceFrom?: boolean;
	period: 'month' | 'block' | 'session';
	features: string[];
	signUp: 'join' | 'dayPass';
	popular?: boolean;
	note?: string;
	order: number;
}
/** content/plans, in display order. */
export const plans = ids('plans')
	.map((id) => ({ ...yaml<Plan>('plans', id), id }))
	.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

export interface Slot {
	start: string;
	end: string;
	class: string;
}
/** content/timetable: weekday (lower case) → its slots, as written. */
export const timetable = Object.fromEntries(
	ids('timetable').map((id) => {
		const day = yaml<{ day: string; slots: Slot[] }>('timetable', id);
		return [day.day, day.slots] as const;
	}),
);

export interface TeamMember {
	slug: string;
	name: string;
	position: string;
	role: 'co-owner' | 'staff';
	order?: number;
	instagram?: string;
	standIn?: boolean;
	bio: string;
}
/** content/team, in display order. */
export const team: TeamMember[] = ids('team')
	.map((slug) => {
		const text = read('team', slug);
		return { ...frontmatter<Omit<TeamMember, 'slug' | 'bio'>>(text), slug, bio: body(text).trim() };
	})
	.sort((a, b) => byOrder(a, b) || a.name.localeCompare(b.name));

export interface ClassGuide {
	slug: string;
	heading: string;
	classTitle: string;
	description: string;
	published: Date;
	modified?: Date;
	hidden: boolean;
	unfinished: boolean;
	hasPage: boolean;
	order: number;
	audience?: string[];
	session?: { length: string; schedule?: string; format: string; focusAreas: string[] };
	whyItWorks?: string[];
	coachingApproach?: string[];
	whatToBring?: string[];
	faq: { question: string; answer: string }[];
	closing?: { heading: string; body: string; label: string };
	/** The Markdown body: the Overview card. */
	body: string;
}
/** content/classes, in blog order. */
export const classGuides: ClassGuide[] = ids('classes')
	.map((slug) => {
		const text = read('classes', slug);
		const data = frontmatter<Partial<ClassGuide>>(text);
		return {
			hidden: false,
			unfinished: false,
			hasPage: true,
			order: 100,
			faq: [],
			...data,
			published: day(data.published),
			modified: data.modified && day(data.modified),
			slug,
			body: body(text),
		} as ClassGuide;
	})
	.sort(byOrder);
/** Class guides with their own page (/classes/<slug>). */
export const classPages = classGuides.filter((guide) => guide.hasPage);
/** Guides the blog lists under Class Descriptions and in its structured data. */
export const listedClassGuides = classGuides.filter((guide) => guide.hasPage && !guide.hidden && !guide.unfinished);

export interface Post {
	slug: string;
	heading: string;
	description: string;
	published: Date;
	modified?: Date;
	authors: string[];
	carousel?: { heading: string; photos: { alt: string; title?: string }[] };
	body: string;
}
/** content/blog, newest first, as the blog lists them. */
export const posts: Post[] = ids('posts')
	.map((slug) => {
		const text = read('posts', slug);
		const data = frontmatter<Partial<Post>>(text);
		return { ...(data as Post), authors: data.authors ?? [], published: day(data.published), slug, body: body(text) };
	})
	.sort((a, b) => b.published.getTime() - a.published.getTime());

export interface Product {
	id: string;
	name: string;
	description: string;
	price: number;
	currency: 'GBP' | 'USD' | 'EUR';
	sizes: string[];
	squareCheckoutUrl: string;
	category: string;
	outOfStock: boolean;
}
/** content/products */
export const products = ids('products').map((id) => {
	const data = yaml<Partial<Product>>('products', id);
	return { ...(data as Product), sizes: data.sizes ?? [], outOfStock: data.outOfStock ?? false };
});

export interface Album {
	folder: string;
	/** The album's address: /gallery/<folder in lower case>. */
	path: string;
	title: string;
	description: string;
	/** The cover's file, as written: ./<name>.jpg */
	cover: string;
	order: number;
	listed: boolean;
	photos: { alt: string; caption?: string }[];
}
/** content/gallery, in index order. */
export const albums: Album[] = ids('albums')
	.map((folder) => {
		const data = yaml<Partial<Album>>('albums', folder);
		return {
			...(data as Album),
			order: data.order ?? 100,
			listed: data.listed ?? true,
			folder,
			path: `/gallery/${folder.toLowerCase()}`,
		};
	})
	.sort(byOrder);

export interface Affiliate {
	name: string;
	alt: string;
	href: string;
	slot: number;
}
/** content/affiliates, in row order. */
export const affiliates = ids('affiliates')
	.map((id) => yaml<Affiliate>('affiliates', id))
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
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** Matches text that starts with `text`, e.g. a link named "Read More: <heading>". */
export const startingWith = (text: string) => new RegExp(`^${literal(text).source}`);
