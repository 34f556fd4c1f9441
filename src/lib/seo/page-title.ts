import { truncateAtWord } from '../text.ts';

/** html-validate's long-title rule fails a <title> longer than this, so it is also the longest heading a page title takes. */
export const maxTitleLength = 70;

/** Search results show about this many characters of a title before cutting it. */
export const searchTitleLength = 60;

/**
 * A title's length as html-validate's long-title rule counts it: in the page's source, where Astro writes & < > " '
 * as character references (&amp; is five characters).
 */
export const titleLength = (title: string): number =>
	title.length + [...title.matchAll(/[&<>"']/g)].reduce((sum, [sign]) => sum + ({ '&': 4, '<': 3, '>': 3, '"': 5, "'": 4 }[sign] ?? 0), 0);

/** The heading of a page inside a section, before the site's name is added: an album's, e.g. "Open day | Gallery". */
export const sectionPageHeading = (heading: string, section: string): string => `${heading} | ${section}`;

/**
 * A page's <title>: the heading and the site's name, e.g. "Timetable | Northside Strength Club". When the
 * whole would pass `max`, the short name takes the long one's place, then the heading stands alone, and only a heading
 * too long by itself (a heading at the schemas' limit with an ampersand, an album title with its gallery's) is cut at a
 * word, its ellipsis within `max`.
 */
export function pageTitle(heading: string, site: { name: string; shortName: string }, max = maxTitleLength): string {
	const clean = heading.replace(/\s+/g, ' ').trim();
	for (const whole of [`${clean} | ${site.name}`, `${clean} | ${site.shortName}`, clean]) if (titleLength(whole) <= max) return whole;
	for (let keep = max - 1; keep > 0; keep--) {
		const cut = truncateAtWord(clean, keep);
		if (titleLength(cut) <= max) return cut;
	}
	return '';
}
