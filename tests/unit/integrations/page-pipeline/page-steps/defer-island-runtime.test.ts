import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { inlineHash } from '@/integrations/page-pipeline/page-steps/content-security-policy';
import { deferIslandRuntime, isInteractionDirective, isIslandRuntime } from '@/integrations/page-pipeline/page-steps/defer-island-runtime';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

// Stand-ins for what Astro inlines: the client:interaction directive, then the island runtime.
const directive = '(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};window.dispatchEvent(new Event("astro:interaction"));})();';
const runtime = '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const page = (scripts: string) =>
	`<html><head></head><body><header><div>${scripts}<astro-island ssr><button>Menu</button></astro-island></div></header></body></html>`;
// The site's island loader, which the step bundles inline.
const loaderEntry = fileURLToPath(new URL('../../../../../src/integrations/page-pipeline/runtime/island-loader-entry.ts', import.meta.url));
const root = () => {
	const dir = mkdtempSync(join(tmpdir(), 'defer-island-'));
	mkdirSync(join(dir, '_astro'));
	return dir;
};

describe('deferIslandRuntime', () => {
	it('recognises the runtime and the directive by what they define', () => {
		expect(isIslandRuntime(runtime)).toBe(true);
		expect(isInteractionDirective(directive)).toBe(true);
		expect(isIslandRuntime(directive)).toBe(false);
		expect(isInteractionDirective(runtime)).toBe(false);
	});

	it('moves both into one file under _astro/ and leaves a loader that names it, allowed by its hash', async () => {
		const dir = root();
		const written = new Set<string>();
		const step = deferIslandRuntime(dir, loaderEntry, written);
		const html = await finishPage(page(`<script>${directive}</script><script>${runtime}</script>`), '/', [step]);
		expect(html).not.toContain('customElements.define');
		expect(html).not.toContain('.interaction=');
		const [, src = '', loader = ''] = /<script data-src="([^"]+)">([\s\S]*?)<\/script>/.exec(html) ?? [];
		expect(src).toMatch(/^\/_astro\/islands\.[0-9a-f]{10}\.js$/);
		expect(readFileSync(join(dir, src), 'utf8')).toBe(`${directive}\n${runtime}\n`);
		expect(loader).toContain('document.currentScript');
		expect(written).toEqual(new Set([inlineHash(loader)]));
		// A second page with the same runtime names the same file and carries the same loader.
		const again = await finishPage(page(`<script>${directive}</script><script>${runtime}</script>`), '/about-us', [step]);
		expect(again).toBe(html);
	});

	it('leaves a page without islands as it is', async () => {
		const html = '<html><head></head><body><script>console.log(1)</script></body></html>';
		expect(await finishPage(html, '/', [deferIslandRuntime(root(), loaderEntry)])).toBe(html);
	});

	it('stops the build, naming the page, when a page has an island but no inline runtime', async () => {
		await expect(
			finishPage(page('<script>console.log(1)</script>'), '/about-us', [deferIslandRuntime(root(), loaderEntry)]),
		).rejects.toThrow('/about-us: has an island but no inline island runtime to defer');
	});

	it('stops the build, naming the page, when only one of the two is inline', async () => {
		await expect(finishPage(page(`<script>${runtime}</script>`), '/shop', [deferIslandRuntime(root(), loaderEntry)])).rejects.toThrow(
			'/shop: found the island runtime or the interaction directive inline, not both',
		);
	});
});
