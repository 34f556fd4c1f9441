import { countLabel, type CountWords } from '../browser/fill-template.ts';

/** The words of the line under /blog's monthly posts heading (content/pages/blog.yaml), each optional. */
export interface PostsSummaryWords {
	/** How many posts there are, for one and for any other number: "{count} posts". */
	count?: CountWords | undefined;
	/** The newest post: "Latest: {title}". */
	latest?: string | undefined;
}

/** The line under the closed monthly posts heading: its words ("2 posts"), then the newest post as a link in words. */
export interface PostsSummary {
	text?: string | undefined;
	/** The words around the post's title as they are written, spaces kept ("Latest: "), and the title, the link's text. */
	link?: { before: string; label: string; after: string; href: string } | undefined;
}

/**
 * What the closed monthly posts section tells a visitor is inside it: "2 posts · Latest: Hyrox Masterclass", the title
 * a link to the post. Either part is left out when the page's words leave it out; nothing when there are no posts or
 * neither part has words.
 */
export function postsSummary(
	count: number,
	newest: { title: string; href: string } | undefined,
	words: PostsSummaryWords,
): PostsSummary | undefined {
	if (count === 0) return undefined;
	const text = words.count && countLabel(count, words.count);
	const [before = '', after = ''] = words.latest?.split('{title}') ?? [];
	const link = words.latest && newest ? { before, label: newest.title, after, href: newest.href } : undefined;
	return text || link ? { text, link } : undefined;
}
