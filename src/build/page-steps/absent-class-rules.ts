import { cssRules, cssText, isGroupRule, selectorList } from './css-rules.ts';
import { markupClasses } from './inline-page-css.ts';
import { rewritePageStyle } from './page-style.ts';

/** The class names a selector needs, unescaped: `.lg\:grid-cols-2:hover` needs `lg:grid-cols-2`. */
const classesOf = (selector: string) =>
	[...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));

function prune(css: string, present: Set<string>): string {
	const kept = cssRules(css).flatMap((rule) => {
		// Group rules are pruned inside and go when left empty; other at-rules (@font-face, @property…) stay.
		if (isGroupRule(rule)) {
			const inner = prune(rule.body ?? '', present);
			return inner.trim() ? [{ ...rule, body: inner }] : [];
		}
		if (rule.body === undefined || rule.prelude.trimStart().startsWith('@')) return [rule];
		const selectors = selectorList(rule.prelude).filter((selector) => classesOf(selector).every((name) => present.has(name)));
		return selectors.length > 0 ? [{ ...rule, prelude: selectors.join(',') }] : [];
	});
	return cssText(kept);
}

/**
 * Drops the inline CSS rules (or the selectors of a list) that need a class the page's markup never names. The CSS
 * step keeps a rule when its selector mentions any class of the page, so `.timetable-arrow:is(:where(.group):hover *)`
 * would stay on every page with a `group`. The markup names every class a page needs: islands show their states through
 * attributes on markup the server wrote, and no script adds a class.
 */
export const dropRulesForAbsentClasses = rewritePageStyle('dropping rules for absent classes', (css, markup) =>
	prune(css, markupClasses(markup)),
);
