import { readFileSync } from 'node:fs';
import path from 'node:path';

import { mdxToMdast } from 'satteri';
import { isScalar, LineCounter, parseDocument, visit } from 'yaml';

import { entryPath } from '../../lib/content/content-layout.ts';
import { frontmatterPattern } from '../../lib/content/frontmatter.ts';
import { esmMessage, expressionMessage, findMdxCodeNodes, type MdxNode } from '../mdx/content-only.ts';
import { addressProblem } from './address-problem.ts';
import { isGuide, listContentFiles } from './files.ts';

/** One piece of active markup: where it is and what to do about it, as `file:line: message`. */
export interface ActiveMarkup {
	file: string;
	line: number;
	message: string;
}

// Elements that run code or embed another page. The map is an embed too, but its address lives in
// content/settings/site.yaml (`map`) and the site draws the frame itself.
const element = /<\s*\/?\s*(script|iframe|object|embed|frame|frameset|applet|base|meta)\b/gi;
// An event handler attribute (onclick="…", onError={…}), in HTML or MDX.
const handler = /\s(on[a-z]+)\s*=\s*["'{`]/gi;
// Where a body names an address: Markdown links and images, reference definitions, autolinks, attribute values.
const addresses = [
	/\]\(\s*<?([^)\s>]*)/g,
	/^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?(\S+)/gm,
	/<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi,
	/\s[\w:-]+\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)|([^\s>"'{}]+))/g,
];
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Findings once per line and kind, in order: `</script><script>` is one thing to remove. */
function oncePerLine(lines: { line: number; message: string }[]): { line: number; message: string }[] {
	return lines.filter((one, i) => lines.findIndex((other) => other.line === one.line && other.message === one.message) === i);
}

/** Findings as 1-based lines from `firstLine`, in order, once per line and kind. */
function byLine(text: string, found: { index: number; message: string }[], firstLine: number): { line: number; message: string }[] {
	return oncePerLine(
		found.sort((a, b) => a.index - b.index).map(({ index, message }) => ({ line: firstLine - 1 + lineAt(text, index), message })),
	);
}

/** Active markup in text (a body, or one field's value), with 1-based lines counted from `firstLine`. */
export function findInText(text: string, firstLine = 1): { line: number; message: string }[] {
	const found: { index: number; message: string }[] = [];
	for (const match of text.matchAll(element))
		found.push({
			index: match.index,
			message: `a <${(match[1] ?? '').toLowerCase()}> element: content cannot carry scripts or embedded pages; remove it (a map's address goes in ${entryPath('settings')})`,
		});
	for (const match of text.matchAll(handler))
		found.push({ index: match.index, message: `an ${(match[1] ?? '').toLowerCase()} attribute runs code: remove it` });
	for (const pattern of addresses)
		for (const match of text.matchAll(pattern)) {
			const problem = addressProblem(match.slice(1).find((group) => group !== undefined) ?? '');
			if (problem) found.push({ index: match.index, message: problem });
		}
	const whole = addressProblem(text);
	if (whole && !found.some(({ message }) => message === whole)) found.push({ index: 0, message: whole });
	return byLine(text, found, firstLine);
}

/** Every string value of a YAML document (keys too), each with its own findings. */
function findInYaml(yaml: string, firstLine: number): { line: number; message: string }[] {
	const lines = new LineCounter();
	const doc = parseDocument(yaml, { lineCounter: lines });
	const found: { line: number; message: string }[] = [];
	visit(doc, {
		Scalar(_, node) {
			if (!isScalar(node) || typeof node.value !== 'string') return;
			const start = lines.linePos(node.range?.[0] ?? 0).line;
			// A value is checked on its own, so a plain field holding only "javascript:…" is found too.
			for (const { line, message } of findInText(node.value, start)) found.push({ line: firstLine - 1 + line, message });
		},
	});
	return found;
}

/** Fenced and inline code, blanked (newlines kept), where braces and `import` are words on the page. */
const withoutCode = (body: string) =>
	body.replace(/^(```|~~~)[\s\S]*?^\1/gm, (code) => code.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));

/**
 * A body the MDX compiler cannot read (mdx-bodies.ts says where and why), scanned as text for what would run once it
 * can be read, so one run of content:check still names it: import/export lines and `{…}` expressions.
 */
function findCodeInUnreadable(body: string, firstLine: number): { line: number; message: string }[] {
	const text = withoutCode(body);
	const found = [
		...[...text.matchAll(/^(import|export)\s/gm)].map((match) => ({ index: match.index, message: esmMessage })),
		...[...text.matchAll(/(?<!\\)\{/g)].map((match) => ({ index: match.index, message: expressionMessage })),
	];
	return byLine(text, found, firstLine);
}

/**
 * MDX that runs as JavaScript while the site is built, or does more than content, as the MDX compiler parses it:
 * import/export lines, `{…}` expressions, and elements or attributes outside src/build/mdx/content-only.ts's lists.
 */
export function findMdxCode(body: string, firstLine = 1): { line: number; message: string }[] {
	let tree: MdxNode;
	try {
		tree = mdxToMdast(body, { position: true }) as MdxNode;
	} catch {
		return findCodeInUnreadable(body, firstLine);
	}
	return oncePerLine(findMdxCodeNodes(tree).map(({ line, message }) => ({ line: firstLine - 1 + line, message })));
}

/**
 * Active markup in one content file: script and embedding elements, event handler attributes, and javascript: or
 * data: addresses, in a Markdown or MDX body, a frontmatter or YAML field, or an SVG picture; and in MDX, the
 * import/export lines and `{…}` expressions that would run while the site is built.
 */
export function findActiveMarkup(file: string, text: string): ActiveMarkup[] {
	const found: { line: number; message: string }[] = [];
	if (/\.ya?ml$/i.test(file)) found.push(...findInYaml(text, 1));
	else if (/\.mdx?$/i.test(file)) {
		const head = frontmatterPattern.exec(text);
		if (head) found.push(...findInYaml(head[1] ?? '', 2));
		const bodyStart = head ? head[0].length : 0;
		// An MDX body is read as its compiler reads it (findMdxCode); a Markdown body as text.
		const body = text.slice(bodyStart);
		found.push(...(/\.mdx$/i.test(file) ? findMdxCode(body, lineAt(text, bodyStart)) : findInText(body, lineAt(text, bodyStart))));
	} else found.push(...findInText(text));
	return found.map(({ line, message }) => ({ file, line, message }));
}

/** The files an editor can put markup in: Markdown, MDX, YAML and SVG pictures under content/ (not the guides). */
const checked = /\.(mdx?|ya?ml|svg)$/i;

/** Active markup anywhere in the project's content folder, as `file:line: message` lines. */
export function checkActiveMarkup(root: string): string[] {
	return listContentFiles(root)
		.filter((file) => checked.test(file) && !isGuide(file))
		.flatMap((file) => findActiveMarkup(file, readFileSync(path.join(root, file), 'utf8')))
		.map(({ file, line, message }) => `${file}:${line}: ${message}`);
}
