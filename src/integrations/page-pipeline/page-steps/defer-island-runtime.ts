import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { rolldown } from 'rolldown';

import { inlineHash } from './content-security-policy.ts';
import { elementText, fragment, type PageDocument, pageElements, replaceNode } from './page-document.ts';

/** Astro's island runtime: defines the <astro-island> element that hydrates each island. */
export const isIslandRuntime = (code: string) => code.includes('customElements.define("astro-island"');
/** The client:interaction directive as Astro inlines it (runtime/interaction.ts). */
export const isInteractionDirective = (code: string) => code.includes('.interaction=') && code.includes('astro:interaction');

async function bundleLoader(loaderEntry: string): Promise<string> {
	const build = await rolldown({ input: loaderEntry, logLevel: 'silent' });
	const { output } = await build.generate({ format: 'iife', minify: true });
	await build.close();
	const [chunk] = output;
	return chunk?.type === 'chunk' ? chunk.code.replaceAll('/* @__PURE__ */ ', '').trim() : '';
}

/**
 * Moves Astro's island runtime and the client:interaction directive, inline on every page with an island, into one
 * file under _astro/, leaving in their place the loader (`loaderEntry`, bundled inline) that fetches it, by its
 * element's `data-src`, on the first interaction with an island. `root` is the build folder; the loader's hash goes
 * into `written`, the inline scripts the page's policy may allow.
 */
export function deferIslandRuntime(root: string, loaderEntry: string, written = new Set<string>()) {
	let loader: Promise<string> | undefined;
	const files = new Map<string, string>();
	return async ({ pathname, document }: { pathname: string; document: PageDocument }): Promise<void> => {
		const elements = pageElements(document);
		// Inline scripts as Astro writes them, `<script>` without attributes.
		const scripts = elements.filter(({ name, attribs }) => name === 'script' && Object.keys(attribs).length === 0);
		const runtime = scripts.find((script) => isIslandRuntime(elementText(script)));
		const directive = scripts.find((script) => isInteractionDirective(elementText(script)));
		if (!runtime && !directive) {
			// A page with an island and neither script means Astro now writes its runtime another way: stop rather than
			// ship a page whose first response carries it, or whose islands never wake.
			if (elements.some(({ name }) => name === 'astro-island'))
				throw new Error(`${pathname}: has an island but no inline island runtime to defer`);
			return;
		}
		if (!runtime || !directive) throw new Error(`${pathname}: found the island runtime or the interaction directive inline, not both`);
		const code = `${elementText(directive).trim()}\n${elementText(runtime).trim()}\n`;
		let src = files.get(code);
		if (!src) {
			const name = `_astro/islands.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
			writeFileSync(path.join(root, name), code);
			src = `/${name}`;
			files.set(code, src);
		}
		loader ??= bundleLoader(loaderEntry);
		const inline = await loader;
		// `</script` inside the loader would end the element early; minified code has none, but never risk it.
		if (!inline || inline.includes('</script')) throw new Error('the island loader did not bundle to one inline script');
		written.add(inlineHash(inline));
		replaceNode(directive, []);
		replaceNode(runtime, fragment(`<script data-src="${src}">${inline}</script>`));
	};
}
