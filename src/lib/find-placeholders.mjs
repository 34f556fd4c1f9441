// @ts-check
import { isScalar, parseDocument, visit } from 'yaml';

/**
 * @typedef {{ path: string, text: string }} SourceFile
 * @typedef {{ path: string, line: number, placeholder: string }} Placeholder
 */

// A bracketed phrase such as [coach name]. Brackets after `!`, `]` or a backslash belong to images,
// reference links or escapes; brackets followed by `(` or `[` are links.
const bracketed = /(?<![\\!\]])\[([^[\]\n]+)\](?![([])/g;
const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Whether a bracketed match is an unfilled placeholder: it holds a letter and at least two characters,
 * and is not a footnote ([^1]), a task box ([x]) or a link definition at the start of a line ([ref]: url).
 * @param {string} text @param {number} start @param {string} inner
 */
function isPlaceholder(text, start, inner) {
	if (inner.trim().length < 2 || !/\p{L}/u.test(inner) || inner.startsWith('^')) return false;
	const end = start + inner.length + 2;
	const lineStart = text.lastIndexOf('\n', start - 1) + 1;
	const isDefinition = text[end] === ':' && /^ {0,3}$/.test(text.slice(lineStart, start));
	return !isDefinition;
}

/**
 * Bracketed placeholders in `text[from, to)`, as absolute offsets.
 * @param {string} text @param {number} from @param {number} to
 * @returns {{ offset: number, placeholder: string }[]}
 */
function scan(text, from, to) {
	const found = [];
	const slice = text.slice(from, to);
	for (const match of slice.matchAll(bracketed)) {
		const offset = from + match.index;
		if (match[1] !== undefined && isPlaceholder(text, offset, match[1])) found.push({ offset, placeholder: match[0] });
	}
	return found;
}

/**
 * Placeholders inside YAML string values only, so flow lists like `[url, email]` never count.
 * @param {string} text whole file @param {number} from start of the YAML @param {number} to end of the YAML
 */
function scanYaml(text, from, to) {
	const document = parseDocument(text.slice(from, to));
	/** @type {{ offset: number, placeholder: string }[]} */
	const found = [];
	visit(document, {
		Scalar(_, node) {
			if (isScalar(node) && typeof node.value === 'string' && node.range) {
				found.push(...scan(text, from + node.range[0], from + node.range[1]));
			}
		},
	});
	return found;
}

const blank = (/** @type {string} */ part) => part.replace(/[^\n]/g, ' ');

/**
 * Blanks out the parts of Markdown that are not prose (code and comments; in MDX also imports, exports
 * and {expressions}), keeping every offset and line break in place.
 * @param {string} body @param {boolean} mdx
 */
function maskNonProse(body, mdx) {
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

/** @param {string} text @param {number} offset */
const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * Lists every unfilled [placeholder] in content files (Markdown, MDX and YAML) with its file and line,
 * ignoring Markdown links, YAML lists, code and MDX expressions.
 * @param {SourceFile[]} files
 * @returns {Placeholder[]}
 */
export function findPlaceholders(files) {
	return files.flatMap(({ path, text }) => {
		/** @type {{ offset: number, placeholder: string }[]} */
		let found;
		if (/\.ya?ml$/i.test(path)) {
			found = scanYaml(text, 0, text.length);
		} else {
			const head = frontmatter.exec(text);
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
