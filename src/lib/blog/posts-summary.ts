import { countLabel, type CountWords, fillTemplate } from '../browser/fill-template.ts';

/** The words of the line under /blog's monthly posts heading (content/pages/blog.yaml), each optional. */
export interface PostsSummaryWords {
	/** How many posts there are, for one and for any other number: "{count} posts". */
	count?: CountWords | undefined;
	/** The newest post: "Latest: {title}". */
	latest?: string | undefined;
}

/**
 * What the closed monthly posts section tells a visitor is inside it: "2 posts · Latest: Hyrox Masterclass". Either
 * part is left out when the page's words leave it out; nothing when there are no posts or neither part has words.
 */
export function postsSummary(count: number, latestTitle: string | undefined, words: PostsSummaryWords): string | undefined {
	if (count === 0) return undefined;
	const parts = [
		words.count && countLabel(count, words.count),
		words.latest && latestTitle !== undefined ? fillTemplate(words.latest, { title: latestTitle }) : undefined,
	].filter((part): part is string => Boolean(part));
	return parts.length > 0 ? parts.join(' · ') : undefined;
}
