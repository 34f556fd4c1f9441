/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// Both cores: the fixture-site tests (content-edits, content-check, content-build-errors) spend most of their
		// time in child processes, and the other files fit beside them. Vitest's own default on 2 cores is one worker.
		maxWorkers: 2,
		// `npm test` runs with --coverage: the site's logic (src/lib) and the build's tooling (src/build) must stay at
		// least as covered as they are now.
		coverage: {
			provider: 'v8',
			include: ['src/lib/**', 'src/build/**'],
			reporter: ['text-summary', 'json-summary'],
			reportsDirectory: 'test-reports/coverage',
			thresholds: { statements: 96, branches: 90, functions: 99, lines: 97 },
		},
	},
});
