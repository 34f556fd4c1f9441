import { type CustomAtRules, transform, type Visitor } from 'lightningcss';

import { elementText, fragment, type PageDocument, type PageElement, pageElements, replaceNode, serializePage } from './page-document.ts';
import type { BuiltPage } from './page-step.ts';

/**
 * A lightningcss visitor: the page steps read and change a stylesheet through its AST, never its text. They read
 * nodes and remove them (return `[]`): a node handed back goes through JSON, which loses what lightningcss needs to
 * write some values back as they were (a var(), a large number, `95%` comes back `95.0%`) or to read them at all. The
 * one step that hands rules back (property-defaults.ts) hands back only rules of custom properties, which keep their
 * text.
 */
export type CssVisitor = Visitor<CustomAtRules>;

const minified = (css: string, where: string, visitor: CssVisitor = {}) =>
	Buffer.from(transform({ filename: where, code: Buffer.from(css), minify: true, errorRecovery: false, visitor }).code).toString();

/** `read()`, with an error lightningcss throws turned into one that names `where` and the place in the sheet. */
function naming<T>(where: string, read: () => T): T {
	try {
		return read();
	} catch (error) {
		const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
		throw new Error(`${where} could not rewrite the CSS: ${message}${loc ? ` (line ${loc.line}, column ${loc.column})` : ''}`);
	}
}

/**
 * `css` read by lightningcss (the parser Tailwind uses), changed by `visitor` and written back minified. A sheet a
 * browser would not read whole stops the build, naming `where`, rather than a step guessing where its rules end. A
 * rule the visitor removes leaves a placeholder that keeps a group it emptied (`@media (x){}`), so the sheet is read
 * once more, which drops them.
 */
export const rewriteCss = (css: string, where: string, visitor?: CssVisitor): string =>
	naming(where, () => (visitor ? minified(minified(css, where, visitor), where) : minified(css, where)));

/** `css` read by lightningcss for a visitor that only looks at it, as rewriteCss reads it; once, as nothing is removed. */
export const readCss = (css: string, where: string, visitor: CssVisitor): void => {
	naming(where, () => minified(css, where, visitor));
};

/** The page's inline stylesheet: its first `<style>` element without attributes, which the CSS step wrote. */
const styleElement = (document: PageDocument): PageElement | undefined =>
	pageElements(document).find(({ name, attribs }) => name === 'style' && Object.keys(attribs).length === 0);

/** The page's inline stylesheet, the rest of its markup, and the page and step to name when the CSS cannot be read. */
export interface PageStyle {
	css: string;
	/** The page as it will be written, without its inline stylesheet. */
	markup: () => string;
	where: string;
}

/**
 * A page step that rewrites the page's inline stylesheet with `rewrite` (through rewriteCss). The sheet's text stays on
 * its `<style>` element between steps, as lightningcss shows a visitor the tree only while it transforms (CssVisitor).
 * A page without the sheet stops the build, naming the page and the step: Astro or the CSS step wrote it otherwise.
 */
export function rewritePageStyle(step: string, rewrite: (style: PageStyle) => string) {
	return ({ pathname, document }: Pick<BuiltPage, 'pathname' | 'document'>): void => {
		const style = styleElement(document);
		if (!style) throw new Error(`${pathname}: ${step} found no inline <style> to rewrite`);
		const css = rewrite({ css: elementText(style), markup: () => serializePage(document, style), where: `${pathname}: ${step}` });
		replaceNode(style, fragment(`<style>${css}</style>`));
	};
}
