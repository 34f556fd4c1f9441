// What a script in src/ changes on the page after load, found in its text: the attributes it sets, toggles or removes
// (by name or through a reflecting property), any class it adds, and what an island's JSX writes from its state. The page pipeline prunes each page's CSS against
// the markup as the server wrote it, so both matter (src/lib/state-attributes.ts).

/** An attribute a script changes, or a class it adds, with the line it is on. */
export interface RuntimeChange {
	line: number;
	/** The attribute's name; undefined for a class, or for a name the checker cannot work out. */
	attribute?: string | undefined;
	/** What was written, for the report. */
	code: string;
	kind: 'attribute' | 'class';
}

/** The code of a file that runs in the browser: a `.astro` file's `<script>` blocks, with the other lines blanked. */
export function scriptCode(file: string, source: string): string {
	if (!file.endsWith('.astro')) return source;
	const blank = (text: string) => text.replace(/[^\n]/g, '');
	let out = '';
	let at = 0;
	for (const match of source.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
		out += blank(source.slice(at, match.index + match[1]!.length)) + match[2]!;
		at = match.index + match[0].length - '</script>'.length;
	}
	return out + blank(source.slice(at));
}

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const literal = /^(['"`])([\w-]+)\1$/;

/** Properties that reflect a boolean attribute of the same name. */
const reflected = ['hidden', 'open', 'checked', 'inert', 'disabled', 'selected'];

const patterns: [RegExp, (match: RegExpMatchArray) => Omit<RuntimeChange, 'line' | 'attribute'> & { name?: string }][] = [
	[/\b(?:set|remove|toggle)Attribute\(\s*([^,)]+)/g, (m) => ({ kind: 'attribute', name: m[1]!.trim(), code: m[0] })],
	// Written or deleted only: `el.dataset.x === y` reads.
	[
		/\bdelete\s+[\w?.]*?\.dataset(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])|\.dataset(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])\s*=(?!=)/g,
		(m) => ({ kind: 'attribute', name: `'data-${kebab(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')}'`, code: m[0] }),
	],
	[new RegExp(`\\.(${reflected.join('|')})\\s*=(?!=)`, 'g'), (m) => ({ kind: 'attribute', name: `'${m[1]!}'`, code: m[0] })],
	[/\.classList\.(?:add|toggle|replace)\(|\.className\s*=(?!=)/g, (m) => ({ kind: 'class', code: m[0] })],
];

/**
 * The constants that name an attribute (`const wokenAttribute = 'data-woken'`) and the object properties set from
 * them (`woken: wokenAttribute`), across the files given, by name, so a name passed through one is still known.
 */
export function stringConstants(sources: readonly string[]): Map<string, string> {
	const constants = new Map<string, string>();
	for (const source of sources)
		for (const [, name, value] of source.matchAll(/\bconst\s+(\w*Attribute)\s*=\s*['"]([\w-]+)['"]/g)) constants.set(name!, value!);
	for (const source of sources)
		for (const [, key, from] of source.matchAll(/\b(\w+):\s*(\w+)\b/g)) {
			const value = constants.get(from!);
			if (value !== undefined && !constants.has(key!)) constants.set(key!, value);
		}
	return constants;
}

/** A JSX prop's name as the HTML attribute React writes: `className` is the class, other props lower-cased. */
const htmlName = (prop: string) => (prop === 'className' ? 'class' : /^(?:data|aria)-/.test(prop) ? prop : prop.toLowerCase());

/**
 * What an island's JSX changes as its state changes: each prop of an HTML element (a lower-case tag, not a component)
 * whose value reads a `useState` value of the file, e.g. `aria-expanded={open}` or `data-ready={ready || undefined}`.
 * React writes those after load as the state changes, as a script's setAttribute does.
 */
function jsxStateChanges(file: string, code: string): (Omit<RuntimeChange, 'line' | 'attribute'> & { name: string; index: number })[] {
	if (!file.endsWith('.tsx')) return [];
	const states = [...code.matchAll(/\bconst\s*\[\s*(\w+)\s*,\s*set\w*\s*\]\s*=\s*useState\b/g)].map((match) => match[1]!);
	if (states.length === 0) return [];
	const readsState = new RegExp(`\\b(?:${states.join('|')})\\b`);
	return [...code.matchAll(/\s([A-Za-z][\w-]*)=\{((?:[^{}]|\{[^{}]*\})*)\}/g)].flatMap((match) => {
		const tag = /<([A-Za-z][\w.]*)[^<]*$/.exec(code.slice(0, match.index))?.[1] ?? '';
		if (!/^[a-z]/.test(tag) || !readsState.test(match[2]!) || /^on[A-Z]/.test(match[1]!) || match[1] === 'key') return [];
		const kind = match[1] === 'className' ? ('class' as const) : ('attribute' as const);
		return [{ kind, name: `'${htmlName(match[1]!)}'`, code: match[0], index: match.index }];
	});
}

/**
 * Every attribute the file's scripts change and every class they add, found in `scriptCode`, and in an island's JSX
 * what it writes from its state. A name that is not a
 * literal is read through `constants` by its last part (`attributes.woken` as `woken`); one still unknown comes back
 * without an attribute.
 */
export function runtimeChanges(file: string, source: string, constants: ReadonlyMap<string, string> = new Map()): RuntimeChange[] {
	const code = scriptCode(file, source);
	const lineOf = (index: number) => code.slice(0, index).split('\n').length;
	const attributeOf = (name: string | undefined) =>
		name === undefined ? undefined : (literal.exec(name)?.[2] ?? constants.get(name.split('.').pop() ?? ''));
	const fromScripts = patterns.flatMap(([pattern, read]) =>
		[...code.matchAll(pattern)].map((match): RuntimeChange => {
			const { name, ...change } = read(match);
			return { ...change, line: lineOf(match.index), attribute: attributeOf(name) };
		}),
	);
	const fromJsx = jsxStateChanges(file, code).map(({ name, index, ...change }): RuntimeChange => ({
		...change,
		line: lineOf(index),
		attribute: attributeOf(name),
	}));
	return [...fromScripts, ...fromJsx].sort((a, b) => a.line - b.line);
}

/**
 * What is wrong with the file's runtime changes: an attribute that is neither a state attribute (whose rules the
 * pipeline keeps) nor a script marker (which no stylesheet reads), a name the checker cannot work out, and any class
 * added, each as `file:line what`.
 */
export function runtimeProblems(
	file: string,
	source: string,
	known: { states: readonly string[]; markers: readonly string[]; constants?: ReadonlyMap<string, string> },
): string[] {
	const allowed = new Set([...known.states, ...known.markers]);
	return runtimeChanges(file, source, known.constants).flatMap(({ line, attribute, code, kind }) => {
		const where = `${file}:${line} ${code.trim()}`;
		if (kind === 'class') return [`${where}: a script adds a class; show the state with a state attribute`];
		if (attribute === undefined) return [`${where}: an attribute whose name the check cannot work out; name it with a string constant`];
		return allowed.has(attribute) ? [] : [`${where}: changes ${attribute}, which is neither a state attribute nor a script marker`];
	});
}

/**
 * Whether a stylesheet or a class list conditions on `attribute`: an attribute selector, or Tailwind's variant of a
 * `data-*` or `aria-*` attribute (`data-ready:snap-none`).
 */
export const conditionsOn = (text: string, attribute: string): boolean =>
	new RegExp(`\\[${attribute}(?![\\w-])`).test(text) ||
	(/^(?:data|aria)-/.test(attribute) && new RegExp(`(?<![\\w-])${attribute}:`).test(text));
