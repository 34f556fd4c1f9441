import { isScalar, parseDocument, visit } from 'yaml';

import { frontmatterPattern } from '../../lib/content/frontmatter.ts';
import type { SourceFile } from '../content-check/files.ts';

export interface Placeholder {
	path: string;
	line: number;
	placeholder: string;
}

interface Found {
	offset: number;
	placeholder: string;
}

// A bracketed phrase such as [coach name]. Brackets after `!`, `]` or a backslash belong to images,
// reference links or escapes; brackets followed by `(` or `[` are links.
const bracketed = /(?<![\\!\]])\[([^[\]\n]+)\](?![([])/g;

/**
 * Whether a bracketed match is an unfilled placeholder: it holds a letter and at least two characters,
 * and is not a footnote ([^1]), a task box ([x]) or a link definition at the start of a line ([ref]: url).
 */
function isPlaceholder(text: string, start: number, inner: string) {
	if (inner.trim().length < 2 || !/\p{L}/u.test(inner) || inner.startsWith('^')) return false;
	const end = start + inner.length + 2;
	const lineStart = text.lastIndexOf('\n', start - 1) + 1;
	const isDefinition = text[end] === ':' && /^ {0,3}$/.test(text.slice(lineStart, start));
	return !isDefinition;
}

/** Bracketed placeholders in `text[from, to)`, as absolute offsets. */
function scan(text: string, from: number, to: number): Found[] {
	const found: Found[] = [];
	const slice = text.slice(from, to);
	for (const match of slice.matchAll(bracketed)) {
		const offset = from + match.index;
		if (match[1] !== undefined && isPlaceholder(text, offset, match[1])) found.push({ offset, placeholder: match[0] });
	}
	return found;
}

/** Placeholders inside YAML string values only (the YAML is `text[from, to)`), so flow lists like `[url, email]` never count. */
function scanYaml(text: string, from: number, to: number): Found[] {
	const document = parseDocument(text.slice(from, to));
	const found: Found[] = [];
	visit(document, {
		Scalar(_, node) {
			if (isScalar(node) && typeof node.value === 'string' && node.range) {
				found.push(...scan(text, from + node.range[0], from + node.range[1]));
			}
		},
	});
	return found;
}

const blank = (part: string) => part.replace(/[^\n]/g, ' ');

/**
 * Blanks out the parts of Markdown that are not prose (code and comments; in MDX also imports, exports
 * and {expressions}), keeping every offset and line break in place.
 */
function maskNonProse(body: string, mdx: boolean) {
	const masked = body
		.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, blank)
		.replace(/`[^`\n]*`/g, blank)
		.replace(/<!--[\s\S]*?-->/g, blank);
	if (!mdx) return masked;
	// Expressions may nest braces, e.g. {[{ a: 1 }]}, so they are matched by depth.
	const units = masked.replace(/^(?:import|export)\s[^\n]*$/gm, blank).split('');
	let depth = 0;
	let start = 0;
	units.forEach((unit, i) => {
		if (unit === '{') {
			if (depth === 0) start = i;
			depth++;
		} else if (unit === '}' && depth > 0 && --depth === 0) {
			for (let j = start; j <= i; j++) if (units[j] !== '\n') units[j] = ' ';
		}
	});
	return units.join('');
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Lists every unfilled [placeholder] in content files (Markdown, MDX and YAML) with its file and line,
 * ignoring Markdown links, YAML lists, code and MDX expressions.
 */
export function findPlaceholders(files: SourceFile[]): Placeholder[] {
	return files.flatMap(({ path, text }) => {
		let found: Found[];
		if (/\.ya?ml$/i.test(path)) {
			found = scanYaml(text, 0, text.length);
		} else {
			const head = frontmatterPattern.exec(text);
			const bodyStart = head ? head[0].length : 0;
			const yamlStart = text.indexOf('\n') + 1;
			const inFrontmatter = head?.[1] !== undefined ? scanYaml(text, yamlStart, yamlStart + head[1].length) : [];
			const body = maskNonProse(text.slice(bodyStart), /\.mdx$/i.test(path));
			const inBody = scan(text.slice(0, bodyStart) + body, bodyStart, text.length);
			found = [...inFrontmatter, ...inBody];
		}
		return found.map(({ offset, placeholder }) => ({ path, line: lineOf(text, offset), placeholder }));
	});
}
