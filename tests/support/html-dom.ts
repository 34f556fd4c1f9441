import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type HtmlElement, HtmlValidate, Parser, StaticConfigLoader } from 'html-validate';

import { outDir } from './built-pages';

export type { HtmlElement };

let parser: Parser | undefined;

/** Parses an HTML document into a queryable tree (html-validate's parser, so no extra dependency). */
export function parseHtml(source: string): HtmlElement {
	parser ??= new Parser(new HtmlValidate(new StaticConfigLoader({ extends: [] })).getConfigForSync('page.html'));
	return parser.parseHtml(source);
}

/** A built page: its source and parsed tree. */
export interface BuiltPage {
	file: string;
	source: string;
	doc: HtmlElement;
}

const cache = new Map<string, BuiltPage>();

/** Reads and parses a built HTML file (relative to outDir), once per worker. */
export function readBuiltPage(file: string): BuiltPage {
	let page = cache.get(file);
	if (!page) {
		const source = readFileSync(path.join(outDir, file), 'utf8');
		page = { file, source, doc: parseHtml(source) };
		cache.set(file, page);
	}
	return page;
}

/** The ids (and legacy a[name] anchors) a #fragment can point at. */
export function anchorsOf(doc: HtmlElement): Set<string> {
	const ids = doc.querySelectorAll('[id]').map((el) => el.id ?? '');
	const names = doc.querySelectorAll('a[name]').map((el) => el.getAttributeValue('name') ?? '');
	return new Set([...ids, ...names].filter(Boolean));
}

/** A short description of an element for failure messages, e.g. `<a href="/x">Read more</a>`. */
export function describe(el: HtmlElement): string {
	const attrs = ['id', 'href', 'src', 'srcset', 'alt', 'target', 'rel', 'type']
		.filter((name) => el.hasAttribute(name))
		.map((name) => `${name}="${truncate(el.getAttributeValue(name) ?? '', 60)}"`);
	const text = truncate(el.textContent.replace(/\s+/g, ' ').trim(), 40);
	return `<${el.tagName}${attrs.length ? ` ${attrs.join(' ')}` : ''}>${text ? `${text}</${el.tagName}>` : ''}`;
}

function truncate(value: string, max: number): string {
	return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
