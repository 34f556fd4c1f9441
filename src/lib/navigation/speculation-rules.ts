// Speculation Rules: the browser prerenders a page of this site as soon as the visitor shows they are
// about to open it, so the page change is instant. Written into every page as JSON in <script type="speculationrules">,
// which the browser reads but never runs as a script, so no script is requested before the first interaction.
import { adminPath } from '../content/entry-paths.ts';

/** How early a link is prerendered: `moderate` on a 200 ms hover or a pointer-down, `conservative` on a pointer-down only. */
export type Eagerness = 'conservative' | 'moderate';

/**
 * Only pages of this site: not /admin (the CMS, a large app), not a URL with a query (a filtered timetable
 * reads it in the browser, and a query can mean anything), not a file (feeds, calendars, images, downloads: any
 * path with a dot), not a link marked as a download or for a new tab.
 */
export const notPrerendered = {
	paths: [`${adminPath}*`, '/*.*'],
	selector: '[download], [href*="?"], [target="_blank"]',
} as const;

/** The document rules of every page. */
export function speculationRules(eagerness: Eagerness = 'moderate') {
	return {
		prerender: [
			{
				where: {
					and: [
						{ href_matches: '/*' },
						...notPrerendered.paths.map((path) => ({ not: { href_matches: path } })),
						{ not: { selector_matches: notPrerendered.selector } },
					],
				},
				eagerness,
			},
		],
	};
}

/** The rules as the text of every page's `<script type="speculationrules">`; the page's policy allows this exact text. */
export const speculationRulesJson = (eagerness?: Eagerness) => JSON.stringify(speculationRules(eagerness));
