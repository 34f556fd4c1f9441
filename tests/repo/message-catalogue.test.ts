import { readdirSync, readFileSync } from 'node:fs';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The table of messages in content/README.md is what staff read when the build stops: every message it quotes must be
// one the code can print (from src/, or zod's own English messages), and every warning group the content check prints
// must have its row, so a reworded or new message that forgets the table fails here.
const project = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, project), 'utf8');
const files = [
	...readdirSync(new URL('src/', project), { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.(ts|tsx|mjs)$/.test(name))
		.map((name) => `src/${name}`),
	'node_modules/zod/v4/locales/en.js',
];
/**
 * Each string the code writes, read by TypeScript's own parser, as its fixed chunks around what it fills in:
 * `an ${name} attribute runs code` is ['an ', ' attribute runs code'].
 */
const templates = files.flatMap((file) => {
	const chunks: string[][] = [];
	const visit = (node: ts.Node) => {
		if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) chunks.push([node.text]);
		else if (ts.isTemplateExpression(node)) chunks.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
		ts.forEachChild(node, visit);
	};
	visit(ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest));
	return chunks;
});
/**
 * How much of `text` a template writes as its own fixed words, when the text can be part of what it writes (its chunks
 * in order, anything filled in between); 0 when it cannot.
 */
const fixedLength = (text: string, chunks: string[]): number => {
	let best = 0;
	for (const [first, chunk] of chunks.entries()) {
		if (chunk.includes(text)) return text.length;
		// The text starts inside this chunk (with its end) and goes on through the ones after it.
		for (let cut = 1; cut <= text.length; cut++) {
			if (!chunk.endsWith(text.slice(0, cut))) continue;
			let [rest, fixed] = [text.slice(cut), cut];
			for (const next of chunks.slice(first + 1).filter(Boolean)) {
				const at = rest.indexOf(next);
				// The rest may end inside this chunk, at its start, after what was filled in.
				if (at < 0) {
					const end = [...Array(rest.length).keys()].find((i) => i > 0 && next.startsWith(rest.slice(i)));
					if (end !== undefined) best = Math.max(best, fixed + rest.length - end);
					rest = '';
					break;
				}
				[rest, fixed] = [rest.slice(at + next.length), fixed + next.length];
				if (!rest) break;
			}
			// Text left after the last chunk is what the template ends by filling in.
			if (!rest || chunks.at(-1) === '') best = Math.max(best, fixed);
		}
	}
	return best;
};
/** Whether some template writes `text`, mostly in its own words (a fill-in is a value, not most of the message). */
const writtenWhole = (text: string) => templates.some((chunks) => fixedLength(text, chunks) >= Math.max(6, text.length * 0.6));
/** Whether the code writes `text`, or writes it in two pieces, one filled into the other (`is not ${noun}`). */
const written = (text: string) =>
	writtenWhole(text) ||
	[...Array(text.length).keys()].slice(1).some((cut) => writtenWhole(text.slice(0, cut)) && writtenWhole(text.slice(cut)));
const guide = read('content/README.md');
const section = guide.slice(guide.indexOf('## Messages you may meet'));
const [errorsTable = '', warningsTable = ''] = section.split('**Warnings**');
/** The first cell of each row of a Markdown table, header and rule left out. */
const firstCells = (table: string) =>
	table
		.split('\n')
		.filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
		.slice(1)
		.map((line) => line.split(' | ')[0]?.slice(2) ?? '');
/**
 * The fixed parts of a quoted message, long enough to search for: what lies between the parts the message fills in
 * (`...`, `N`, `{…}`) and after a file name with its line (`file:12:`).
 */
const fixedParts = (message: string) =>
	message
		.replace(/^file(\.mdx)?:\d+(:\d+)?: /, '')
		.split(/\s*(?:\.\.\.|…|\(\.\.\.\)|\{[^}]*\}|\bN\b)\s*/)
		.map((part) => part.trim())
		.filter((part) => part.length >= 12);

describe('content/README.md, Messages you may meet', () => {
	const errors = firstCells(errorsTable).flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
	it('quotes errors', () => expect(errors.length).toBeGreaterThan(10));
	it.each(errors)('the error %j is one the code prints', (message) => {
		for (const part of fixedParts(message)) expect(written(part), part).toBe(true);
	});

	const headings = [...read('src/build/content-check/audits.ts').matchAll(/heading: '([^']+)'/g)].map((match) => match[1] ?? '');
	it('finds the warning groups content:check prints', () => expect(headings.length).toBeGreaterThan(5));
	it.each(headings)('has a row for the warning group %j', (heading) => {
		expect(firstCells(warningsTable).some((cell) => heading.startsWith(cell.replaceAll('`', '')))).toBe(true);
	});
});
