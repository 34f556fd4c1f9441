import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { inlineHash } from '@/integrations/page-pipeline/page-steps/content-security-policy';
import { inlinePageScripts, inlineScriptLimit } from '@/integrations/page-pipeline/page-steps/inline-page-scripts';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

/** A build folder holding the given files under _astro/. */
function buildFolder(files: Record<string, string>): string {
	const root = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
	mkdirSync(join(root, '_astro'));
	for (const [name, code] of Object.entries(files)) writeFileSync(join(root, '_astro', name), code);
	return root;
}
const tag = (name: string) => `<script type="module" src="/_astro/${name}"></script>`;

describe('inlinePageScripts', () => {
	it('inlines a small script bundled with the chunk it shares with other scripts, and records its hash', async () => {
		const root = buildFolder({
			'clock.js': 'export function hour(d){return d.getUTCHours()}',
			'today.js': 'import{hour as h}from"./clock.js";document.body.dataset.hour=String(h(new Date()));',
		});
		const written = new Set<string>();
		const html = await finishPage(`<body>${tag('today.js')}</body>`, '/', [inlinePageScripts(root, written)]);
		expect(html).not.toContain('src=');
		const code = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
		expect([...written]).toEqual([inlineHash(code)]);
		expect(code).not.toMatch(/\bimport\b/);
		expect(code).toContain('getUTCHours');
		expect(code).toContain('dataset.hour');
	});

	it('leaves a script that loads code later, or would pass the limit, as a file', async () => {
		const root = buildFolder({
			'lazy.js': 'document.addEventListener("click",()=>import("./menu.js"));',
			'menu.js': 'export default 1;',
			'big.js': `document.title=${JSON.stringify('x'.repeat(inlineScriptLimit))};`,
		});
		const page = `<body>${tag('lazy.js')}${tag('big.js')}</body>`;
		expect(await finishPage(page, '/', [inlinePageScripts(root)])).toBe(page);
	});

	it('leaves other scripts and pages without scripts alone', async () => {
		const root = buildFolder({});
		const page = '<script type="application/ld+json">{}</script><script>inline()</script>';
		expect(await finishPage(page, '/', [inlinePageScripts(root)])).toBe(page);
	});
});
