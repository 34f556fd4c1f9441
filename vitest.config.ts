/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';

import { getViteConfig } from 'astro/config';

const unitTests = 'tests/unit';
// Files that replace a module with vi.mock() get a fresh module registry of their own; every other file shares its
// worker's registry with the files before it, so the same modules are not imported again for each file. Those files
// mock nothing, and put back any environment they change.
const mocking = readdirSync(unitTests, { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.test.ts') && readFileSync(`${unitTests}/${name}`, 'utf8').includes('vi.mock('))
	.map((name) => `${unitTests}/${name}`);

export default getViteConfig({
	test: {
		// Both cores: the site tests (tests/site) spend most of their time in child processes, and the other files fit
		// beside them. Vitest's own default on 2 cores is one worker.
		maxWorkers: 2,
		// `npm test` runs Vitest at a lower priority beside the browser tests, where a test may get a tenth of a core
		// for a while. A guard against hangs, not a measure of speed, so it allows for that.
		testTimeout: 30_000,
		// The same for set-up and tear-down hooks (starting Astro's container renderer, removing a site copy), which
		// the default 10 s cut short on a busy machine.
		hookTimeout: 30_000,
		projects: [
			{ test: { name: 'unit', include: [`${unitTests}/**/*.test.ts`], exclude: mocking, isolate: false } },
			{ test: { name: 'mocking', include: mocking } },
			// Gates over the repository's own files rather than one module: the docs name only files and scripts that
			// exist, every import is a declared package, components take their labels and looks from the right place,
			// the workflows are locked down, each stand-in picture is its own.
			{ test: { name: 'repo', include: ['tests/repo/**/*.test.ts'], isolate: false } },
			// Tests that copy the site and check, build or serve the copy (tests/support/fixture-site.ts): the staff edits,
			// content:check and build errors on broken content. Unit tests build nothing.
			{ test: { name: 'site', include: ['tests/site/**/*.test.ts'] } },
			// The gates that read the production build and need no browser (valid HTML, links, images, structured data,
			// the security policy, page meta, byte budgets): they run over dist/, or the build ASTRO_OUT_DIR names, so
			// they need a build first. `npm test` starts Vitest once its build is done; `vitest run --project dist` runs
			// them alone, as the staff-edits test does on its copy's build.
			{ test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], isolate: false } },
		],
		// `npm test` runs with --coverage: the site's logic (src/lib), the loaders that shape content for the pages (src/data,
		// tested on fixtures in place of astro:content), the build's tooling (src/build and the page pipeline) and the CMS
		// (src/cms) must stay at least as covered as the thresholds below. Their TypeScript only: a folder's
		// README is not code. Of the code that ships to the browser, the pipeline's click hand-over is pure enough to
		// unit-test, so it counts too, as does the islands' modal logic (the page made inert, Tab kept in the panel); the rest
		// of the runtime and the islands wire the page's elements together, which the browser tests (tests/e2e) cover, and
		// the pipeline's entry only hands Astro's hooks to finishBuild.
		coverage: {
			provider: 'v8',
			include: [
				'src/lib/**/*.ts',
				'src/data/**/*.ts',
				'src/build/**/*.ts',
				'src/cms/**/*.ts',
				'src/components/**/*.ts',
				'src/integrations/page-pipeline/**/*.ts',
				'src/islands/support/modal.ts',
			],
			exclude: [
				'src/integrations/page-pipeline/index.ts',
				'src/integrations/page-pipeline/runtime/{interaction,island-loader,island-loader-entry}.ts',
			],
			reporter: ['text-summary', 'json-summary'],
			reportsDirectory: 'test-reports/coverage',
			thresholds: { statements: 96, branches: 90, functions: 99, lines: 97 },
		},
	},
});
