import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readBuiltPage } from '../support/html-dom';
import { kb } from '../support/page-watch';
import { builtHtmlFiles, outDir, pathForFile, resolveBuiltFile } from '../support/pages';

// Byte budgets on the built files (issue 3); gzip level 9, as the precompressed files nginx serves.
const htmlBudget = 40 * 1024;
const cssBudget = 20 * 1024;
const videoBudget = 1024 * 1024;

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`HTML and CSS bytes ${pagePath}`, () => {
		const { source, doc } = readBuiltPage(file);
		const html = gzipSize(source);
		expect.soft(html, `${pagePath}: HTML is ${kb(html)} gzip, over the ${kb(htmlBudget)} budget`).toBeLessThanOrEqual(htmlBudget);

		const sheets = doc
			.querySelectorAll('link[rel]')
			.filter((link) => (link.getAttributeValue('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
			.map((link) => link.getAttributeValue('href') ?? '')
			.map((href) => ({ href, file: resolveBuiltFile(new URL(href, 'https://site.invalid').pathname) }));
		const parts = [
			...sheets.map(({ href, file: sheet }) => ({ name: href, bytes: sheet ? gzipSize(readFileSync(path.join(outDir, sheet))) : 0 })),
			...doc.querySelectorAll('style').map((style, i) => ({ name: `inline <style> ${i + 1}`, bytes: gzipSize(style.textContent) })),
		];
		const css = parts.reduce((sum, part) => sum + part.bytes, 0);
		const detail = parts.map((part) => `${part.name} ${kb(part.bytes)}`).join(', ');
		expect.soft(css, `${pagePath}: CSS is ${kb(css)} gzip (${detail}), over the ${kb(cssBudget)} budget`).toBeLessThanOrEqual(cssBudget);
	});
}

test('every video file is at most 1 MB', () => {
	const sources = new Set<string>();
	for (const file of builtHtmlFiles()) {
		for (const el of readBuiltPage(file).doc.querySelectorAll('video[src], video source[src]'))
			sources.add(el.getAttributeValue('src') ?? '');
	}
	const problems = [...sources].flatMap((src) => {
		const file = resolveBuiltFile(new URL(src, 'https://site.invalid').pathname);
		if (!file) return [`${src} is not in the build`];
		const bytes = statSync(path.join(outDir, file)).size;
		return bytes > videoBudget ? [`${src} is ${kb(bytes)}, over the 1 MB budget`] : [];
	});
	expect(problems).toEqual([]);
});
