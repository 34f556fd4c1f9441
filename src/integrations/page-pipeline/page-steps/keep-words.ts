import { ElementType } from 'htmlparser2';

import { fragment, type PageDocument, type PageNode, replaceNode, serializePage } from './page-document.ts';

// Text in these elements is not prose, or is not drawn at all.
const skipped = new Set(['script', 'style', 'title', 'textarea', 'pre', 'code', 'svg', 'template', 'head', 'option']);
// A word with a hyphen inside it: e-mail, under-18s, 30-120, Hyrox-style. Not a dash between words (" - ").
const hyphenated = /(?<![\p{L}\p{N}&#-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}-])/gu;

/** The text nodes of prose under `nodes`: none inside the elements above. */
function* proseTexts(nodes: readonly PageNode[]): Generator<PageNode> {
	for (const node of nodes) {
		if (node.type === ElementType.Text) yield node;
		else if ('children' in node && !('name' in node && skipped.has(node.name))) yield* proseTexts(node.children);
	}
}

/**
 * Wraps every hyphenated word of a page's text in a span of `keepWordClass`, the site's class that browsers do not
 * break, so "e-mail" never shows as "e-" and "mail" on two lines; editors type ordinary hyphens. Tags, attributes
 * and the text of scripts, styles, code and SVG are left alone. It matches the text as written, entities and all.
 */
export function keepHyphenatedWords(keepWordClass: string) {
	return ({ document }: { document: PageDocument }): void => {
		for (const text of [...proseTexts(document.children)]) {
			const written = serializePage(text);
			const wrapped = written.replace(hyphenated, (word) => `<span class="${keepWordClass}">${word}</span>`);
			if (wrapped !== written) replaceNode(text, fragment(wrapped));
		}
	};
}
