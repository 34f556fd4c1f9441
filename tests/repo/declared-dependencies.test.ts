import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

// Every package the code imports is named in package.json at an exact version: one that arrives only as another
// package's dependency can change or vanish with that package's next release.
const root = join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = { ...manifest['dependencies'], ...manifest['devDependencies'] };
const runtime = manifest['dependencies'] ?? {};
const folders = ['src', 'scripts', 'tests', '.ci'];
const files = [
	'astro.config.mjs',
	...folders.flatMap((folder) =>
		readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
			.filter((name) => /\.(m?[jt]sx?|astro)$/.test(name) && !name.includes('node_modules'))
			.map((name) => join(folder, name)),
	),
];
/** Packages the build needs that no file imports: Astro's command, Tailwind (its Vite plugin loads it) and React's DOM
 * renderer (@astrojs/react's peer). */
const buildTools = ['astro', 'tailwindcss', 'react-dom'];
/** What `npm run build` runs: a host that installs without devDependencies must still build the site. */
const builds = (file: string) => file === 'astro.config.mjs' || (file.startsWith('src/') && !file.endsWith('.d.ts'));
/** Module names that are not packages: Node's own, Astro's virtual modules, the project's aliases, Vite's queries. */
const notPackages = /^(node:|astro:|virtual:|@\/|@heading-font\/|\.|\/)/;
/** Import and export statements at the start of a line, dynamic imports, requires of a quoted name, and the package
 * folders the CMS's files are copied from (src/cms/admin-files.ts). */
const statements =
	/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*'([^']+)'|^\s*import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)|\brequire(?:\.resolve)?\(\s*'([^']+)'\s*\)|\bpackageDir\(\s*'([^']+)'\s*\)/gm;
const packageOf = (specifier: string) =>
	specifier
		.split('/')
		.slice(0, specifier.startsWith('@') ? 2 : 1)
		.join('/');

describe('dependencies', () => {
	const imported = new Map<string, string>();
	const built = new Map<string, string>();
	for (const file of files) {
		const text = readFileSync(join(root, file), 'utf8');
		for (const match of text.matchAll(statements)) {
			const specifier = match.slice(1).find(Boolean) ?? '';
			if (notPackages.test(specifier) || builtinModules.includes(specifier.split('/')[0]!)) continue;
			if (!imported.has(packageOf(specifier))) imported.set(packageOf(specifier), file);
			// A type import is gone once TypeScript is done, so its package need not be there at build.
			if (builds(file) && !/^\s*import\s+type\b/.test(match[0]) && !built.has(packageOf(specifier))) built.set(packageOf(specifier), file);
		}
	}

	it('finds the imports', () => expect(imported.size).toBeGreaterThan(10));

	it('declares every package the code imports', () => {
		const missing = [...imported].filter(([name]) => !(name in declared)).map(([name, file]) => `${name} (${file})`);
		expect(missing).toEqual([]);
	});

	it('declares what the build imports as a dependency, and the tools that only test or measure as devDependencies', () => {
		const missing = [...built].filter(([name]) => !(name in runtime)).map(([name, file]) => `${name} (${file})`);
		expect(missing).toEqual([]);
		expect(Object.keys(runtime).filter((name) => !built.has(name) && !buildTools.includes(name))).toEqual([]);
	});

	it('pins every declared package to an exact version', () => {
		expect(Object.entries(declared).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))).toEqual([]);
	});
});
