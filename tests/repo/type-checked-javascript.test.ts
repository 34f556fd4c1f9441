import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

// The project's JavaScript (the scripts, the configs, the tests' .mjs helpers) is type-checked by `astro check` through
// a `// @ts-check` first line (after any #!): tsconfig.json's checkJs would also check the components' is:inline
// scripts, whose text is hashed into every page's policy.
const root = join(import.meta.dirname, '../..');
// Generated and installed folders are left out before walking: node_modules alone holds thousands of files.
const skipped = new Set(['node_modules', 'public', 'test-results', 'test-reports', 'playwright-report']);
const javascript = readdirSync(root, { withFileTypes: true })
	.filter(({ name }) => !skipped.has(name) && !name.startsWith('.') && !name.startsWith('dist'))
	.flatMap((entry) =>
		entry.isDirectory()
			? readdirSync(join(root, entry.name), { recursive: true, encoding: 'utf8' }).map((name) => `${entry.name}/${name}`)
			: [entry.name],
	)
	.filter((name) => /\.(c|m)?js$/.test(name))
	.sort();

describe('JavaScript files', () => {
	it('are found', () => expect(javascript.length).toBeGreaterThan(0));

	it.each(javascript)('%s opens with // @ts-check', (name) => {
		const [first = '', second = ''] = readFileSync(join(root, name), 'utf8').split('\n');
		expect(first.startsWith('#!') ? second : first).toBe('// @ts-check');
	});
});
