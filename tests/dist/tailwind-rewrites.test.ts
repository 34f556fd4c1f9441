import { expect, test } from 'vitest';

import { builtHtmlFiles, pathForFile } from '../support/built-pages';
import { readBuiltPage } from '../support/html-dom';

// Two page-pipeline steps rewrite what Tailwind writes, by its exact text: its color-mix() copy of a theme colour with
// opacity, and its @supports fallback for the registered custom properties (page-steps/color-mix-fallbacks.ts and
// property-defaults.ts). Were Tailwind to write either another way, the step would match nothing and the bytes would
// stay; here the built pages say so, long before a page reaches its budget.

/** A theme colour mixed with transparent in oklab, as Tailwind writes `text-paper/90` for browsers with color-mix(). */
const themeColourMix = /color-mix\(in oklab,\s*var\(--color-[\w-]+\)\s*[\d.]+%,\s*transparent\)/g;
/** Tailwind's fallback values for browsers without @property, inside its properties layer. */
const propertiesFallback = /@layer properties\s*\{\s*@supports/;

for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`${pagePath}: Tailwind's colour copies and property fallbacks were rewritten`, () => {
		const { doc } = readBuiltPage(file);
		const css = doc
			.querySelectorAll('style')
			.map((style) => style.textContent)
			.join('\n');
		expect(css.match(themeColourMix) ?? [], 'a theme colour mixed with transparent').toEqual([]);
		expect(css, 'the properties layer still behind @supports').not.toMatch(propertiesFallback);
	});
}
