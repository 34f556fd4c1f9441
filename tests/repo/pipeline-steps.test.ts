import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { pageSteps } from '@/integrations/page-pipeline/finish-build';

// The pipeline's README lists the page steps in order for a reader; `pageSteps` is the order every page runs them.
// A step added, moved or removed in one and not the other fails here.
const pipeline = new URL('../../src/integrations/page-pipeline/', import.meta.url);
const readme = readFileSync(new URL('README.md', pipeline), 'utf8');

/** The files of the numbered list under the README's steps heading, in the order written. */
function readmeSteps(text: string): string[] {
	const section = /^## The steps, in order\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
	return [...section.matchAll(/^\d+\. `([\w.-]+\.ts)`/gm)].map((match) => match[1] ?? '');
}

describe('the page steps', () => {
	const code = pageSteps.map(({ file }) => file);
	const listed = readmeSteps(readme);

	it('are listed in the README', () => {
		expect(listed.length).toBeGreaterThan(0);
	});

	it('run in the order the README lists them', () => {
		const onlyInCode = code.filter((file) => !listed.includes(file));
		const onlyInReadme = listed.filter((file) => !code.includes(file));
		expect({ onlyInCode, onlyInReadme }).toEqual({ onlyInCode: [], onlyInReadme: [] });
		expect(listed, 'README order (left) against pageSteps order (right)').toEqual(code);
	});

	it.each(code)('%s is a file in page-steps/', (file) => {
		expect(existsSync(new URL(`page-steps/${file}`, pipeline))).toBe(true);
	});
});
