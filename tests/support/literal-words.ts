import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';

// Finds the words a component's markup spells itself, where they should come from content/: text between tags, and
// the literal value of an attribute or prop that visitors read or hear. Astro's own compiler reads .astro files and
// TypeScript's reads .tsx, so a word is found wherever the markup puts it, however it is laid out or quoted.

/** A word written into the markup: its line, what holds it (`text` or the attribute's name) and the words. */
export interface LiteralWord {
	line: number;
	where: string;
	words: string;
}

/** Attributes and props whose value is always words a visitor reads or hears. */
const wordAttributes = new Set([
	'alt',
	'aria-braillelabel',
	'aria-brailleroledescription',
	'aria-description',
	'aria-label',
	'aria-placeholder',
	'aria-roledescription',
	'aria-valuetext',
	'caption',
	'description',
	'label',
	'placeholder',
	'title',
]);
/** Props named for words: buttonLabel, errorText, heading, … */
const wordSuffix = /(?:Label|label|Text|text|Heading|heading)$/;

/**
 * Attributes whose value is code (class names, ids and id lists, addresses, media queries, MIME types, link
 * relations, drawing paths, Astro's directives); any other attribute is words when its value reads as words.
 */
const codeAttributes = new Set([
	'aria-controls',
	'aria-describedby',
	'aria-labelledby',
	'class',
	'className',
	'd',
	'href',
	'id',
	'media',
	'rel',
	'sizes',
	'src',
	'srcset',
	'style',
	'type',
]);
const codeAttribute = (name: string) =>
	codeAttributes.has(name) || /^(?:data-|client:|set:|is:|class:|transition:|server:)/.test(name) || /Class$/.test(name);

/** Letters left once character references (&amp; &nbsp; &#39;) are taken out. */
const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/giu, ''));
/** Two words side by side, or a capitalised word: "Main menu", "Close". Keys, tokens and class names read as neither. */
const readsAsWords = (text: string) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text) || /(?:^|[^\p{L}])\p{Lu}\p{Ll}/u.test(text);

/** Whether the literal value of the attribute `name` is words a visitor meets. */
function isWords(name: string, value: string): boolean {
	if (wordAttributes.has(name) || wordSuffix.test(name)) return hasLetters(value);
	return !codeAttribute(name) && readsAsWords(value);
}

/** Where a component's markup spells words of its own, by file type (.astro or .tsx); `file` names it in errors. */
export function literalWords(file: string, source: string): LiteralWord[] {
	if (file.endsWith('.astro')) return inAstro(file, source);
	if (file.endsWith('.tsx')) return inTsx(file, source);
	throw new Error(`${file}: only .astro and .tsx files are read`);
}

/** An ESTree node as Astro's compiler gives it (its types are loose: `Record<string, any>`). */
type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;
const childNodes = (node: Node): Node[] =>
	Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

/** The literal text an expression puts on the page: strings and template parts, through ?:, ||, ?? and &&. */
function estreeTexts(node: Node | undefined | null): { text: string; at: number }[] {
	if (!node) return [];
	switch (node.type) {
		case 'Literal':
			return typeof node['value'] === 'string' ? [{ text: node['value'], at: node.start }] : [];
		case 'TemplateLiteral':
			return (node['quasis'] as Node[]).map((quasi) => ({ text: String((quasi['value'] as { cooked: string }).cooked), at: quasi.start }));
		case 'ConditionalExpression':
			return [...estreeTexts(node['consequent'] as Node), ...estreeTexts(node['alternate'] as Node)];
		case 'LogicalExpression':
			return [...estreeTexts(node['left'] as Node), ...estreeTexts(node['right'] as Node)];
		case 'ParenthesizedExpression':
		case 'TSAsExpression':
		case 'TSSatisfiesExpression':
		case 'TSNonNullExpression':
			return estreeTexts(node['expression'] as Node);
		case 'BinaryExpression':
			return node['operator'] === '+' ? [...estreeTexts(node['left'] as Node), ...estreeTexts(node['right'] as Node)] : [];
		default:
			return [];
	}
}

function inAstro(file: string, source: string): LiteralWord[] {
	const { ast, diagnostics } = parseAstro(source);
	const errors = diagnostics.filter((d) => d.severity === 'error');
	if (errors.length) throw new Error(`${file}: ${errors.map((d) => d.text).join('; ')}`);
	// Astro's compiler counts offsets in UTF-16 code units, as JavaScript strings do.
	const lineOf = (at: number) => source.slice(0, at).split('\n').length;
	const found: LiteralWord[] = [];
	const add = (at: number, where: string, words: string) => found.push({ line: lineOf(at), where, words: words.trim() });
	/** An attribute's value, with the words of any list or object it holds ({ label: 'Home' }), by each key's name. */
	const attribute = (name: string, value: Node | null | undefined) => {
		if (!value) return;
		const expression = value.type === 'JSXExpressionContainer' ? (value['expression'] as Node) : value;
		for (const { text, at } of estreeTexts(expression)) if (isWords(name, text)) add(at, name, text);
		if (expression.type === 'ArrayExpression') for (const element of expression['elements'] as (Node | null)[]) attribute(name, element);
		if (expression.type === 'ObjectExpression')
			for (const property of expression['properties'] as Node[]) {
				const key = property['key'] as Node | undefined;
				const keyName = key?.type === 'Identifier' ? String(key['name']) : key?.type === 'Literal' ? String(key['value']) : undefined;
				if (keyName) attribute(keyName, property['value'] as Node | undefined);
			}
	};
	const visit = (node: Node, parent: Node | undefined) => {
		switch (node.type) {
			// Client scripts and styles are code; comments are for developers.
			case 'AstroScript':
			case 'AstroComment':
				return;
			case 'JSXElement': {
				const name = ((node['openingElement'] as Node)['name'] as Node)['name'];
				if (name === 'script' || name === 'style') return;
				break;
			}
			case 'JSXText':
				if (hasLetters(String(node['value']))) add(node.start, 'text', String(node['value']));
				return;
			case 'JSXAttribute':
				attribute(attributeName(node['name'] as Node), node['value'] as Node | null);
				break;
			case 'JSXExpressionContainer':
				if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment' || parent?.type === 'AstroRoot')
					for (const { text, at } of estreeTexts(node['expression'] as Node)) if (hasLetters(text)) add(at, 'text', text);
				break;
		}
		for (const child of childNodes(node)) visit(child, node);
	};
	// The frontmatter is code: what it hands the markup is checked where the markup uses it.
	for (const node of (ast['body'] as Node[] | undefined) ?? []) visit(node, ast as Node);
	return found;
}

/** The literal text a TypeScript expression puts on the page, as estreeTexts does for Astro's. */
function tsTexts(node: ts.Expression | undefined, source: ts.SourceFile): { text: string; at: number }[] {
	if (!node) return [];
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, at: node.getStart(source) }];
	if (ts.isTemplateExpression(node))
		return [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => ({ text: part.text, at: part.getStart(source) }));
	if (ts.isConditionalExpression(node)) return [...tsTexts(node.whenTrue, source), ...tsTexts(node.whenFalse, source)];
	if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
		return tsTexts(node.expression, source);
	if (
		ts.isBinaryExpression(node) &&
		[
			ts.SyntaxKind.BarBarToken,
			ts.SyntaxKind.QuestionQuestionToken,
			ts.SyntaxKind.AmpersandAmpersandToken,
			ts.SyntaxKind.PlusToken,
		].includes(node.operatorToken.kind)
	)
		return [...tsTexts(node.left, source), ...tsTexts(node.right, source)];
	return [];
}

function inTsx(file: string, text: string): LiteralWord[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
	const found: LiteralWord[] = [];
	const add = (at: number, where: string, words: string) =>
		found.push({ line: source.getLineAndCharacterOfPosition(at).line + 1, where, words: words.trim() });
	/** An attribute's value, with the words of any list or object it holds ({ label: 'Home' }), by each key's name. */
	const attribute = (name: string, value: ts.Expression | undefined) => {
		for (const { text: words, at } of tsTexts(value, source)) if (isWords(name, words)) add(at, name, words);
		if (value && ts.isArrayLiteralExpression(value)) for (const element of value.elements) attribute(name, element);
		if (value && ts.isObjectLiteralExpression(value))
			for (const property of value.properties)
				if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
					attribute(property.name.text, property.initializer);
	};
	const visit = (node: ts.Node) => {
		if (ts.isJsxElement(node) && ['script', 'style'].includes(node.openingElement.tagName.getText(source))) return;
		if (ts.isJsxText(node) && hasLetters(node.text)) add(node.getStart(source), 'text', node.text);
		if (ts.isJsxAttribute(node) && node.initializer) {
			const name = node.name.getText(source);
			attribute(name, ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer);
		}
		if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
			for (const { text: words, at } of tsTexts(node.expression, source)) if (hasLetters(words)) add(at, 'text', words);
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** An attribute's name as written: `aria-label`, `client:interaction`. */
function attributeName(name: Node): string {
	if (name.type === 'JSXNamespacedName') return `${String((name['namespace'] as Node)['name'])}:${String((name['name'] as Node)['name'])}`;
	return String(name['name']);
}
