// @ts-check
// html-validate settings for the built pages (the gates run them over every file in the build;
// `npx html-validate dist` uses them too). Rules are relaxed only where the markup is written by Astro or
// React rather than by us, or where the HTML standard allows what the rule forbids.
import { defineConfig } from 'html-validate';

export default defineConfig({
	extends: ['html-validate:recommended'],
	elements: [
		'html5',
		// Astro writes <style>astro-island{display:contents}</style> next to the first island in the body.
		{ style: { flow: true } },
	],
	rules: {
		// React's server rendering writes popoverTarget, hidden="" and <source/>; HTML reads them all the same way.
		'attr-case': 'off',
		'attribute-boolean-style': 'off',
		'attribute-empty-style': 'off',
		'void-style': 'off',
		// Astro's redirect pages start with <!doctype html>.
		'doctype-style': 'off',
		// HTML allows ids that start with a digit (MDX headings such as "120 members and counting").
		'valid-id': ['error', { relaxed: true }],
		// role="list" puts back the list semantics Safari drops from lists styled with list-style: none.
		'no-redundant-role': ['error', { exclude: ['list'] }],
		// The hero video autoplays by design (muted, and never with prefers-reduced-motion).
		'no-autoplay': 'off',
	},
});
