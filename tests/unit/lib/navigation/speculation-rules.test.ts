import { describe, expect, it } from 'vitest';

import { adminPath } from '@/lib/content/entry-paths';
import { notPrerendered, speculationRules } from '@/lib/navigation/speculation-rules';

const base = 'https://site.example/blog';
/** Whether a link's URL passes the rules' path conditions, as the browser matches them (URL Pattern, relative to the page). */
const pathAllowed = (href: string) => {
	const url = new URL(href, base);
	const matches = (pattern: string) => new URLPattern(pattern, base).test(url.href);
	return matches('/*') && !notPrerendered.paths.some(matches);
};

describe('speculationRules', () => {
	it.each([
		['/timetable', true],
		['/', true],
		['/blog/monthly-fixture-post', true],
		['/classes/hydra#faq', true],
		[adminPath, false],
		[`${adminPath}/index.html`, false],
		['/rss.xml', false],
		['/timetable.ics', false],
		['/classes/hydra.ics', false],
		['/_astro/photo.Ab12.avif', false],
		['https://elsewhere.example/page', false],
	])('%s prerendered by path: %s', (href, expected) => {
		expect(pathAllowed(href)).toBe(expected);
	});

	it('leaves out links with a query, downloads and new-tab links by selector', () => {
		for (const attribute of ['[download]', '[href*="?"]', '[target="_blank"]']) expect(notPrerendered.selector).toContain(attribute);
	});

	it.each(['moderate', 'conservative'] as const)('prerenders (never just prefetches) with %s eagerness', (eagerness) => {
		const rules = speculationRules(eagerness);
		expect(Object.keys(rules)).toEqual(['prerender']);
		expect(rules.prerender[0]?.eagerness).toBe(eagerness);
		expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
	});
});
