import { expect, test } from 'vitest';

import { builtHtmlFiles, pathForFile } from '../support/built-pages';
import { checkCsp } from '../support/csp-checks';
import { readBuiltPage } from '../support/html-dom';

// Each page's policy allows exactly what the page runs and styles inline
// (src/integrations/page-pipeline/page-steps/content-security-policy.ts).
for (const file of builtHtmlFiles()) {
	const pagePath = pathForFile(file);

	test(`CSP ${pagePath}`, () => {
		const { doc } = readBuiltPage(file);
		expect([...new Set(checkCsp(doc))], `${pagePath} (${file}) breaks its Content-Security-Policy`).toEqual([]);
	});
}
