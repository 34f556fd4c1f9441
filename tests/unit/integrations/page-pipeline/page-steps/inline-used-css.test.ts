import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { inlineUsedCss } from '@/integrations/page-pipeline/page-steps/inline-used-css';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

const root = mkdtempSync(path.join(tmpdir(), 'inline-used-css-'));
mkdirSync(path.join(root, '_astro'));
writeFileSync(
	path.join(root, '_astro/site.css'),
	'@font-face{font-family:X;src:url(/x.woff2)}.used{color:red}.used:hover{color:#00f}.unused{color:#00f}' +
		'.data-ready\\:hidden[data-ready]{display:none}@media (width>=40rem){.unused{display:none}}',
);
writeFileSync(path.join(root, '_astro/part.css'), '.part{margin:0}');
writeFileSync(path.join(root, '_astro/print.css'), '.used{color:#000}body>header{display:none}');
const head = '<meta charset="utf-8"><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/part.css">';
const print = '<link rel="stylesheet" media="print" href="/_astro/print.css">';
const filter = '<style>[data-filter=a] [data-kind]:not([data-kind=a]){display:none}</style>';
const body = `<main data-kind="b"><p class="used data-ready:hidden part">Hi</p>${filter}</main>`;
// The page's scripts set data-filter after load (the site's state attributes).
const run = (html: string, linked = new Set<string>()) => finishPage(html, '/a-page', [inlineUsedCss(root, linked, ['data-filter'])]);

describe('inlineUsedCss', () => {
	const linked = new Set<string>();
	let html = '';
	let css: string | undefined;
	beforeAll(async () => {
		html = await run(`<html><head>${head}${print}</head><body>${body}</body></html>`, linked);
		css = /<head><meta charset="utf-8"><style>([^<]*)<\/style>/.exec(html)?.[1];
	});

	it("puts the page's rules in one <style> where its first sheet was linked, and drops the links", () => {
		expect(css).toBe(
			'@font-face{font-family:X;src:url(/x.woff2)}.used{color:red}.used:hover{color:#00f}.data-ready\\:hidden[data-ready]{display:none}' +
				'.part{margin:0}[data-filter=a] [data-kind]:not([data-kind=a]){display:none}',
		);
		expect(html).not.toContain('href="/_astro/site.css"');
		expect(html).not.toContain('href="/_astro/part.css"');
		expect([...linked]).toEqual(['_astro/site.css', '_astro/part.css']);
	});

	it("moves a component's <style> into it, with its rules for states the page reaches", () => {
		expect(html.match(/<style>/g)).toHaveLength(1);
		expect(html).toContain('<main data-kind="b"><p class="used data-ready:hidden part">Hi</p></main>');
	});

	it('leaves a print-only sheet linked, and none of its rules inline', () => {
		expect(html).toContain(print);
		expect(css).not.toContain('#000');
	});

	it('leaves a page that links no stylesheet alone', async () => {
		const plain = '<html><head></head><body></body></html>';
		expect(await run(plain)).toBe(plain);
	});

	it('stops the build at a stylesheet link written another way, which would block the first paint', async () => {
		const other = '<html><head><link href="/_astro/site.css" rel="stylesheet"></head><body></body></html>';
		await expect(run(other)).rejects.toThrow(/^\/a-page: inlining the used CSS: a stylesheet link not written as Astro writes one/);
	});
});
