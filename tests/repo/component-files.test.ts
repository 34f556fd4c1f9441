import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

// src/components holds components and their looks. Logic, tables and shared class strings belong in src/lib (pure and
// unit-tested) or in a component of their own, where a reader looks for them (docs/architecture.md, Where the code
// lives). A folder's index.ts may gather its components for a page, as the MDX components' does.
const components = join(import.meta.dirname, '../../src/components');
const files = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((name) => /\.\w+$/.test(name));
const isComponentFile = (name: string) => /\.(astro|css)$/.test(name) || /(^|\/)index\.ts$/.test(name);

describe('src/components', () => {
	it('holds files', () => expect(files.length).toBeGreaterThan(0));

	it('holds only components, their stylesheets and folder indexes', () => {
		expect(files.filter((name) => !isComponentFile(name))).toEqual([]);
	});
});
