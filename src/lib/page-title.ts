import { truncateAtWord } from './text.ts';

/** html-validate's long-title rule fails a <title> longer than this, so it is also the longest heading a page title takes. */
export const maxTitleLength = 70;

/** Search results show about this many characters of a title before cutting it. */
export const searchTitleLength = 60;

/**
 * A page's <title>: the heading and the site's name, e.g. "Timetable | PWRTHR Strength & Conditioning". When the
 * whole would pass `max`, the short name takes the long one's place, then the heading stands alone, and only a heading
 * longer than `max` itself (which the schemas refuse) is cut at a word, its ellipsis within `max`.
 */
export function pageTitle(heading: string, site: { name: string; shortName: string }, max = maxTitleLength): string {
	const clean = heading.replace(/\s+/g, ' ').trim();
	for (const suffix of [site.name, site.shortName]) {
		const whole = `${clean} | ${suffix}`;
		if (whole.length <= max) return whole;
	}
	return clean.length <= max ? clean : truncateAtWord(clean, max - 1);
}
