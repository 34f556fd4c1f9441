import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	{ ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'test-reports/', 'playwright-report/', 'public/'] },
	...tseslint.configs.recommendedTypeChecked,
	{
		// Type-aware rules read one TypeScript program built from tsconfig.json, which is cheaper for a run over the whole
		// project than the project service's program per file. Astro files and their scripts are linted without types.
		languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
	},
	...eslintPluginAstro.configs.recommended,
	// Astro components and plain JavaScript files are linted without type information.
	{ files: ['**/*.astro', '**/*.astro/*.{ts,js}', '**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
	{
		// Routes, layouts and components load content through src/data, which sorts and checks it once for all of them.
		files: ['src/pages/**', 'src/components/**', 'src/layouts/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: 'astro:content',
							allowTypeImports: true,
							message: 'Load and render content through src/data (loadPosts, loadPlans, renderEntry, …).',
						},
						{
							name: 'astro:assets',
							importNames: ['getImage'],
							message: 'Make picture files through src/data/pictures.ts (slotSources, sharePictureOf, fullPictureSrc).',
						},
					],
				},
			],
		},
	},
	{
		// A component's or page's <script> ships to every visitor: it imports only the modules made for the browser.
		files: ['src/**/*.astro/*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(?!@/lib/(schedule/)?browser/)',
							message: 'A page script imports only from src/lib/browser/ and src/lib/schedule/browser/.',
						},
					],
				},
			],
		},
	},
	{ files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
	{ files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
	{
		// The browser tests share one reused context per worker (playwright.config.ts), whose reset between tests does
		// not undo these: a test that needs one of them makes a context of its own with browser.newContext().
		files: ['tests/e2e/**/*.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				...["callee.object.name='context'", "callee.object.callee.property.name='context'"].map((context) => ({
					selector: `CallExpression[${context}][callee.property.name=/^(grantPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)$/]`,
					message: 'The reused browser context keeps this after the test: make a context of your own with browser.newContext().',
				})),
			],
		},
	},
	{
		// Each kind of test keeps its helpers: what two kinds share lives in tests/support.
		files: ['tests/{unit,repo,dist,site,launch-facts}/**/*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ group: ['**/e2e/**'], message: 'A browser test helper: move what is shared to tests/support.' }] },
			],
		},
	},
	{
		files: ['tests/e2e/**/*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['**/unit/**', '**/dist/**', '**/site/**'], message: 'Another kind of test: move what is shared to tests/support.' },
					],
				},
			],
		},
	},
	prettier,
);
