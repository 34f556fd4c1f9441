import { expect, test } from 'vitest';

import { builtHtmlFiles, pathForFile } from '../support/built-pages';
import { readBuiltPage } from '../support/html-dom';
import { checkJsonLd } from '../support/json-ld-checks';

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
