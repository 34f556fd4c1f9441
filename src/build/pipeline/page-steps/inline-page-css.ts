import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { Parser } from 'htmlparser2';
import { rewriteCss } from './page-style.ts';

/** The @font-face rules at the top level of a stylesheet, as lightningcss writes them. */
export function fontFaces(css: string): string {
	// lightningcss writes the sheet's license comments (`/*! … */`) first, each on a line of its own; a page needs none.
	let license = '';
	const faces = rewriteCss(css, 'reading font faces', {
		StyleSheet(sheet) {
			license = sheet.licenseComments.map((comment) => `/*${comment}*/\n`).join('');
		},
		Rule: (rule) => (rule.type === 'font-face' ? undefined : []),
	});
	return faces.startsWith(license) ? faces.slice(license.length) : faces;
}

/** A class name as it appears in a CSS selector (`md:basis-1/2` is `.md\\:basis-1\\/2`). */
const classSelector = (name: string) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`;

/**
 * The classes the page's markup names: the class attributes the HTML parser finds, their entities decoded
 * (`lg:[&amp;>figure]:order-last` is `lg:[&>figure]:order-last`). Text that only looks like one, in a script or an
 * attribute value, names none.
 */
export function markupClasses(html: string): Set<string> {
	const names = new Set<string>();
	const parser = new Parser({
		onattribute(name, value) {
			if (name === 'class') for (const token of value.split(/[\t\n\f\r ]+/)) if (token) names.add(token);
		},
	});
	parser.end(html);
	return names;
}

/** A rule-matching pattern for each class the page's markup names. */
export function markupClassRules(html: string): RegExp[] {
	return [...markupClasses(html)].map((name) => new RegExp(`${classSelector(name).replace(/[\\.[\]()*+?^$|{}]/g, '\\$&')}(?![\\w-])`));
}

const linkedSheet = /<link rel="stylesheet" href="\/([^"]+)">/g;
// A print-only sheet (src/styles/print.css) stays a link: Beasties would otherwise inline its rules for every medium.
const printSheet = /<link rel="stylesheet" media="print"/g;
const skipMark = ' data-beasties-skip';

/**
 * Puts a page's own CSS rules inline and drops its stylesheet links, so the page paints from its first response
 * alone: a separate stylesheet request delays first paint, and inlining Tailwind's whole sheet
 * pushed pages past one round trip (BENCHMARKS.md). Islands show their states through attributes on markup
 * the server already wrote (`aria-expanded:`, `data-[ready]:`), so the markup names every class a page needs.
 * `root` is the build folder; every sheet a page linked is added to `linked`, for removal once all pages are done.
 */
export function inlinePageCss(root: string, linked: Set<string>) {
	return async (html: string): Promise<string> => {
		const sheets = [...html.matchAll(linkedSheet)].map((match) => match[1] ?? '');
		if (sheets.length === 0) return html;
		for (const sheet of sheets) linked.add(sheet);
		const beasties = new Beasties({
			path: root,
			publicPath: '/',
			external: true,
			preload: 'body',
			pruneSource: false,
			// Beasties cannot follow font families through CSS variables (--font-display), so it would drop the
			// @font-face; fontFaces() puts it back.
			inlineFonts: false,
			preloadFonts: false,
			compress: true,
			// Beasties' own selector matching misses some rules, e.g. `:where(.space-y-2 > …)`; these keep them.
			allowRules: markupClassRules(html),
			logLevel: 'silent',
		});
		const faces = sheets.map((sheet) => fontFaces(readFileSync(path.join(root, sheet), 'utf8'))).join('');
		const processed = await beasties.process(html.replace(printSheet, `$&${skipMark}`));
		return processed
			.replace(/ data-beasties-skip(="")?/g, '')
			.replace(linkedSheet, '')
			.replace('<style>', `<style>${faces}`);
	};
}
