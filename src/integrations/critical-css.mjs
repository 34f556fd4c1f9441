// @ts-check
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';

const styleHash = (/** @type {string} */ css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Adds `hashes` to the style-src of the page's CSP <meta>; the inlined rules would be blocked otherwise.
 * @param {string} html
 * @param {string[]} hashes
 */
export function allowStyles(html, hashes) {
	return html.replace(/(<meta http-equiv="content-security-policy" content="[^"]*?style-src 'self')/, `$1 ${hashes.join(' ')}`);
}

/**
 * Class names that code adds in the browser, which a page's server HTML may not hold yet: for each React island
 * (by file name) the classes in its source, and under '' those that inline scripts in .astro files set.
 * @param {string} srcDir
 * @returns {Map<string, string[]>}
 */
export function runtimeClassNames(srcDir) {
	/** @type {Map<string, string[]>} */
	const byIsland = new Map();
	const inlineScripts = new Set();
	for (const name of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
		if (!/\.(tsx|astro)$/.test(name)) continue;
		const text = readFileSync(path.join(srcDir, name), 'utf8');
		if (name.endsWith('.tsx')) byIsland.set(path.basename(name, '.tsx'), classTokens(text));
		else if (/classList\.|\.className\s*=/.test(text)) for (const token of classTokens(text)) inlineScripts.add(token);
	}
	byIsland.set('', [...inlineScripts]);
	return byIsland;
}

/** Every token of every string literal that could be a class name. */
const classTokens = (/** @type {string} */ text) => {
	const tokens = new Set();
	for (const match of text.matchAll(/(['"`])([^'"`\n]*?)\1/g)) {
		for (const token of (match[2] ?? '').split(/\s+/)) if (/^[a-z-][\w:/.[\]()%#=&>+-]*$/i.test(token)) tokens.add(token);
	}
	return [...tokens];
};

/** The @font-face rules of a stylesheet, as written there. */
export const fontFaces = (/** @type {string} */ css) => (css.match(/@font-face\{[^}]*\}/g) ?? []).join('');

/** A class name as it appears in a CSS selector (`md:basis-1/2` → `.md\:basis-1\/2`). */
const classSelector = (/** @type {string} */ name) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`;

/**
 * Puts each built page's own CSS rules inline and drops the stylesheet link, so a page paints from its first
 * response alone (issue 11: the separate request cost ~0.06 s of first paint on every page, and inlining
 * Tailwind's whole sheet pushed pages past one round trip). Rules for classes that code adds later are kept.
 * @returns {import('astro').AstroIntegration}
 */
export function criticalCss() {
	return {
		name: 'critical-css',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const runtime = runtimeClassNames(fileURLToPath(new URL('../', import.meta.url)));
				const selector = (/** @type {string} */ name) =>
					new RegExp(`${classSelector(name).replace(/[\\.[\]()*+?^$|{}]/g, '\\$&')}(?![\\w-])`);
				/**
				 * Rules to keep whatever Beasties' selector matching says (it misses some, e.g. `:where(.space-y-2 > …)`):
				 * every rule naming a class in the page's markup, and the classes inline scripts and the page's islands add.
				 */
				const keepFor = (/** @type {string} */ html) => {
					const islands = [...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map((match) => match[1] ?? '');
					const inMarkup = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
					const atRuntime = ['', ...islands].flatMap((island) => runtime.get(island) ?? []);
					return [...new Set([...inMarkup, ...atRuntime])].filter(Boolean).map(selector);
				};
				const beastiesFor = (/** @type {RegExp[]} */ allowRules) =>
					new Beasties({
						path: root,
						publicPath: '/',
						external: true,
						preload: 'body',
						pruneSource: false,
						// Beasties cannot follow font families through CSS variables (--font-display), so it would drop
						// the @font-face; fontFaces() puts it back.
						inlineFonts: false,
						preloadFonts: false,
						compress: true,
						allowRules,
						logLevel: 'silent',
					});
				const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
				/** @type {Set<string>} */
				const sheets = new Set();
				for (const page of pages) {
					const file = path.join(root, page);
					const html = readFileSync(file, 'utf8');
					const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1] ?? '');
					if (linked.length === 0) continue;
					for (const sheet of linked) sheets.add(sheet);
					const faces = linked.map((sheet) => fontFaces(readFileSync(path.join(root, sheet), 'utf8'))).join('');
					const processed = (await beastiesFor(keepFor(html)).process(html))
						.replace(/<link rel="stylesheet" href="\/[^"]+">/g, '')
						.replace('<style>', `<style>${faces}`);
					const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
					writeFileSync(file, allowStyles(processed, styles.map(styleHash)));
				}
				// Nothing links the page stylesheets any more; CSS loaded by code (the lightbox's) is not in a page.
				for (const sheet of sheets) rmSync(path.join(root, sheet));
				logger.info(`CSS inlined per page in ${pages.length} pages`);
			},
		},
	};
}
