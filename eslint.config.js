import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	{ ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'test-reports/', 'playwright-report/', 'public/'] },
	...tseslint.configs.recommendedTypeChecked,
	{
		// Type-aware rules read the project's tsconfig through the TypeScript project service.
		languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
	},
	...eslintPluginAstro.configs.recommended,
	// Astro components and plain JavaScript files are linted without type information.
	{ files: ['**/*.astro', '**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
	{ files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
	{ files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
	prettier,
);
