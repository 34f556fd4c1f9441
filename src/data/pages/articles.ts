import type { CollectionEntry } from 'astro:content';
import { isListedClass } from '@/lib/classes/class-listing';
import type { ArticleFacts, Publisher } from '@/lib/json-ld/blog';
import { absoluteImageUrl, absoluteLogoUrl } from '@/pictures/picture-files';
import { loadSettings } from '../site/settings.ts';
import { classPath, postPath } from '@/lib/content/entry-paths';
import { entryPath } from '@/lib/content/content-layout';
import { requireLinked } from '../collections/linked-entry.ts';

/** The gym as publisher, with the same logo file the home page's structured data uses. */
export async function loadPublisher(): Promise<Publisher> {
	const settings = await loadSettings();
	return { name: settings.name, url: settings.url, logoUrl: await absoluteLogoUrl(settings.logo, settings.url) };
}

/** The names of a post's authors, in the order the post lists them. */
async function loadAuthorNames(post: CollectionEntry<'blog'>): Promise<string[]> {
	return Promise.all(
		post.data.authors.map(async ({ id }, i) => {
			const member = await requireLinked('team', id, entryPath('blog', post.id), `authors.${i}`);
			return member.data.name;
		}),
	);
}

/** Structured-data facts of a monthly post. */
export async function postArticle(post: CollectionEntry<'blog'>): Promise<ArticleFacts> {
	const settings = await loadSettings();
	return {
		url: new URL(postPath(post.id), settings.url).href,
		headline: post.data.heading,
		description: post.data.description,
		imageUrl: await absoluteImageUrl(post.data.image, settings.url),
		published: post.data.published,
		modified: post.data.modified,
		authors: await loadAuthorNames(post),
	};
}

/** Structured-data facts of a class guide; the gym is its author. */
export async function classArticle(classEntry: CollectionEntry<'classes'>): Promise<ArticleFacts> {
	const settings = await loadSettings();
	return {
		url: new URL(classPath(classEntry.id), settings.url).href,
		headline: classEntry.data.heading,
		description: classEntry.data.description,
		imageUrl: await absoluteImageUrl(classEntry.data.image, settings.url),
		published: classEntry.data.published,
		modified: classEntry.data.modified,
		authors: [],
		hidden: !isListedClass(classEntry.data),
	};
}
