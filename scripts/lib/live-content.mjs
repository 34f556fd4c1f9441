// @ts-check
// Finds the words staff own spelt out in tests. Every name content/ gives the gym's entries (file and folder names,
// titles, headings, names, captions, labels, notes, timetable class names, the site's address and e-mail, the old
// addresses of src/redirects.ts), every word of content/settings/words.yaml and every page's words of
// content/pages/*.yaml are the editors' to change, so a test that spells one turns red on a valid edit. Tests read such
// words from content/, or set words of their own in a fixture. Only the strings, template parts and regular expressions
// of the tests' code count (comments do not), outside tests/launch-facts/, whose job is to name the spec's facts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

import ts from 'typescript';
import { parse } from 'yaml';

import { relativePosix } from '../../src/build/posix-path.ts';
import { escapeRegExp } from '../../src/lib/text.ts';

/**
 * Words any test may spell although content/ holds them too, because the code or the spec fixes them: a route, a
 * collection's folder, an enum value. Each with its reason.
 */
export const allowed = new Map([
	['facilities', 'the spec (docs/product.md) fixes the route /facilities and the album route /gallery/facilities'],
	[
		'fitness-gear',
		"the spec (docs/product.md) fixes the shop category fitness-gear (the products schema's enum and the route /shop/fitness-gear)",
	],
	['programs', "the spec (docs/product.md) fixes the shop category programs (the products schema's enum and the route /shop/programs)"],
	[
		'supplements',
		"the spec (docs/product.md) fixes the shop category supplements (the products schema's enum and the route /shop/supplements)",
	],
	['og-image', 'the stand-in generator writes content/settings/og-image.jpg (scripts/stand-ins/manifests/site.mjs), which its tests read'],
	[
		'shop-card-supplements',
		"the stand-in generator writes the shop hub's card pictures (scripts/stand-ins/manifests/shop.mjs), which its tests read",
	],
]);

/**
 * Words one test file may spell, where it means the code's word that content/ happens to share (a label of /admin's
 * forms, a section of content:check's report, a library's button), each with its reason.
 */
export const allowedIn = new Map([
	[
		'tests/site/content-check.test.ts',
		{
			words: ['Photos', 'Timetable', 'Tuesday'],
			reason:
				"the section headings of content:check's report (src/build/content-check/audits.ts) and the weekdays its warnings name (src/lib/schedule/stated-frequency.ts, src/build/content-check/timetable-audits.ts)",
		},
	],
	['tests/e2e/gallery/lightbox.spec.ts', { words: ['Next', 'Previous', 'Close'], reason: "the lightbox's own button names (glightbox)" }],
	['tests/e2e/blog/blog-page.spec.ts', { words: ['Blog'], reason: "schema.org's type of /blog's structured data" }],
	['tests/e2e/gates/design.spec.ts', { words: ['Next'], reason: "part of a system font's name (Avenir Next Condensed)" }],
	[
		'tests/e2e/support/design-checks/heading-fallback.ts',
		{ words: ['Next'], reason: "part of a system font's name (Avenir Next Condensed)" },
	],
	['tests/e2e/layout/menu-keyboard.spec.ts', { words: ['Accessibility'], reason: "the Chrome DevTools Protocol's Accessibility domain" }],
	[
		'tests/unit/data/site/site-loaders.test.ts',
		{ words: ['day-pass'], reason: 'the file name of the module it tests, src/data/site/day-pass.ts' },
	],
]);

/** @type {(dir: string) => string[]} */
const walk = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
	});

/**
 * Every word staff can change, each with where content/ holds it.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function contentTerms(root) {
	/** @type {Map<string, string>} */
	const terms = new Map();
	/** @type {(term: unknown, where: string) => void} */
	const add = (term, where) => {
		const text = String(term).trim();
		// A single lower-case word ("classes", "opens") is everyday English a test's own sentence may use; a name, a label
		// or a phrase is the gym's.
		const word = /^[a-z]+$/.test(text);
		if (text.length >= 4 && /[A-Za-z]/.test(text) && !word && !terms.has(text)) terms.set(text, where);
	};
	// Names the code fixes rather than the gym: each collection's folder, the page, settings and weekday files.
	const codeBound = (/** @type {string} */ file) =>
		/^content\/(pages\/[^/]+\.yaml|settings\/[^/]+\.yaml|timetable\/[^/]+\.yaml|[a-z]+)$/.test(file);
	// File names every entry of a kind shares.
	const generic = /^(index|cover|photo-\d+|highlight-\d+|\d+|README|ART-DIRECTION|logo|favicon.*|map-preview|hero-.*)$/i;
	const fields =
		/^\s*-?\s*(title|heading|name|classTitle|shortName|caption|position|note|label|slug|class|url|email|instagram|alt|imageAlt)\s*:\s*['"]?([^'"\n#]+)/gm;
	/**
	 * Every string of a parsed YAML value that visitors read, split at its `{placeholders}` (which the code fills):
	 * not the addresses, ids, layouts and file names the code reads.
	 * @type {(value: unknown, path: string) => [string, string][]}
	 */
	const strings = (value, path) =>
		typeof value === 'string'
			? /^(\.{0,2}\/|https?:|mailto:)/.test(value) || /\.(href|id|layout|image|icon|src|kind)$/.test(path)
				? []
				: value.split(/\{\w+\}/).map((part) => /** @type {[string, string]} */ ([part.replace(/^[\s·:,.–-]+|[\s·:,.–-]+$/g, ''), path]))
			: value && typeof value === 'object'
				? Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`))
				: [];

	for (const path of walk(join(root, 'content'))) {
		const file = relativePosix(root, path);
		if (/^content\/[^/]+\.md$/.test(file)) continue;
		const stem = basename(path, extname(path));
		if (!generic.test(stem) && !codeBound(file)) add(stem, file);
		if (!/\.(ya?ml|mdx?)$/.test(path)) continue;
		const text = readFileSync(path, 'utf8');
		for (const [, field, value] of text.matchAll(fields)) add(value, `${file}: ${field}`);
		for (const [, value] of text.matchAll(/\{[^}]*class:\s*([^},]+)/g)) add(value, `${file}: class`);
		// Every word of the site's wording and of each page.
		if (file === 'content/settings/words.yaml' || /^content\/pages\/[^/]+\.yaml$/.test(file))
			for (const [value, where] of strings(parse(text), '')) add(value, `${file}: ${where.slice(1)}`);
	}
	const site = readFileSync(join(root, 'content/settings/site.yaml'), 'utf8');
	const host = /^url:\s*https?:\/\/(?:www\.)?([^/\s.]+)/m.exec(site)?.[1];
	if (host) add(host, 'content/settings/site.yaml: url');
	for (const [, from = ''] of readFileSync(join(root, 'src/redirects.ts'), 'utf8').matchAll(/^\s*'(\/[^']*)':/gm))
		add(from.split('/').filter(Boolean).at(-1) ?? '', 'src/redirects.ts');
	for (const term of allowed.keys()) terms.delete(term);
	return terms;
}

/**
 * The strings, template parts and regular expressions a file of code spells, each with its line.
 * @param {string} file
 * @param {string} text
 */
export function spelt(file, text) {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	/** @type {{ line: number; text: string }[]} */
	const found = [];
	/** @type {(node: ts.Node) => void} */
	const visit = (node) => {
		if (
			ts.isStringLiteral(node) ||
			ts.isNoSubstitutionTemplateLiteral(node) ||
			ts.isTemplateHead(node) ||
			ts.isTemplateMiddle(node) ||
			ts.isTemplateTail(node) ||
			ts.isRegularExpressionLiteral(node) ||
			ts.isJsxText(node)
		) {
			const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
			// A regular expression's escapes (\. \( \$) stand for the characters themselves.
			const value = ts.isRegularExpressionLiteral(node) ? node.text.replace(/\\(.)/g, '$1') : node.text;
			found.push({ line, text: value });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/**
 * Whether a file drives the editor at /admin (tests/e2e/support/cms.ts, the files that use it, and the GitHub stand-in
 * it talks to). Its strings are the editor's own labels (Sveltia CMS's buttons, src/cms's collections and fields) and
 * words the test types into a form itself, never words it reads off the site, so a word staff choose that happens to
 * be one of the editor's ("Save", "Browse") is no pin.
 */
export const drivesEditor = (/** @type {string} */ file, /** @type {string} */ text) =>
	/^tests\/e2e\/support\/(cms|github-stand-in)\.ts$/.test(file) || /^import [^;]*from '(?:\.\.?\/)+(?:support\/)?cms';/m.test(text);

/**
 * Whether a test reads content/: through tests/support/content.ts (the tests' one way in), astro:content or the
 * site's data layer (src/data). A test that does not sets every word it uses in fixtures of its own.
 */
export const readsContent = (/** @type {string} */ text) =>
	/^import [^;]*from '(?:(?:\.\.\/)+(?:support\/)?content|astro:content|@\/data\/[^']*)';/m.test(text);

/**
 * Every place a test spells a word staff can change: file (from `root`), line, the word and where content/ holds it.
 * @param {string} root
 */
export function findLiveContent(root, testsDir = join(root, 'tests')) {
	const terms = contentTerms(root);
	// Whole words, as written: "Members" in a sentence of the tests' own is listed, "members" is not.
	const patterns = [...terms].map(([term, where]) => ({ term, where, pattern: new RegExp(`(?<![\\w-])${escapeRegExp(term)}(?![\\w-])`) }));
	const hits = [];
	for (const path of walk(testsDir)) {
		const file = relativePosix(root, path);
		if (!/\.(ts|tsx|mts|js|mjs)$/.test(file) || file.startsWith('tests/launch-facts/')) continue;
		const code = readFileSync(path, 'utf8');
		// Unit tests run the code on fixtures they write; the rest run against content/ or a build of it.
		if ((file.startsWith('tests/unit/') && !readsContent(code)) || drivesEditor(file, code)) continue;
		for (const { line, text } of spelt(file, code))
			for (const { term, where, pattern } of patterns)
				if (text.includes(term) && pattern.test(text) && !allowedIn.get(file)?.words.includes(term)) hits.push({ file, line, term, where });
	}
	return { terms, hits };
}
