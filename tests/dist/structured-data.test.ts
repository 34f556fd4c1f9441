import { expect, test } from 'vitest';
import { checkJsonLd } from '../support/json-ld-checks';
import { readBuiltPage } from '../support/html-dom';
import { builtHtmlFiles, pathForFile } from '../support/built-pages';

for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`JSON-LD ${pagePath}`, () => {
		const { doc } = readBuiltPage(file);
		const problems = doc
			.querySelectorAll('script[type="application/ld+json"]')
			.flatMap((script, i) => checkJsonLd(script.textContent).map((problem) => `JSON-LD block ${i + 1}: ${problem}`));
		expect(problems, `${pagePath} (${file}) has invalid structured data`).toEqual([]);
	});
}
