import { markupClasses } from './inline-page-css.ts';

/** The class names a selector needs, unescaped: `.lg\:grid-cols-2:hover` needs `lg:grid-cols-2`. */
const classesOf = (selector: string) =>
	[...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));

/** Splits a selector list at its top-level commas (not those inside :is(…) or [attr="a,b"]). */
function selectorList(list: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let start = 0;
	for (let i = 0; i < list.length; i++) {
		const char = list[i];
		if (char === '(' || char === '[') depth++;
		else if (char === ')' || char === ']') depth--;
		else if (char === ',' && depth === 0) {
			parts.push(list.slice(start, i));
			start = i + 1;
		}
	}
	parts.push(list.slice(start));
	return parts;
}

function prune(css: string, present: Set<string>): string {
	let out = '';
	let i = 0;
	while (i < css.length) {
		const open = css.indexOf('{', i);
		if (open < 0) return out + css.slice(i);
		let depth = 1;
		let end = open + 1;
		for (; end < css.length && depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
		const prelude = css.slice(i, open);
		const body = css.slice(open + 1, end - 1);
		if (prelude.trimStart().startsWith('@')) {
			// Group rules are pruned inside and go when left empty; other at-rules (@font-face, @property…) stay.
			const grouping = /^\s*@(media|supports|layer|container)\b/.test(prelude);
			const inner = grouping ? prune(body, present) : body;
			if (!grouping || inner.trim()) out += `${prelude}{${inner}}`;
		} else {
			const kept = selectorList(prelude).filter((selector) => classesOf(selector).every((name) => present.has(name)));
			if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
		}
		i = end;
	}
	return out;
}

/**
 * Drops the inline CSS rules (or the selectors of a list) that need a class the page's markup never names. The CSS
 * step keeps a rule when its selector mentions any class of the page, so `.timetable-arrow:is(:where(.group):hover *)`
 * would stay on every page with a `group`. The markup names every class a page needs: islands show their states through
 * attributes on markup the server wrote, and no script adds a class.
 */
export function dropRulesForAbsentClasses(html: string): string {
	const style = /<style>([\s\S]*?)<\/style>/.exec(html);
	if (!style?.[1]) return html;
	const present = markupClasses(html.replace(style[0], ''));
	return html.replace(style[0], `<style>${prune(style[1], present)}</style>`);
}
