import { readFileSync } from 'node:fs';
import path from 'node:path';

import { elementText, fragment, type PageDocument, type PageElement, pageElements, replaceNode, serializePage } from './page-document.ts';
import type { BuiltPage } from './page-step.ts';
import { usedRulesOf } from './used-rules.ts';

/** The sheet a stylesheet link names, when written as Astro writes one: `<link rel="stylesheet" href="/…">`, nothing more. */
const linkedSheet = ({ attribs }: PageElement): string | undefined =>
	Object.keys(attribs).join() === 'rel,href' && attribs['href']?.startsWith('/') ? attribs['href'].slice(1) : undefined;

/** The page's stylesheet links but a print-only one (`media="print"`, a print sheet), which stays a link. */
const stylesheetLinks = (document: PageDocument) =>
	pageElements(document).filter(({ name, attribs }) => name === 'link' && attribs['rel'] === 'stylesheet' && attribs['media'] !== 'print');

/**
 * Puts the rules a page uses (used-rules.ts) in one `<style>` where its first stylesheet was linked and drops the
 * links, so the page paints from its first response alone. The page's own `<style>` elements join it, pruned the same
 * way, after the sheets' rules, so the policy lists one style hash. A stylesheet link not written as Astro writes one
 * stops the build. `root` is the build folder; each linked sheet is added to `linked`, for removal once all pages are
 * done. `states` are the attributes scripts change after load (used-rules.ts).
 */
export function inlineUsedCss(root: string, linked: Set<string>, states: readonly string[]) {
	return ({ pathname, document }: Pick<BuiltPage, 'pathname' | 'document'>): void => {
		const where = `${pathname}: inlining the used CSS`;
		const links = stylesheetLinks(document);
		const unexpected = links.find((link) => linkedSheet(link) === undefined);
		if (unexpected) throw new Error(`${where}: a stylesheet link not written as Astro writes one, ${serializePage(unexpected)}`);
		const [first] = links;
		if (first === undefined) return;
		const styles = pageElements(document).filter(({ name }) => name === 'style');
		// Every sheet is pruned against the page as Astro wrote it, its links and styles still in place.
		const keepUsedRules = usedRulesOf(document, states);
		const sheets = links.map((link) => {
			const sheet = linkedSheet(link) ?? '';
			linked.add(sheet);
			return keepUsedRules(readFileSync(path.join(root, sheet), 'utf8'), where);
		});
		const css = [...sheets, ...styles.map((style) => keepUsedRules(elementText(style), where))].join('');
		replaceNode(first, fragment(`<style>${css}</style>`));
		for (const gone of [...links.slice(1), ...styles]) replaceNode(gone, []);
	};
}
