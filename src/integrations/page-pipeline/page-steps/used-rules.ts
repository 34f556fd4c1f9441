import { selectOne } from 'css-select';
import type { Selector, SelectorComponent } from 'lightningcss';

import { cssNodes } from './css-nodes.ts';
import { type PageDocument, pageElements } from './page-document.ts';
import { rewriteCss } from './page-style.ts';

/**
 * The classes the page's markup names: its elements' class attributes, their entities decoded
 * (`lg:[&amp;>figure]:order-last` is `lg:[&>figure]:order-last`). Text that only looks like one, in a script or an
 * attribute value, names none.
 */
export function markupClasses(document: PageDocument): Set<string> {
	const names = new Set<string>();
	for (const { attribs } of pageElements(document))
		for (const token of attribs['class']?.split(/[\t\n\f\r ]+/) ?? []) if (token) names.add(token);
	return names;
}

/**
 * The class names a selector needs, at any depth: `.arrow:is(:where(.group):hover *)` needs `arrow` and `group`. A
 * class inside `:not()` is one the element must lack, so `.a:not(.b)` needs only `a`.
 */
const classesOf = (selector: unknown): string[] =>
	[...cssNodes(selector, (node) => node['type'] === 'pseudo-class' && node['kind'] === 'not')].flatMap((node) =>
		node['type'] === 'class' && typeof node['name'] === 'string' ? [node['name']] : [],
	);

// What a pseudo-class or pseudo-element that only some elements have needs, as a compound of its own: a form
// control's parts and states, the top layer's backdrop. `:host` is in a shadow tree only, so never in a page.
const dateInput = ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input[type=${type}]`).join();
const originOf: [RegExp, string | undefined][] = [
	[/^host$/, undefined],
	[/^placeholder$/, '[placeholder]'],
	[/^file-selector-button$/, 'input[type=file]'],
	[/^-webkit-(?:date|calendar)/, dateInput],
	[/^-webkit-(?:inner|outer)-spin-button$/, 'input[type=number]'],
	[/^-webkit-search/, 'input[type=search]'],
	[/^-moz-ui-(?:in)?valid$/, 'input,select,textarea'],
	[/^backdrop$/, 'dialog,[popover]'],
];

const identifier = (name: string) => name.replace(/[^\w-]/g, '\\$&');
const operators = { equal: '=', includes: '~=', 'dash-match': '|=', prefix: '^=', substring: '*=', suffix: '$=' } as const;
const combinators: Partial<Record<string, string>> = { descendant: ' ', child: '>', 'next-sibling': '+', 'later-sibling': '~' };

/** The name a pseudo-class or pseudo-element goes by: its kind, or the name lightningcss keeps for one it does not know. */
function pseudoName(component: SelectorComponent): string {
	const { kind, name } = component as { kind?: unknown; name?: unknown };
	return kind === 'custom' || kind === 'custom-function' ? String(name) : String(kind);
}

/**
 * What of a selector the markup as written must hold, as a selector css-select reads: its element names, ids and
 * attributes and how they are combined, without the pseudo-classes and pseudo-elements (`:hover`, `:not()`, `:has()`,
 * `::before`), which the page reaches in the browser, nor conditions on `states`: attributes set or changed after
 * load, which describe a state as `:hover` does. A compound left with nothing is any element; a pseudo-class or part
 * only some elements have needs one of them (originOf). Undefined when the selector can never match a page.
 */
function structureOf(selector: Selector, states: ReadonlySet<string>): string | undefined {
	let out = '';
	let compound = '';
	for (const component of selector) {
		switch (component.type) {
			case 'combinator': {
				const combinator = combinators[component.value];
				if (combinator === undefined) continue;
				out += `${compound || '*'}${combinator}`;
				compound = '';
				break;
			}
			case 'type':
				compound = identifier(component.name.toLowerCase()) + compound;
				break;
			case 'id':
				compound += `#${identifier(component.name)}`;
				break;
			case 'class':
				compound += `.${identifier(component.name)}`;
				break;
			case 'attribute': {
				if (states.has(component.name)) break;
				const { operation } = component;
				const value = operation
					? `${operators[operation.operator]}${JSON.stringify(operation.value)}${operation.caseSensitivity === 'ascii-case-insensitive' ? ' i' : ''}`
					: '';
				compound += `[${identifier(component.name)}${value}]`;
				break;
			}
			case 'pseudo-class':
			case 'pseudo-element': {
				const name = pseudoName(component);
				const origin = originOf.find(([pattern]) => pattern.test(name));
				if (origin && origin[1] === undefined) return undefined;
				if (origin) compound = `:is(${origin[1]})${compound}`;
				break;
			}
			default:
				break;
		}
	}
	return out + (compound || '*');
}

/**
 * `css` (a linked stylesheet) with only the style rules the page can use: a selector of a list stays when the page's
 * markup names every class it needs, or, naming none, when its structure (structureOf) matches an element of the
 * page. `states` are the attributes the site's scripts set or change after load (SiteOptions). The markup names every
 * class a page needs, as the site's scripts show states through attributes and add no class; a selector naming a
 * class the page lacks goes, whatever else it names. @font-face, @property, @keyframes and the layer statements
 * stay; a group (`@media`, `@supports`, `@container`, `@layer`) keeps the rules that stay and goes when none does.
 * `where` names the page and step for a sheet that cannot be read.
 */
export const keepUsedRules = (css: string, document: PageDocument, where: string, states: readonly string[]): string =>
	usedRulesOf(document, states)(css, where);

/** keepUsedRules for one page's several sheets: the page's classes are found, and each structure matched, once. */
export function usedRulesOf(page: PageDocument, states: readonly string[]): (css: string, where: string) => string {
	const stateSet = new Set(states);
	const classes = markupClasses(page);
	const matches = new Map<string, boolean>();
	const used = (selector: Selector): boolean => {
		const needs = classesOf(selector);
		if (needs.length > 0) return needs.every((name) => classes.has(name));
		const structure = structureOf(selector, stateSet);
		if (structure === undefined) return false;
		let found = matches.get(structure);
		if (found === undefined) {
			found = selectOne(structure, page) !== null;
			matches.set(structure, found);
		}
		return found;
	};
	// A rule left with no selector is empty, and lightningcss drops it; so does a group left with no rule.
	return (css, where) => rewriteCss(css, where, { Selector: (selector) => (used(selector) ? undefined : []) });
}
