import type { Selector } from 'lightningcss';
import { cssNodes } from './css-nodes.ts';
import { markupClasses } from './inline-page-css.ts';
import { rewriteCss, rewritePageStyle } from './page-style.ts';

/** The class names a selector needs, at any depth: `.arrow:is(:where(.group):hover *)` needs `arrow` and `group`. */
const classesOf = (selector: unknown): string[] =>
	[...cssNodes(selector)].flatMap((node) => (node['type'] === 'class' && typeof node['name'] === 'string' ? [node['name']] : []));

/**
 * Drops the inline CSS rules (or the selectors of a list) that need a class the page's markup never names. The CSS
 * step keeps a rule when its selector mentions any class of the page, so `.timetable-arrow:is(:where(.group):hover *)`
 * would stay on every page with a `group`. The markup names every class a page needs: islands show their states through
 * attributes on markup the server wrote, and no script adds a class. A group rule (`@media`, `@layer`…) left empty goes
 * when lightningcss writes the sheet.
 */
export const dropRulesForAbsentClasses = rewritePageStyle('dropping rules for absent classes', ({ css, markup, where }) => {
	const present = markupClasses(markup);
	const needsAbsent = (selector: Selector) => classesOf(selector).some((name) => !present.has(name));
	// A rule left with no selector is empty, and lightningcss drops it.
	return rewriteCss(css, where, { Selector: (selector) => (needsAbsent(selector) ? [] : undefined) });
});
