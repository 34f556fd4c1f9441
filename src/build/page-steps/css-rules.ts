/**
 * The rules at one level of a stylesheet, for the page steps that rewrite a page's inline CSS. A rule is a block
 * (`a{color:red}`, `@media (x){…}`: `body` holds what lies between its braces) or a statement (`@layer a,b;`,
 * `@import "x";`: no body). Braces and semicolons inside strings, comments, escapes (`.\{`) and brackets
 * (`[data-x="{"]`, `url(a;b)`) belong to the rule they sit in, as the CSS syntax reads them.
 */
export interface CssRule {
	prelude: string;
	body?: string;
}

/** Where the string, comment or escape that starts at `at` ends (the index after it), or `at` when none starts there. */
function skipToken(css: string, at: number): number {
	const char = css[at];
	if (char === '\\') return at + 2;
	if (char === '/' && css[at + 1] === '*') {
		const end = css.indexOf('*/', at + 2);
		return end < 0 ? css.length : end + 2;
	}
	if (char === '"' || char === "'") {
		let end = at + 1;
		while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
		return end + 1;
	}
	return at;
}

/**
 * Each character of `text` that is CSS code, with its index and how deep it sits in brackets (`(` and `[`, counted
 * before it): the characters of strings, comments and escapes are skipped, so a brace or comma inside one is not seen.
 */
function* codeCharacters(text: string): Generator<{ char: string; at: number; brackets: number }> {
	let brackets = 0;
	for (let at = 0; at < text.length;) {
		const skipped = skipToken(text, at);
		if (skipped !== at) {
			at = skipped;
			continue;
		}
		const char = text[at]!;
		yield { char, at, brackets };
		if (char === '(' || char === '[') brackets++;
		else if (char === ')' || char === ']') brackets--;
		at++;
	}
}

/** The rules of `css` at its top level, each in the order written. Text after the last rule is a prelude with no body. */
export function cssRules(css: string): CssRule[] {
	const rules: CssRule[] = [];
	let start = 0;
	let open = -1;
	let depth = 0;
	let unclosed = 0;
	for (const { char, at, brackets } of codeCharacters(css)) {
		unclosed = brackets + (char === '(' || char === '[' ? 1 : char === ')' || char === ']' ? -1 : 0);
		if (brackets !== 0 || (char !== '{' && char !== '}' && char !== ';')) continue;
		if (char === '{' && depth++ === 0) open = at;
		else if (char === '}' && depth > 0 && --depth === 0) {
			rules.push({ prelude: css.slice(start, open), body: css.slice(open + 1, at) });
			start = at + 1;
		} else if (char === ';' && depth === 0) {
			rules.push({ prelude: css.slice(start, at + 1) });
			start = at + 1;
		}
	}
	if (depth !== 0 || unclosed !== 0) throw new Error(`unbalanced CSS: ${depth} brace(s) and ${unclosed} bracket(s) left open`);
	if (css.slice(start).trim()) rules.push({ prelude: css.slice(start) });
	return rules;
}

/** The CSS text of rules, as `cssRules` read them: `cssText(cssRules(css)) === css`. */
export const cssText = (rules: readonly CssRule[]): string =>
	rules.map(({ prelude, body }) => (body === undefined ? prelude : `${prelude}{${body}}`)).join('');

/** Whether a rule is a group rule whose body holds rules (`@media`, `@supports`, `@layer`, `@container`). */
export const isGroupRule = ({ prelude, body }: CssRule): boolean =>
	body !== undefined && /^\s*@(media|supports|layer|container)\b/.test(prelude);

/** Splits a selector list at its top-level commas (not those inside `:is(…)`, `[attr="a,b"]` or a string). */
export function selectorList(list: string): string[] {
	const parts: string[] = [];
	let start = 0;
	for (const { char, at, brackets } of codeCharacters(list)) {
		if (char !== ',' || brackets !== 0) continue;
		parts.push(list.slice(start, at));
		start = at + 1;
	}
	parts.push(list.slice(start));
	return parts;
}
