import type { CollectionEntry } from 'astro:content';

import { requireLinkedList } from '@/data/collections/linked-entry';
import { isListedClass } from '@/lib/classes/class-listing';
import { entryPath } from '@/lib/content/content-layout';
import { classPath, postPath } from '@/lib/content/entry-paths';
import type { ArticleFacts, Publisher } from '@/lib/json-ld/blog';
import { absoluteUrl } from '@/lib/navigation/links';
import type { Settings } from '@/lib/schemas/settings';
import { absoluteImageUrl, absoluteLogoUrl } from '@/pictures/picture-files';

/** The gym as publisher, with the same logo file the home page's structured data uses. */
export async function loadPublisher(settings: Settings): Promise<Publisher> {
	return { name: settings.name, url: settings.url, logoUrl: await absoluteLogoUrl(settings.logo, settings.url) };
}

/** The names of a post's authors, in the order the post lists them. */
async function loadAuthorNames(post: CollectionEntry<'blog'>): Promise<string[]> {
	const authors = await requireLinkedList('team', post.data.authors, entryPath('blog', post.id), 'authors');
	return authors.map((member) => member.data.name);
}

/** The facts a post and a class guide share: both are articles at `path`, with a heading, a picture and their days. */
async function articleOf({ data }: CollectionEntry<'blog' | 'classes'>, path: string, settings: Settings) {
	return {
		url: absoluteUrl(path, settings.url),
		headline: data.heading,
		description: data.description,
		imageUrl: await absoluteImageUrl(data.image, settings.url),
		published: data.published,
		modified: data.modified,
	};
}

/** Structured-data facts of a monthly post. */
export async function postArticle(post: CollectionEntry<'blog'>, settings: Settings): Promise<ArticleFacts> {
	return { ...(await articleOf(post, postPath(post.id), settings)), authors: await loadAuthorNames(post) };
}

/** Structured-data facts of a class guide; the gym is its author. */
export async function classArticle(classEntry: CollectionEntry<'classes'>, settings: Settings): Promise<ArticleFacts> {
	return {
		...(await articleOf(classEntry, classPath(classEntry.id), settings)),
		authors: [],
		hidden: !isListedClass(classEntry.data),
	};
}
