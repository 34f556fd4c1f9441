import { expect, test } from 'vitest';

import { builtHtmlFiles, pathForFile, resolveBuiltFile } from '../support/built-pages';
import { settings } from '../support/content';
import { anchorsOf, readBuiltPage } from '../support/html-dom';
import { checkImages } from '../support/image-checks';
import { checkLinks } from '../support/link-checks';

const siteOrigin = new URL(settings.url).origin;
// Fragment targets on other pages come from those pages' built HTML.
const anchorsOfFile = (file: string) => anchorsOf(readBuiltPage(file).doc);

for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`links ${pagePath}`, () => {
		const { doc } = readBuiltPage(file);
		const problems = checkLinks(doc, { pagePath, siteOrigin, resolve: (urlPath) => resolveBuiltFile(urlPath), anchorsOf: anchorsOfFile });
		// Absolute URLs in structured data that point at this site must exist too (logos, images, pages).
		for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
			for (const url of script.textContent.match(/https?:\/\/[^"\s\\]+/g) ?? []) {
				const target = new URL(url);
				if (target.origin === siteOrigin && !resolveBuiltFile(target.pathname))
					problems.push(`JSON-LD points to ${url}, which the build does not contain`);
			}
		}
		expect([...new Set(problems)], `${pagePath} (${file}) has broken or unsafe links`).toEqual([]);
	});

	test(`images ${pagePath}`, () => {
		const { doc } = readBuiltPage(file);
		expect([...new Set(checkImages(doc))], `${pagePath} (${file}) has images without alt/size or modern formats`).toEqual([]);
	});
}
