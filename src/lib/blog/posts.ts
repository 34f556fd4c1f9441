import { fillTemplate } from '../browser/fill-template.ts';

/** Posts with the newest first; posts of the same day by heading. */
export function newestFirst<T extends { data: { published: Date; heading: string } }>(posts: readonly T[]): T[] {
	return [...posts].sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.data.heading.localeCompare(b.data.heading));
}

/**
 * How many monthly posts /blog shows before its link to the archive. Every page must fit the first round trip
 * (tests/dist/size-budgets.test.ts) and each post card adds to it, so /blog shows the newest few, whatever the number.
 */
export const newestPostsShown = 3;

/** Monthly posts per archive page (/blog/archive, /blog/archive/2, ...): the archive carries no class guides, so more fit. */
export const postsPerArchivePage = 12;

/** An archive page's count, e.g. "Page 2 of 3": only with more than one page, as "Page 1 of 1" says nothing. */
export function archivePageLabel(template: string, page: number, pages: number): string | undefined {
	return pages > 1 ? fillTemplate(template, { page: String(page), pages: String(pages) }) : undefined;
}

/**
 * The post to offer at the foot of another, from the posts newest first: the one just newer, so a reader moves on
 * through the blog, else (on the newest) the one just older; none for a blog of one post.
 */
export function postToReadNext<T extends { id: string }>(newestFirstPosts: readonly T[], id: string): T | undefined {
	const at = newestFirstPosts.findIndex((post) => post.id === id);
	if (at < 0) return undefined;
	return at > 0 ? newestFirstPosts[at - 1] : newestFirstPosts[at + 1];
}
