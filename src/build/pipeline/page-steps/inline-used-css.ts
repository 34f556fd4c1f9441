import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { BuiltPage } from './page-step.ts';
import { keepUsedRules } from './used-rules.ts';

// A print-only sheet (`media="print"`, src/styles/print.css) does not match: it stays a link, fetched only to print.
const linkedSheet = /<link rel="stylesheet" href="\/([^"]+)">/g;
// Any other stylesheet link, written in a way linkedSheet does not expect: it would block the first paint.
const otherSheet = /<link\b(?![^>]*\bmedia="print")[^>]*\brel="stylesheet"[^>]*>/;

/** Where each `<style>` element of the page starts and ends, and its text. */
function styleElements(html: string): { start: number; end: number; css: string }[] {
	const found: { start: number; end: number; css: string }[] = [];
	let text = -1;
	let start = -1;
	const parser = new Parser({
		onopentag(name) {
			if (name === 'style') [start, text] = [parser.startIndex, parser.endIndex + 1];
		},
		onclosetag(name, implied) {
			if (name !== 'style' || implied || start < 0) return;
			found.push({ start, end: parser.endIndex + 1, css: html.slice(text, parser.startIndex) });
			start = -1;
		},
	});
	parser.end(html);
	return found;
}

/** `html` without the spans `cuts` names, which do not overlap and come in order. */
const cut = (html: string, cuts: readonly { start: number; end: number }[]) =>
	cuts.reduceRight((rest, { start, end }) => rest.slice(0, start) + rest.slice(end), html);

/**
 * Puts the rules a page uses (used-rules.ts) inline, in one `<style>` where its first stylesheet was linked, and drops
 * the stylesheet links, so the page paints from its first response alone: a separate stylesheet request delays first
 * paint, and inlining Tailwind's whole sheet pushed pages past one round trip (BENCHMARKS.md). The page's own
 * `<style>` elements (Astro's island rule, a filter's rules) join it, pruned the same way, after the sheets' rules as
 * they stood after them: each `<style>` would cost a hash in the page's policy. `root` is the build folder; every
 * sheet a page linked is added to `linked`, for removal once all pages are done.
 */
export function inlineUsedCss(root: string, linked: Set<string>) {
	return (html: string, page: Pick<BuiltPage, 'pathname'>): string => {
		const links = [...html.matchAll(linkedSheet)];
		const first = links[0];
		const where = `${page.pathname}: inlining the used CSS`;
		const unexpected = otherSheet.exec(html.replace(linkedSheet, ''));
		if (unexpected) throw new Error(`${where}: a stylesheet link not written as Astro writes one, ${unexpected[0]}`);
		if (first === undefined) return html;
		const sheets = links.map(({ 1: sheet = '' }) => {
			linked.add(sheet);
			return keepUsedRules(readFileSync(path.join(root, sheet), 'utf8'), html, where);
		});
		const styles = styleElements(html);
		const css = [...sheets, ...styles.map((style) => keepUsedRules(style.css, html, where))].join('');
		const cuts = [
			...links.map(({ index, 0: { length } }) => ({ start: index, end: index + length })),
			...styles.map(({ start, end }) => ({ start, end })),
		].sort((a, b) => a.start - b.start);
		const at = first.index - cuts.reduce((length, { start, end }) => length + (end <= first.index ? end - start : 0), 0);
		const rest = cut(html, cuts);
		return `${rest.slice(0, at)}<style>${css}</style>${rest.slice(at)}`;
	};
}
