// @ts-check
import prettier from 'eslint-config-prettier';
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/** What pages, layouts and components may not import from Astro: content comes through src/data, pictures through src/pictures. */
const contentThroughData = [
	{
		name: 'astro:content',
		allowTypeImports: true,
		message: 'Load and render content through src/data (loadPosts, loadPlans, renderEntry, …).',
	},
	{
		name: 'astro:assets',
		importNames: ['getImage'],
		message: 'Make picture files through src/pictures/picture-files.ts (slotSources, sharePictureOf, fullPictureSrc).',
	},
];

/**
 * An import of one of src/'s top folders, through the `@/` alias or a relative path (docs/architecture.md, Where the code
 * lives, says which layer may import which).
 * @param {string[]} folders
 * @param {string} message
 */
const importOf = (folders, message, options = {}) => ({ regex: `^(@/|(\\.\\./)+)(${folders.join('|')})/`, message, ...options });

/**
 * Components and layouts draw data, never load it: a page's own content comes as props from its loader, what every page
 * shares from Astro.locals. A type of src/data may still name their props.
 */
const dataAsProps = importOf(
	['data'],
	"Take it as a prop from the page's loader (src/data/pages/<page>-page.ts), or, if every page shares it (words, settings, day pass, feed, the build's moment), from Astro.locals, set by src/middleware.ts. Pictures come from src/pictures.",
	{ allowTypeImports: true },
);

/** What no loader imports: a loader returns data, and the page or component draws it. */
const loaderImports = importOf(['components', 'islands', 'layouts', 'pages'], 'A loader returns data: the page or component draws it.');

/** What no component imports (a later block for some components repeats these, as a rule's options replace, not add). */
const componentImports = [
	importOf(['build'], 'Build code runs in the loaders (src/data): take what it works out as a prop.', { allowTypeImports: true }),
	importOf(['integrations', 'pages'], 'A component imports src/lib, src/pictures and other components.'),
];

/** The folders that load or draw pages, which tooling, the image service and the browser's code never import. */
const pageLayers = ['data', 'components', 'islands', 'layouts', 'pages'];

/** An import of astro:content, even of a type: only the loaders (src/data) and their pages know the content layer. */
const noContentLayer = { name: 'astro:content', message: 'Content reaches here as plain data from a loader (src/data).' };

/**
 * A block naming what some files may not import. A later block's options for the same files replace an earlier one's,
 * so each block names all that its files may not import.
 * @param {string[]} files
 * @param {{ paths?: (string | { name: string, message?: string, importNames?: string[], allowTypeImports?: boolean })[], patterns?: object[] }} forbidden
 * @returns {import('eslint').Linter.Config}
 */
const fence = (files, forbidden) => ({ files, rules: { 'no-restricted-imports': ['error', forbidden] } });

/** The kinds of test, one folder of tests/ each (tests/README.md). */
const testKinds = ['unit', 'repo', 'dist', 'site', 'e2e', 'launch-facts'];

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
	// src/lib is pure TypeScript that any layer may use, so it imports no other layer of src/.
	fence(['src/lib/**'], {
		patterns: [
			importOf(
				['build', 'data', 'cms', 'integrations', 'components', 'islands', 'layouts', 'pages'],
				'src/lib is pure: move what it needs into src/lib, or the code that needs both out of it.',
			),
		],
	}),
	// A browser/ folder holds what may ship to the browser (docs/architecture.md): its modules import only each other,
	// so a page script that imports one brings nothing of Node, Astro or a package along.
	fence(['src/lib/**/browser/**'], {
		patterns: [
			{
				regex: '^(?!\\./|(\\.\\./)+([\\w-]+/)*browser/)',
				message: 'A module of a browser/ folder imports only modules of browser/ folders.',
			},
		],
	}),
	// The build's tooling also runs in plain Node (content:check, astro.config.mjs), where neither Astro's content
	// layer nor a component can load.
	fence(['src/build/**'], {
		patterns: [importOf(pageLayers, 'Build tooling imports src/lib and itself: move what it shares with a component into src/lib.')],
	}),
	// The build's image service (src/pictures) serves loaders and components alike, so it imports neither.
	fence(['src/pictures/**'], {
		patterns: [importOf(pageLayers, 'src/pictures makes picture files: it imports src/lib and src/build.')],
	}),
	// The collections' config is the schema root that the loaders read: it imports src/lib and src/build, never a
	// loader (which would bring astro:content into the config that defines it).
	fence(['src/content.config.ts'], {
		patterns: [
			importOf(pageLayers, 'src/content.config.ts imports src/lib and src/build: move what it shares with a loader into one of them.'),
		],
	}),
	// The integrations hand Astro's hooks to src/build, and the CMS's configuration is written from the schemas: both
	// run in plain Node too (astro.config.mjs, the content check), where neither the content layer nor a component loads.
	fence(['src/integrations/**', 'src/cms/**'], {
		paths: [noContentLayer],
		patterns: [
			importOf(
				[...pageLayers, 'pictures'],
				'Build tooling imports src/lib, src/build and src/cms: move what it shares with a page into src/lib.',
			),
		],
	}),
	// An island ships to the browser: it draws the plain data its props give it, with src/lib's help, the shared
	// icons and the directives' click hand-over.
	fence(['src/islands/**'], {
		paths: [noContentLayer],
		patterns: [
			importOf(
				[...pageLayers.filter((folder) => folder !== 'islands'), 'build', 'pictures', 'cms', 'integrations'],
				'An island takes plain data as props and imports src/lib, src/icons, src/directives and other islands.',
			),
		],
	}),
	// The directives run in the browser before any island has loaded, on every page that has one: they import only each
	// other and what is made for the browser.
	fence(['src/directives/**'], {
		paths: [noContentLayer],
		patterns: [
			importOf(
				[...pageLayers, 'build', 'pictures', 'cms', 'integrations', 'icons'],
				'A directive runs in the browser before any island: it imports src/directives and the browser/ folders of src/lib.',
			),
			{
				regex: '^@/lib/(?!([\\w-]+/)?browser/)',
				message: 'A directive imports only the browser/ folders of src/lib (src/lib/browser/, src/lib/schedule/browser/).',
			},
		],
	}),
	// The loaders serve pages and components, never the other way round.
	fence(['src/data/**'], { patterns: [loaderImports] }),
	// A collection's loader and the values every page shares are read by the pages' loaders (src/data/pages/) and the
	// middleware, and read neither.
	fence(['src/data/collections/**', 'src/data/site/**'], {
		patterns: [
			{
				regex: '^(@/data/|\\.\\./)pages/',
				message: "A collection or shared loader serves the pages' loaders (src/data/pages/): move what both need here.",
			},
			loaderImports,
		],
	}),
	// Routes, layouts and components load content through src/data, which sorts and checks it once for all of them.
	fence(['src/pages/**'], { paths: contentThroughData }),
	fence(['src/layouts/**'], { paths: contentThroughData, patterns: [dataAsProps] }),
	// A component draws what its props and Astro.locals give it, with src/lib's help; the build's code runs beside
	// it, never inside it (a type of the build's or the loaders' may name its props).
	fence(['src/components/**'], {
		paths: contentThroughData,
		patterns: [dataAsProps, ...componentImports],
	}),
	// Primitives (ui/) and the head (seo/) draw only what their props give them, and name no type of src/data: the
	// layout or page section that uses one shapes what it shows.
	fence(['src/components/ui/**', 'src/components/seo/**'], {
		paths: contentThroughData,
		patterns: [
			importOf(['data'], 'A primitive takes what it shows as props: load it in the layout or page section that uses it.'),
			...componentImports,
		],
	}),
	// A component's or page's <script> ships to every visitor: it imports only the modules made for the browser.
	fence(['src/**/*.astro/*.ts'], {
		patterns: [
			{
				regex: '^(?!@/lib/([\\w-]+/)?browser/)',
				message: 'A page script imports only from a browser/ folder of src/lib (src/lib/browser/, src/lib/schedule/browser/).',
			},
		],
	}),
	{
		// Words staff write are trimmed and never empty through one schema (words, altText in shared.ts), so a field
		// cannot keep a stray space or take another message.
		files: ['src/lib/schemas/**'],
		ignores: ['src/lib/schemas/shared.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector:
						"CallExpression[callee.property.name='min'][callee.object.type='CallExpression'][callee.object.callee.object.name='z'][callee.object.callee.property.name='string']",
					message: 'Use words or altText from ./shared.ts for text staff write.',
				},
			],
		},
	},
	{
		// The build's environment is read in one place, parsed and typed there, each variable with what it is for, so
		// what a host's settings can change is one list.
		files: ['src/**/*.{ts,tsx,astro}', 'astro.config.mjs'],
		ignores: ['src/build/env.ts'],
		rules: {
			'no-restricted-properties': [
				'error',
				{
					object: 'process',
					property: 'env',
					message: 'Read the environment through buildEnv() of src/build/env.ts, adding the variable there.',
				},
			],
		},
	},
	{
		// One import per module, its names in alphabetical order (types among them), so a merge never adds a second.
		rules: {
			'no-duplicate-imports': 'error',
			'sort-imports': ['error', { ignoreCase: true, ignoreDeclarationSort: true }],
		},
	},
	{
		// In scripts and modules the imports are sorted too (packages, then the `@/` alias, then relative paths), so a
		// reader finds one where it belongs. Not in .astro files: there the order of component imports is the order of
		// their styles in the page, which the cascade depends on.
		files: ['**/*.{js,mjs,ts,tsx}'],
		ignores: ['**/*.astro/*'],
		plugins: { 'simple-import-sort': simpleImportSort },
		rules: { 'sort-imports': 'off', 'simple-import-sort/imports': 'error' },
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
	// Each kind of test keeps its helpers in its own support/ folder, and what two kinds share lives in tests/support
	// (tests/README.md), which imports no kind's folder.
	...testKinds.map((kind) =>
		fence([`tests/${kind}/**/*.{ts,mjs}`], {
			patterns: [
				{
					group: testKinds.filter((other) => other !== kind).map((other) => `**/${other}/**`),
					message: "Another kind of test's file: move what two kinds share to tests/support.",
				},
			],
		}),
	),
	fence(['tests/support/**/*.{ts,mjs}'], {
		patterns: [
			{
				group: testKinds.map((kind) => `**/${kind}/**`),
				message: 'A shared helper imports only tests/support and src/: move the rest here.',
			},
		],
	}),
	prettier,
);
