// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

import prettier from 'eslint-config-prettier';
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/** What pages, layouts and components may not take from Astro: content comes through src/data, pictures through src/pictures. */
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

/** Not astro:content, even a type: only the loaders (src/data) and their pages know the content layer. */
const noContentLayer = [{ name: 'astro:content', message: 'Content reaches here as plain data from a loader (src/data).' }];

/**
 * The rows two parts share. A collection's loader and the values every page shares are read by the pages' loaders and
 * the middleware, never the other way round.
 * @type {Layer}
 */
/**
 * The loaders run only inside Vite (they read astro:content), so, as components and pages do, they import src/ through
 * the `@/` alias without the extension, their own folder included: one spelling of each module.
 */
const throughAlias = {
	regex: '^(\\.|@/.*\\.tsx?$)',
	message: 'src/data imports src/ through the `@/` alias, without the extension (docs/architecture.md, How a folder is imported).',
};

const sharedLoaders = {
	may: ['lib', 'build', 'pictures'],
	also: [
		throughAlias,
		{
			regex: '^(@/data/|\\.\\./)pages/',
			message: "A collection or shared loader serves the pages' loaders (src/data/pages/): move what both need here.",
		},
	],
	why: 'A loader returns data: the page or component draws it.',
};
/** A page or endpoint calls its own loader of src/data/pages/, for its paths too; the collections and src/data/site sit behind it. */
const throughPageLoader = {
	regex: '^(@/|(\\.\\./)+)data/(?!pages/)',
	message:
		'A page calls its loader in src/data/pages/ (paths included): load collections there, and read what every page shares from Astro.locals.',
};
/**
 * Primitives and the head draw only what their props give them: the layout or page section that uses one shapes what
 * it shows, so they name no type of src/data either.
 * @type {Layer}
 */
const primitives = {
	may: ['lib', 'pictures', 'icons', 'islands'],
	typesOf: ['build'],
	astro: contentThroughData,
	why: 'A primitive takes what it shows as props: load it in the layout or page section that uses it.',
};

/**
 * Which part of src/ may import which (docs/architecture.md, Which folder imports which). Each row is a part, as a
 * folder or file under src/; `may` lists the folders of src/ it may import besides its own (or one file of another
 * folder, by its path without the extension), `typesOf` those it may take only a type from, and an import of any other
 * folder of src/ is an error that quotes `why`. `astro` is what it may not take from Astro, `also` any narrower limit.
 * A row for part of an earlier row's folder (a browser/ folder of src/lib, the primitives) replaces that row for its
 * files, as ESLint's options for one rule do, so it is whole.
 * Every file and folder of src/ has a row, so a new one is placed here before anything can import it.
 * tests/repo/lint-boundaries.test.ts lints an import each row lets through and one it refuses.
 * @typedef {{ may: string[], typesOf?: string[], astro?: object[], also?: object[], why: string }} Layer
 * @type {Record<string, Layer>}
 */
export const layers = {
	lib: { may: [], why: 'src/lib is pure: move what it needs into src/lib, or the code that needs both out of it.' },
	// A browser/ folder holds what may ship to the browser: a page script that imports one brings nothing of Node,
	// Astro or a package along.
	'lib/**/browser': {
		may: [],
		also: [
			{
				regex: '^(?!\\./|(\\.\\./)+([\\w-]+/)*browser/)',
				message: 'A module of a browser/ folder imports only modules of browser/ folders.',
			},
		],
		why: 'A module of a browser/ folder imports only modules of browser/ folders.',
	},
	// The build's tooling also runs in plain Node (content:check, astro.config.mjs), where neither Astro's content
	// layer nor a component can load.
	build: { may: ['lib'], why: 'Build tooling imports src/lib and itself: move what it shares with a component into src/lib.' },
	// The build's image service serves loaders and components alike, so it imports neither.
	pictures: { may: ['lib', 'build'], why: 'src/pictures makes picture files: it imports src/lib and src/build.' },
	// The CMS's configuration is written from the schemas, and the integrations hand Astro's hooks to src/build: both run
	// in plain Node too, where neither the content layer nor a component loads.
	cms: {
		may: ['lib', 'build'],
		astro: noContentLayer,
		why: 'The CMS configuration is written from src/lib and src/build: move what it shares with a page into src/lib.',
	},
	integrations: {
		may: ['lib', 'build', 'cms'],
		astro: noContentLayer,
		why: "An integration hands Astro's hooks to src/build: move what it shares with a page into src/lib.",
	},
	// The collections' config is the schema root that the loaders read: a loader would bring astro:content into the
	// config that defines it.
	'content.config.ts': { may: ['lib', 'build'], why: "Move what the collections' config shares with a loader into src/lib or src/build." },
	// The loaders serve pages and components, never the other way round.
	data: { may: ['lib', 'build', 'pictures'], also: [throughAlias], why: 'A loader returns data: the page or component draws it.' },
	// The launch list names the editor's form for each file it lists, as the /admin pages do.
	'data/pages/launch-page.ts': {
		may: ['lib', 'build', 'pictures', 'cms'],
		also: [throughAlias],
		why: 'A loader returns data: the page or component draws it.',
	},
	'data/collections': sharedLoaders,
	'data/site': sharedLoaders,
	icons: { may: [], why: 'An icon draws itself from its props.' },
	// An island ships to the browser: it draws the plain data its props give it, with the modules made for the browser.
	islands: {
		// The page pipeline's browser entry is how an island replays the click that woke it (the pipeline's README).
		may: ['lib', 'icons', 'integrations/page-pipeline/runtime/pending-click'],
		astro: noContentLayer,
		also: [
			{
				regex: '^(@/|(\\.\\./)+)lib/(?!([\\w-]+/)?browser/)',
				message: 'An island imports only the browser/ folders of src/lib (src/lib/browser/, src/lib/<concept>/browser/).',
			},
		],
		why: "An island takes plain data as props and imports the browser/ folders of src/lib, src/icons, other islands and the page pipeline's runtime/pending-click.ts.",
	},
	// A component draws what its props and Astro.locals give it; the build and the loaders run beside it, never inside
	// it (a type of theirs may name its props).
	components: {
		may: ['lib', 'pictures', 'icons', 'islands'],
		typesOf: ['data', 'build'],
		astro: contentThroughData,
		why: "A component draws its props: take data as a prop from the page's loader (src/data/pages/<page>-page.ts), or, if every page shares it, from Astro.locals (src/middleware.ts).",
	},
	'components/ui': primitives,
	'components/seo': primitives,
	// The /admin pages' parts show the CMS's own forms and labels.
	'components/admin': {
		may: ['lib', 'pictures', 'icons', 'islands', 'cms'],
		typesOf: ['data', 'build'],
		astro: contentThroughData,
		why: "A component draws its props: take data as a prop from the page's loader (src/data/pages/<page>-page.ts).",
	},
	layouts: {
		may: ['lib', 'pictures', 'icons', 'islands', 'components', 'styles'],
		typesOf: ['data'],
		astro: contentThroughData,
		why: "A layout draws its props and Astro.locals: load data in the page's loader (src/data/pages/).",
	},
	// A page loads its data through src/data and composes layouts and components.
	pages: {
		may: ['lib', 'pictures', 'icons', 'islands', 'components', 'layouts', 'data'],
		astro: contentThroughData,
		also: [throughPageLoader],
		why: 'A page loads through src/data and draws with layouts and components.',
	},
	// The /admin pages serve the CMS: its page and the configuration it reads.
	'pages/admin': {
		may: ['lib', 'pictures', 'icons', 'islands', 'components', 'layouts', 'data', 'cms'],
		astro: contentThroughData,
		also: [throughPageLoader],
		why: 'A page loads through src/data and draws with layouts and components.',
	},
	// A component's or page's <script> ships to every visitor: it imports only the modules made for the browser.
	'**/*.astro/*.ts': {
		may: ['lib'],
		also: [
			{
				regex: '^(?!@/lib/([\\w-]+/)?browser/)',
				message: 'A page script imports only from a browser/ folder of src/lib (src/lib/browser/, src/lib/<concept>/browser/).',
			},
		],
		why: 'A page script imports only from a browser/ folder of src/lib.',
	},
	'middleware.ts': {
		may: ['lib', 'build', 'data'],
		why: "The middleware puts what every page shares, from src/data and the build's clock, on Astro.locals.",
	},
	'env.d.ts': { may: ['lib'], typesOf: ['data'], why: 'src/env.d.ts types what the middleware puts on Astro.locals.' },
	'redirects.ts': { may: [], why: 'The list of old addresses is plain data that astro.config.mjs reads.' },
	types: { may: ['lib'], why: "A module's missing types are written from src/lib's." },
	styles: { may: [], why: 'Styles import styles.' },
};

/** The folders of src/, each a layer some row names. */
const srcDir = path.join(import.meta.dirname, 'src');
const srcFolders = readdirSync(srcDir, { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name);
const unplaced = readdirSync(srcDir).filter((entry) => !entry.startsWith('.') && !(entry in layers));
if (unplaced.length > 0) throw new Error(`eslint.config.js: give src/${unplaced.join(', src/')} a row of \`layers\``);

/**
 * An import of one of src/'s folders, through the `@/` alias or a relative path, but for the files a row lets in by
 * name (a path in its `may`, as the islands' row lets in the page pipeline's browser entry).
 * @param {string[]} folders
 * @param {string} message
 * @param {{ allowTypeImports?: boolean }} [options] the pattern's other options of `no-restricted-imports`, spread into
 *   it as they are: `allowTypeImports` lets `import type` of those folders through (a row's `typesOf`)
 * @param {string[]} [files] paths under src/, without their extension
 * @param {string} [relative] how a relative import reaches src/: a file of src/ itself starts with ./
 */
export const importOf = (folders, message, options = {}, files = [], relative = '(\\.\\./)+') => ({
	regex: `^(@/|${relative})${files.length > 0 ? `(?!(${files.join('|')})(\\.tsx?)?$)` : ''}(${folders.join('|')})/`,
	message,
	...options,
});

/** The page pipeline is a package of its own (src/integrations/page-pipeline/README.md), imported only through its entries. */
const pipeline = 'src/integrations/page-pipeline';
const throughPipelineEntry = {
	regex: '(^|/)page-pipeline/(?!(index|runtime/pending-click)(\\.ts)?$)',
	message: "Import the page pipeline through its entry: index.ts in Node, runtime/pending-click.ts in the browser (the pipeline's README).",
};

/**
 * What a row of `layers` forbids: every folder of src/ not in its row, those in `typesOf` but for types.
 * @param {string} part
 * @param {Layer} layer
 * @returns {{ paths: object[], patterns: object[] }} the options of `no-restricted-imports`
 */
const restrictedImportsOf = (part, { may, typesOf = [], astro = [], also = [], why }) => {
	const own = part.split('/')[0] ?? part;
	const allowed = [own, ...may, ...typesOf];
	const forbidden = srcFolders.filter((folder) => !allowed.includes(folder));
	const namedFiles = may.filter((entry) => entry.includes('/'));
	const relative = /^[^/]+\.\w+$/.test(part) ? '\\./' : undefined;
	const patterns = [
		...(forbidden.length > 0
			? [
					importOf(
						forbidden,
						`${why} (src/${part} imports ${[...may, ...typesOf.map((folder) => `types of ${folder}`)].join(', ') || 'only itself'})`,
						{},
						namedFiles,
						relative,
					),
				]
			: []),
		...(typesOf.length > 0
			? [
					importOf(
						typesOf,
						`${why} Only a type of src/${typesOf.join(' or src/')} may be imported here.`,
						{ allowTypeImports: true },
						[],
						relative,
					),
				]
			: []),
		...also,
		throughPipelineEntry,
	];
	return { paths: astro, patterns };
};

/**
 * The rule a row of `layers` makes.
 * @param {[string, Layer]} row
 * @returns {import('eslint').Linter.Config}
 */
const importsOf = ([part, layer]) => {
	const files = /\.\w+$/.test(part) ? [`src/${part}`] : [`src/${part}/**`];
	return { files, rules: { 'no-restricted-imports': ['error', restrictedImportsOf(part, layer)] } };
};

/**
 * A rule for files of the page pipeline: they may import nothing the `integrations` row of `layers` forbids, which this
 * rule replaces for them (ESLint keeps one set of options per rule and file), nor anything `patterns` match.
 * @param {string} files a glob under the pipeline's folder
 * @param {object[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const pipelineRule = (files, ...patterns) => {
	const row = restrictedImportsOf('integrations', /** @type {Layer} */ (layers['integrations']));
	return {
		files: [`${pipeline}/${files}`],
		rules: { 'no-restricted-imports': ['error', { paths: row.paths, patterns: [...row.patterns, ...patterns] }] },
	};
};

/**
 * The page pipeline's own files import packages and each other, nothing else of src/: what it needs of the site comes
 * in as options, so it can be read, tested and moved on its own. A file `depth` folders down may climb that many.
 * @param {number} depth
 */
export const withinPipeline = (depth) => ({
	regex: `^(@/|/|(\\.\\./){${depth + 1}})`,
	message: 'The page pipeline imports only packages and its own files: pass what it needs of the site as an option (its README).',
});
/** Its browser runtime, which ships with every island, imports only its own folder and Astro's types. */
const pipelineImports = [
	...[0, 1, 2].map((depth) => pipelineRule(`${'*/'.repeat(depth)}*.ts`, withinPipeline(depth))),
	pipelineRule('runtime/*.ts', withinPipeline(1), {
		regex: '^(?!\\./)',
		allowTypeImports: true,
		message: 'The browser runtime imports only its own folder (and types).',
	}),
];

/** The kinds of test, one folder of tests/ each (tests/README.md). */
export const testKinds = ['unit', 'repo', 'dist', 'site', 'e2e', 'launch-facts'];

/**
 * Which folder of tests/ may import which: each kind its own and tests/support, and tests/support only itself (so what
 * two kinds share lives there).
 * @type {Record<string, string[]>}
 */
const testLayers = { ...Object.fromEntries(testKinds.map((kind) => [kind, ['support']])), support: [] };

/** How many folders below its kind's folder the deepest test file sits. */
const testDepth = Math.max(
	0,
	...readdirSync(path.join(import.meta.dirname, 'tests'), { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.(ts|mjs)$/.test(name))
		.map((name) => name.split(path.sep).length - 2),
);

/**
 * The rules a row of `testLayers` makes, one for each depth of file below the row's folder: an import is another kind's
 * when it climbs exactly up to tests/ (or out of it and back into tests/) and into that kind's folder, so neither a
 * folder of the same name inside a kind (tests/e2e/site/) nor a package's or src/'s (astro/dist/, src/data/site/) counts.
 * @param {string} folder
 * @returns {import('eslint').Linter.Config[]}
 */
export const testImportsOf = (folder) => {
	const forbidden = testKinds.filter((kind) => kind !== folder && !testLayers[folder]?.includes(kind));
	const message =
		folder === 'support'
			? 'A shared helper imports only tests/support and src/: move the rest here.'
			: "Another kind of test's file: move what two kinds share to tests/support.";
	return Array.from({ length: testDepth + 1 }, (_, depth) => ({
		files: [`tests/${folder}/${'*/'.repeat(depth)}*.{ts,mjs}`],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ regex: `^(\\.\\./){${depth + 1}}(\\.\\./tests/)?(${forbidden.join('|')})/`, message }] },
			],
		},
	}));
};

/** Reading the environment by a computed name, which every file's `no-restricted-syntax` bans. */
const envByComputedName = {
	selector: "MemberExpression[computed=true][property.type='Literal'][object.object.name='process'][object.property.name='env']",
	message: "Read the environment as process.env.NAME, not process.env['NAME'].",
};
/**
 * The options of `no-restricted-syntax` for files that ban `selectors` too: a later config's options replace an earlier
 * one's for the same rule, so each set of files lists every selector it is held to.
 * @param {object[]} selectors
 * @returns {import('eslint').Linter.RuleEntry}
 */
const restrictedSyntax = (...selectors) => ['error', envByComputedName, ...selectors];

export default tseslint.config(
	{ ignores: ['dist/', 'dist-*/', '**/.astro/', 'node_modules/', 'test-results/', 'test-reports/', 'playwright-report/', 'public/'] },
	...tseslint.configs.recommendedTypeChecked,
	{
		// Type-aware rules read one TypeScript program built from tsconfig.json, which is cheaper for a run over the whole
		// project than the project service's program per file. Astro files and their scripts are linted without types.
		languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
	},
	...eslintPluginAstro.configs.recommended,
	// The accessibility rules of the islands' JSX, for the markup of .astro files too, where most of the site's is.
	...eslintPluginAstro.configs['jsx-a11y-recommended'],
	{
		// A list styled without markers keeps role="list": Safari's VoiceOver stops announcing it as a list otherwise.
		files: ['**/*.astro'],
		rules: { 'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }] },
	},
	// Astro components and plain JavaScript files are linted without type information.
	{ files: ['**/*.astro', '**/*.astro/*.{ts,js}', '**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
	// Which part of src/ imports which: the table `layers` above.
	...Object.entries(layers).map(importsOf),
	// The page pipeline, a package of its own inside src/integrations: the list `pipelineImports` above.
	...pipelineImports,
	{
		// One way to read a variable of the environment: tsconfig leaves noPropertyAccessFromIndexSignature off, so
		// `process.env.CI` type-checks as `process.env['CI']` does.
		rules: { 'no-restricted-syntax': restrictedSyntax() },
	},
	{
		// Words staff write are trimmed and never empty through one schema (words, altText in shared.ts), so a field
		// cannot keep a stray space or take another message.
		files: ['src/lib/schemas/**'],
		ignores: ['src/lib/schemas/shared.ts'],
		rules: {
			'no-restricted-syntax': restrictedSyntax({
				selector:
					"CallExpression[callee.property.name='min'][callee.object.type='CallExpression'][callee.object.callee.object.name='z'][callee.object.callee.property.name='string']",
				message: 'Use words or altText from ./shared.ts for text staff write.',
			}),
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
			'no-restricted-syntax': restrictedSyntax(
				...["callee.object.name='context'", "callee.object.callee.property.name='context'"].map((context) => ({
					selector: `CallExpression[${context}][callee.property.name=/^(grantPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)$/]`,
					message: 'The reused browser context keeps this after the test: make a context of your own with browser.newContext().',
				})),
			),
		},
	},
	// Each kind of test keeps its helpers in its own support/ folder, and what two kinds share lives in tests/support
	// (tests/README.md): the table `testLayers` above.
	...Object.keys(testLayers).flatMap(testImportsOf),
	prettier,
);
