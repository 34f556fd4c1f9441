import path from 'node:path';

import { rolldown } from 'rolldown';

import { inlineHash } from './content-security-policy.ts';
import { fragment, type PageDocument, type PageElement, pageElements, replaceNode } from './page-document.ts';

/** The largest script put inline; Vite's own limit for inlining a script that imports nothing. */
export const inlineScriptLimit = 4096;

/** The file of a module script as Astro writes one, `<script type="module" src="/_astro/….js"></script>`. */
const moduleScript = ({ name, attribs, children }: PageElement): string | undefined =>
	name === 'script' && Object.keys(attribs).join() === 'type,src' && attribs['type'] === 'module' && children.length === 0
		? /^\/(_astro\/[^"]+\.js)$/.exec(attribs['src'] ?? '')?.[1]
		: undefined;

/**
 * Puts a page's small module scripts inline, each bundled with what it imports, so no page requests a script before
 * the first interaction. Vite inlines only a script that imports nothing: a helper two scripts share becomes a chunk
 * and both stay files. A script with a dynamic import, or past the limit, stays a file. Each bundle's hash goes into
 * `written`, the scripts the page's policy may allow.
 */
export function inlinePageScripts(root: string, written = new Set<string>()) {
	const bundled = new Map<string, Promise<string | undefined>>();
	const bundle = async (file: string) => {
		const build = await rolldown({ input: path.join(root, file), logLevel: 'silent' });
		const { output } = await build.generate({ format: 'esm', minify: true });
		await build.close();
		const [chunk, ...more] = output;
		// The minifier keeps tree-shaking hints (`/* @__PURE__ */`), which mean nothing once the code runs.
		const code = chunk?.type === 'chunk' ? chunk.code.replaceAll('/* @__PURE__ */ ', '').trim() : '';
		if (more.length > 0 || !code || /\bimport\s*\(|^import\b|\bimport\s*[{*\w]/m.test(code)) return undefined;
		return code.length <= inlineScriptLimit ? code : undefined;
	};
	return async ({ document }: { document: PageDocument }): Promise<void> => {
		for (const script of pageElements(document)) {
			const file = moduleScript(script);
			if (file === undefined) continue;
			if (!bundled.has(file)) bundled.set(file, bundle(file));
			const code = await bundled.get(file);
			// `</script` inside the code would end the element early; minified code has none, but never risk it.
			if (code && !code.includes('</script')) {
				written.add(inlineHash(code));
				replaceNode(script, fragment(`<script type="module">${code}</script>`));
			}
		}
	};
}
