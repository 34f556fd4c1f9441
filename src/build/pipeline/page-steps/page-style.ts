import { Parser } from 'htmlparser2';
import { type CustomAtRules, transform, type Visitor } from 'lightningcss';
import type { BuiltPage } from './page-step.ts';

/**
 * A lightningcss visitor: the page steps read and change a stylesheet through its AST, never its text. Theirs only
 * read nodes and remove them (return `[]`): a node handed back goes through JSON, which loses what lightningcss needs
 * to write some values back as they were (a var(), a large number, `95%` comes back `95.0%`) or to read them at all.
 */
export type CssVisitor = Visitor<CustomAtRules>;

const minified = (css: string, where: string, visitor: CssVisitor = {}) =>
	Buffer.from(transform({ filename: where, code: Buffer.from(css), minify: true, errorRecovery: false, visitor }).code).toString();

/**
 * `css` read by lightningcss (the parser Tailwind uses), changed by `visitor` and written back minified. A sheet a
 * browser would not read whole stops the build, naming `where`, rather than a step guessing where its rules end. A
 * rule the visitor removes leaves a placeholder that keeps a group it emptied (`@media (x){}`), so the sheet is read
 * once more, which drops them.
 */
export function rewriteCss(css: string, where: string, visitor?: CssVisitor): string {
	try {
		return visitor ? minified(minified(css, where, visitor), where) : minified(css, where);
	} catch (error) {
		const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
		throw new Error(`${where} could not rewrite the CSS: ${message}${loc ? ` (line ${loc.line}, column ${loc.column})` : ''}`);
	}
}

/** The page's inline stylesheet: the first `<style>` element without attributes, as a browser parses the page. */
function styleElement(html: string): { start: number; end: number; css: string } | undefined {
	let found: { start: number; end: number; css: string } | undefined;
	let opened: { start: number; text: number } | undefined;
	const parser = new Parser({
		onopentag(name, attributes) {
			if (!found && name === 'style' && Object.keys(attributes).length === 0)
				opened = { start: parser.startIndex, text: parser.endIndex + 1 };
		},
		onclosetag(name, implied) {
			if (!opened || name !== 'style' || implied) return;
			found = { start: opened.start, end: parser.endIndex + 1, css: html.slice(opened.text, parser.startIndex) };
			opened = undefined;
		},
	});
	parser.end(html);
	return found;
}

/** The page's inline stylesheet, the rest of its markup, and the page and step to name when the CSS cannot be read. */
export interface PageStyle {
	css: string;
	markup: string;
	where: string;
}

/**
 * A page step that rewrites the page's inline stylesheet, which the CSS step put there; `rewrite` writes it with
 * rewriteCss. Every built page has one, so a page without it means Astro or the CSS step changed what it writes: the
 * build stops, naming the page and the step, rather than shipping a page the step skipped.
 */
export function rewritePageStyle(step: string, rewrite: (style: PageStyle) => string) {
	return (html: string, page: Pick<BuiltPage, 'pathname'>): string => {
		const style = styleElement(html);
		if (!style) throw new Error(`${page.pathname}: ${step} found no inline <style> to rewrite`);
		const before = html.slice(0, style.start);
		const after = html.slice(style.end);
		const css = rewrite({ css: style.css, markup: before + after, where: `${page.pathname}: ${step}` });
		return `${before}<style>${css}</style>${after}`;
	};
}
