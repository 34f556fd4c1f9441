import path from 'node:path';

import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { expect, test } from 'vitest';

import config from '../../.htmlvalidate.mjs';
import { builtHtmlFiles, gatePages, outDir, pathForFile } from '../support/built-pages';

// Every HTML file of the build, sitemap or not (unfinished class guides and redirect pages too).
const htmlvalidate = new HtmlValidate(new StaticConfigLoader(config));

test('the build has a sitemap and a not-found page for the gates to run over', () => {
	expect(builtHtmlFiles(), `no HTML files in ${outDir}: build first`).not.toEqual([]);
	const pages = gatePages();
	expect(pages.filter((page) => page.status === 200).length, `${outDir}/sitemap-0.xml lists no pages`).toBeGreaterThan(0);
	expect(
		pages.some((page) => page.status === 404),
		`${outDir}/404.html is missing`,
	).toBe(true);
});

for (const file of builtHtmlFiles()) {
	test(`html-validate ${pathForFile(file)}`, async () => {
		const report = await htmlvalidate.validateFile(path.join(outDir, file));
		const problems = report.results.flatMap((result) =>
			result.messages.map((m) => `line ${m.line}:${m.column} [${m.ruleId}] ${m.message}${m.selector ? ` at ${m.selector}` : ''}`),
		);
		expect(problems, `${pathForFile(file)} (${file}) is not valid HTML`).toEqual([]);
	});
}
