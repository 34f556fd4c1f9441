import type { CollectionEntry } from 'astro:content';
import { draftHeading } from './draft-heading.ts';
import { formatDay } from '@/lib/dates';
import { postPath } from '@/lib/content/entry-paths';

/** Posts as their cards show them on /blog and the archive: the link, the heading (with its draft label), the day. */
export function postCards(posts: readonly CollectionEntry<'blog'>[]) {
	return posts.map(({ id, data }) => ({
		href: postPath(id),
		heading: draftHeading(data.heading, data),
		description: data.description,
		image: data.image,
		imageAlt: data.imageAlt,
		date: data.published,
		dateLabel: formatDay(data.published),
	}));
}

export type PostCard = ReturnType<typeof postCards>[number];
