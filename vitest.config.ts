/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// `npm test` runs with --coverage: src/lib must stay at least as covered as it is now (issue 13).
		coverage: {
			provider: 'v8',
			include: ['src/lib/**'],
			reporter: ['text-summary', 'json-summary'],
			reportsDirectory: 'test-reports/coverage',
			thresholds: { statements: 96, branches: 92, functions: 99, lines: 97 },
		},
	},
});
