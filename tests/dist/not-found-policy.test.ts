import { existsSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { outDir } from '../support/built-pages';
import { checkCsp } from '../support/csp-checks';
import { readBuiltPage } from '../support/html-dom';

// Hosts serve 404.html at any missing address and match _headers rules by that address, so on Netlify and Cloudflare
// its own rule never applies: the page must carry its policy itself in every build, a header host's included
// (`NETLIFY=true npx astro build`, then `npm run test:dist`, checks one;
// src/integrations/page-pipeline/policy-placement.ts).
test.runIf(existsSync(path.join(outDir, '404.html')))('the not-found page carries its own policy in a <meta> element', () => {
	const { doc } = readBuiltPage('404.html');
	const metas = doc
		.querySelectorAll('meta[http-equiv]')
		.filter((meta) => meta.getAttributeValue('http-equiv')?.toLowerCase() === 'content-security-policy');
	expect(metas, '404.html has no policy of its own').toHaveLength(1);
	expect(checkCsp(doc)).toEqual([]);
});
