import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { expect, test } from 'vitest';

import { cssBudget, fontBudget, gzipPageBudget, rawPageBudget, roomToGrow, videoBudget } from '@/build/budgets';
import { asServed, firstRoundTrip, servedSizes } from '@/integrations/page-pipeline';

import { builtHtmlFiles, kb, outDir, pathForFile, resolveBuiltFile } from '../support/built-pages';
import { readBuiltPage } from '../support/html-dom';

// Byte budgets on the built files: the first round trip, which the page pipeline holds every page to, and the site's
// own, declared in src/build/budgets.ts (the build reports on the round trip, the room to grow and the video budget
// too). Each page's first response fits the first round trip however the host compresses it, and brotli at its best
// leaves staff room to grow. Pages are measured as the hosts that send the policy header serve them, without its
// <meta> copy (asServed).
/** A page's size in brotli at quality 11, as deploy/nginx's precompressed files hold it. */
const precompressedSize = (html: string): number =>
	brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const gzipSize = (data: Buffer | string, level = 9) => gzipSync(data, { level }).length;

for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`HTML and CSS bytes ${pagePath}`, () => {
		const { source, doc } = readBuiltPage(file);
		const html = gzipSize(source);
		expect.soft(html, `${pagePath}: HTML is ${kb(html)} gzip, over the ${kb(gzipPageBudget)} budget`).toBeLessThanOrEqual(gzipPageBudget);
		expect.soft(source.length, `${pagePath}: the page is ${kb(source.length)} raw, over the ${kb(rawPageBudget)} budget`).toBeLessThanOrEqual(rawPageBudget);
		const served = asServed(source, pagePath);
		const first = precompressedSize(served);
		expect
			.soft(first, `${pagePath}: the page is ${first} B brotli, over the ${roomToGrow} B that leave staff room to grow`)
			.toBeLessThanOrEqual(roomToGrow);
		for (const { how, bytes } of servedSizes(served)) {
			expect
				.soft(bytes, `${pagePath}: the page is ${bytes} B in ${how} as a host compresses it, over the ${firstRoundTrip} B of the first round trip`)
				.toBeLessThanOrEqual(firstRoundTrip);
		}

		const sheets = doc
			.querySelectorAll('link[rel]')
			.filter((link) => (link.getAttributeValue('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
			// A print-only sheet (src/styles/print.css) neither blocks the first paint nor styles the screen.
			.filter((link) => (link.getAttributeValue('media') ?? 'all').trim().toLowerCase() !== 'print')
			.map((link) => link.getAttributeValue('href') ?? '')
			.map((href) => ({ href, file: resolveBuiltFile(new URL(href, 'https://site.invalid').pathname) }));
		const parts = [
			...sheets.map(({ href, file: sheet }) => ({ name: href, bytes: sheet ? gzipSize(readFileSync(path.join(outDir, sheet))) : 0 })),
			...doc.querySelectorAll('style').map((style, i) => ({ name: `inline <style> ${i + 1}`, bytes: gzipSize(style.textContent) })),
		];
		const css = parts.reduce((sum, part) => sum + part.bytes, 0);
		const detail = parts.map((part) => `${part.name} ${kb(part.bytes)}`).join(', ');
		expect.soft(css, `${pagePath}: CSS is ${kb(css)} gzip (${detail}), over the ${kb(cssBudget)} budget`).toBeLessThanOrEqual(cssBudget);
		// A stylesheet link would hold up the first paint by a request; each page carries its own rules inline.
		expect
			.soft(
				sheets.map(({ href }) => href),
				`${pagePath}: render-blocking stylesheet links`,
			)
			.toEqual([]);
	});
}

test(`the heading font is one subset file within ${kb(fontBudget)}, and pages preload nothing else`, () => {
	const fonts = readdirSync(path.join(outDir, '_astro')).filter((name) => name.endsWith('.woff2'));
	expect(fonts, 'font files in the build').toHaveLength(1);
	for (const font of fonts) {
		const bytes = statSync(path.join(outDir, '_astro', font)).size;
		expect(bytes, `${font} is ${kb(bytes)}, over the ${kb(fontBudget)} budget`).toBeLessThanOrEqual(fontBudget);
	}
	for (const file of builtHtmlFiles()) {
		const preloads = readBuiltPage(file)
			.doc.querySelectorAll('link[rel="preload"][as="font"]')
			.map((link) => path.basename(link.getAttributeValue('href') ?? ''));
		// Redirect pages have no <head> of the site's, so they preload nothing.
		for (const preload of preloads) expect(fonts, `${pathForFile(file)}: preloads ${preload}`).toContain(preload);
		expect(preloads.length, `${pathForFile(file)}: preloaded fonts`).toBeLessThanOrEqual(1);
	}
});

test(`every video file is at most ${kb(videoBudget)}`, () => {
	const sources = new Set<string>();
	for (const file of builtHtmlFiles()) {
		for (const el of readBuiltPage(file).doc.querySelectorAll('video[src], video source[src]'))
			sources.add(el.getAttributeValue('src') ?? '');
	}
	const problems = [...sources].flatMap((src) => {
		const file = resolveBuiltFile(new URL(src, 'https://site.invalid').pathname);
		if (!file) return [`${src} is not in the build`];
		const bytes = statSync(path.join(outDir, file)).size;
		return bytes > videoBudget ? [`${src} is ${kb(bytes)}, over the ${kb(videoBudget)} budget`] : [];
	});
	expect(problems).toEqual([]);
});
