/** The fields that decide whether a class guide is listed on /blog. */
interface ListableGuide {
	classTitle: string;
	order: number;
	hidden: boolean;
	unfinished: boolean;
	hasPage: boolean;
}

/** Whether a class guide appears in the blog lists and structured data: it has a page, is finished and not hidden. */
export function isListedGuide(guide: ListableGuide): boolean {
	return guide.hasPage && !guide.hidden && !guide.unfinished;
}

/** The class guides listed under Class Descriptions, by `order` then title. */
export function listClassGuides<T extends { data: ListableGuide }>(guides: readonly T[]): T[] {
	return guides
		.filter((guide) => isListedGuide(guide.data))
		.sort((a, b) => a.data.order - b.data.order || a.data.classTitle.localeCompare(b.data.classTitle));
}

/** Posts with the newest first; posts of the same day by heading. */
export function newestFirst<T extends { data: { published: Date; heading: string } }>(posts: readonly T[]): T[] {
	return [...posts].sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.data.heading.localeCompare(b.data.heading));
}

// Frontmatter dates are calendar days at midnight UTC; reading them in UTC keeps the build's time zone out of it.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as visitors read it, e.g. "30 September 2025". */
export function formatDay(date: Date): string {
	return dayFormat.format(date);
}

/** A date as YYYY-MM-DD, for `<time datetime>` and structured data. */
export function isoDay(date: Date): string {
	return date.toISOString().slice(0, 10);
}

const nameList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Names joined for a byline, e.g. "Alex Moreno, Beth Carver and Kofi Mensah". */
export function joinNames(names: readonly string[]): string {
	return nameList.format(names);
}

/** Whether a link leaves the site (so ExternalLink opens it in a new tab); site paths, anchors and mailto links stay. */
export function isExternalLink(href: string, siteUrl: string): boolean {
	if (!/^https?:\/\//i.test(href)) return false;
	return new URL(href).origin !== new URL(siteUrl).origin;
}

/**
 * How many monthly posts /blog shows before its link to the archive. Every page must fit the first round trip
 * (tests/dist/size-budgets.test.ts) and each post card adds to it, so /blog shows the newest few, whatever the number.
 */
export const newestPostsShown = 3;

/** Monthly posts per archive page (/blog/archive, /blog/archive/2, ...): the archive carries no class guides, so more fit. */
export const postsPerArchivePage = 12;
