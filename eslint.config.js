// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

import prettier from 'eslint-config-prettier';
import eslintPluginAstro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
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
 * The loaders run only inside Vite (they read astro:content), so, as components and pages do, they import src/ through
 * the `@/` alias without the extension, their own folder included: one spelling of each module.
 */
const throughAlias =
	'src/data imports src/ through the `@/` alias, without the extension (docs/architecture.md, How a folder is imported).';

/** The loaders of src/data: each collection's and the values every page shares (data/site) serve the pages' loaders. */
const loaders = ['data', 'data/pages/launch-page.ts', 'data/collections', 'data/site'];
const sharedLoaders = {
	may: ['lib', 'lib-browser', 'build', 'pictures', 'data/collections', 'data/site'],
	throughAlias: true,
	why: "A collection or shared loader serves the pages' loaders (src/data/pages/): move what both need here.",
};
/** The parts of src/components: a component may use any other. */
const components = ['components', 'components/ui', 'components/seo', 'components/admin'];
/**
 * Primitives and the head draw only what their props give them: the layout or page section that uses one shapes what
 * it shows, so they name no type of src/data either.
 */
const primitives = {
	may: ['lib', 'lib-browser', 'pictures', 'icons', 'islands', ...components],
	typesOf: ['build'],
	astro: contentThroughData,
	why: 'A primitive takes what it shows as props: load it in the layout or page section that uses it.',
};
/** A page calls its own loader of src/data/pages/, for its paths too; the collections and src/data/site sit behind it. */
const pageParts = ['lib', 'lib-browser', 'pictures', 'icons', 'islands', ...components, 'layouts', 'data', 'data/pages/launch-page.ts'];

/**
 * Which part of the project may import which (docs/architecture.md, Which folder imports which), for
 * eslint-plugin-boundaries. Each row is an element type: the folder or file `in` holds (src/<row> unless named), `may`
 * lists the types it may import besides its own, `typesOf` those it may take only a type from, and an import of any
 * other part is an error that quotes `why`. `entry` lists the only files another part may import of it, `packages`
 * whether it may import a package (false: none; 'types': only a type), `throughAlias` that it spells imports of src/
 * through the `@/` alias, and `astro` what it may not take from Astro (no-restricted-imports).
 * A row inside another row's folder (a browser/ folder of src/lib, the primitives) takes its files from that row.
 * Every file and folder of src/ has a row, so a new one is placed here before anything can import it.
 * tests/repo/lint-boundaries.test.ts lints an import each row lets through and one it refuses.
 * @typedef {{ in?: string, may: string[], typesOf?: string[], entry?: string[], packages?: false | 'types',
 *   throughAlias?: boolean, astro?: object[], why: string }} Layer
 * @type {Record<string, Layer>}
 */
export const layers = {
	lib: { may: ['lib-browser'], why: 'src/lib is pure: move what it needs into src/lib, or the code that needs both out of it.' },
	// A browser/ folder holds what may ship to the browser: a page script that imports one brings nothing of Node,
	// Astro or a package along.
	'lib-browser': {
		in: 'src/lib/**/browser',
		may: [],
		packages: false,
		why: 'A module of a browser/ folder imports only modules of browser/ folders.',
	},
	// The build's tooling also runs in plain Node (content:check, astro.config.mjs), where neither Astro's content
	// layer nor a component can load.
	build: {
		may: ['lib', 'lib-browser'],
		why: 'Build tooling imports src/lib and itself: move what it shares with a component into src/lib.',
	},
	// The build's image service serves loaders and components alike, so it imports neither.
	pictures: { may: ['lib', 'lib-browser', 'build'], why: 'src/pictures makes picture files: it imports src/lib and src/build.' },
	// The CMS's configuration is written from the schemas, and the integrations hand Astro's hooks to src/build: both run
	// in plain Node too, where neither the content layer nor a component loads.
	cms: {
		may: ['lib', 'lib-browser', 'build'],
		astro: noContentLayer,
		why: 'The CMS configuration is written from src/lib and src/build: move what it shares with a page into src/lib.',
	},
	integrations: {
		may: ['lib', 'lib-browser', 'build', 'cms', 'integrations/page-pipeline'],
		astro: noContentLayer,
		why: "An integration hands Astro's hooks to src/build: move what it shares with a page into src/lib.",
	},
	// The page pipeline is a package of its own (its README): it imports packages and its own files, and what it needs
	// of the site comes in as options, so it can be read, tested and moved on its own. Others import it through index.ts.
	'integrations/page-pipeline': {
		may: [],
		entry: ['index.ts'],
		astro: noContentLayer,
		why: 'The page pipeline imports only packages and its own files: pass what it needs of the site as an option (its README).',
	},
	// Its browser runtime ships with every island: its own folder and Astro's types. Islands import runtime/pending-click.ts.
	'integrations/page-pipeline/runtime': {
		may: [],
		entry: ['pending-click.ts'],
		packages: 'types',
		why: 'The browser runtime imports only its own folder (and types).',
	},
	// The collections' config is the schema root that the loaders read: a loader would bring astro:content into the
	// config that defines it.
	'content.config.ts': {
		may: ['lib', 'lib-browser', 'build'],
		why: "Move what the collections' config shares with a loader into src/lib or src/build.",
	},
	// The loaders serve pages and components, never the other way round.
	data: {
		may: ['lib', 'lib-browser', 'build', 'pictures', ...loaders],
		throughAlias: true,
		why: 'A loader returns data: the page or component draws it.',
	},
	// The launch list names the editor's form for each file it lists, as the /admin pages do.
	'data/pages/launch-page.ts': {
		may: ['lib', 'lib-browser', 'build', 'pictures', 'cms', ...loaders],
		throughAlias: true,
		why: 'A loader returns data: the page or component draws it.',
	},
	'data/collections': sharedLoaders,
	'data/site': sharedLoaders,
	icons: { may: [], why: 'An icon draws itself from its props.' },
	// An island ships to the browser: it draws the plain data its props give it, with the modules made for the browser.
	islands: {
		// The page pipeline's browser entry is how an island replays the click that woke it (the pipeline's README).
		may: ['lib-browser', 'icons', 'integrations/page-pipeline/runtime'],
		astro: noContentLayer,
		why: "An island takes plain data as props and imports the browser/ folders of src/lib, src/icons, other islands and the page pipeline's runtime/pending-click.ts.",
	},
	// A component draws what its props and Astro.locals give it; the build and the loaders run beside it, never inside
	// it (a type of theirs may name its props).
	components: {
		may: ['lib', 'lib-browser', 'pictures', 'icons', 'islands', ...components],
		typesOf: [...loaders, 'build'],
		astro: contentThroughData,
		why: "A component draws its props: take data as a prop from the page's loader (src/data/pages/<page>-page.ts), or, if every page shares it, from Astro.locals (src/middleware.ts).",
	},
	'components/ui': primitives,
	'components/seo': primitives,
	// The /admin pages' parts show the CMS's own forms and labels.
	'components/admin': {
		may: ['lib', 'lib-browser', 'pictures', 'icons', 'islands', ...components, 'cms'],
		typesOf: [...loaders, 'build'],
		astro: contentThroughData,
		why: "A component draws its props: take data as a prop from the page's loader (src/data/pages/<page>-page.ts).",
	},
	layouts: {
		may: ['lib', 'lib-browser', 'pictures', 'icons', 'islands', ...components, 'styles'],
		typesOf: loaders,
		astro: contentThroughData,
		why: "A layout draws its props and Astro.locals: load data in the page's loader (src/data/pages/).",
	},
	// A page loads its data through its loader in src/data/pages/ and composes layouts and components; the collections
	// and what every page shares (Astro.locals) sit behind the loader.
	pages: {
		may: pageParts,
		astro: contentThroughData,
		why: 'A page loads through its loader in src/data/pages/ (paths included) and draws with layouts and components.',
	},
	// The /admin pages serve the CMS: its page and the configuration it reads.
	'pages/admin': {
		may: [...pageParts, 'pages', 'cms'],
		astro: contentThroughData,
		why: 'A page loads through its loader in src/data/pages/ (paths included) and draws with layouts and components.',
	},
	// A component's or page's <script> ships to every visitor: it imports only the modules made for the browser.
	'page-script': {
		in: 'src/**/*.astro/*.ts',
		may: ['lib-browser'],
		packages: false,
		why: 'A page script imports only from a browser/ folder of src/lib (src/lib/browser/, src/lib/<concept>/browser/).',
	},
	'middleware.ts': {
		may: ['lib', 'lib-browser', 'build', ...loaders],
		why: "The middleware puts what every page shares, from src/data and the build's clock, on Astro.locals.",
	},
	'env.d.ts': { may: ['lib', 'lib-browser'], typesOf: loaders, why: 'src/env.d.ts types what the middleware puts on Astro.locals.' },
	'redirects.ts': { may: [], why: 'The list of old addresses is plain data that astro.config.mjs reads.' },
	types: { may: ['lib', 'lib-browser'], why: "A module's missing types are written from src/lib's." },
	styles: { may: [], why: 'Styles import styles.' },
};

/**
 * The kinds of test, one folder of tests/ each (tests/README.md): each imports its own folder, tests/support and src/,
 * and tests/support only itself and src/, so what two kinds share lives there.
 */
export const testKinds = ['unit', 'repo', 'dist', 'site', 'e2e', 'launch-facts'];
const testParts = [...testKinds, 'support'].map((kind) => `tests/${kind}`);

/** @param {string} type @param {Layer} layer */
const folderOf = (type, layer) => layer.in ?? `${type.startsWith('tests/') ? '' : 'src/'}${type}`;
const isFile = (/** @type {string} */ folder) => /\.\w+$/.test(folder);
/** The files of a row, for ESLint's `files`. */
const filesOf = (/** @type {[string, Layer]} */ [type, layer]) => {
	const folder = folderOf(type, layer);
	return isFile(folder) ? folder : `${folder}/**`;
};

const unplaced = readdirSync(path.join(import.meta.dirname, 'src')).filter(
	(entry) => !entry.startsWith('.') && !Object.entries(layers).some(([type, layer]) => folderOf(type, layer) === `src/${entry}`),
);
if (unplaced.length > 0) throw new Error(`eslint.config.js: give src/${unplaced.join(', src/')} a row of \`layers\``);

/** @type {Record<string, Layer>} */
const testLayers = Object.fromEntries(
	testParts.map((type) => [
		type,
		{
			may: [...Object.keys(layers), ...(type === 'tests/support' ? [] : ['tests/support'])],
			why:
				type === 'tests/support'
					? 'A shared helper imports only tests/support and src/: move the rest here.'
					: "Another kind of test's file: move what two kinds share to tests/support.",
		},
	]),
);
const parts = Object.entries({ ...layers, ...testLayers });

/**
 * Each row as an element of eslint-plugin-boundaries: a folder matched from the project's root (a file directly), a
 * row inside another row's folder listed first so that its files are its own.
 */
const elements = parts
	.map(([type, layer]) => ({ type, folder: folderOf(type, layer) }))
	.sort((a, b) => b.folder.split('/').length - a.folder.split('/').length)
	.map(({ type, folder }) =>
		isFile(folder) ? { type, pattern: folder, mode: /** @type {const} */ ('full') } : { type, pattern: folder, partialMatch: false },
	);

/** Selects the elements of these types. */
const ofTypes = (/** @type {string[]} */ types) => ({ element: { types: { anyOf: types } } });
const packages = { module: { origin: ['external', 'core'] } };

/**
 * The policies of `boundaries/dependencies` a row makes, later policies overriding earlier ones: nothing of the
 * project but what `may` and `typesOf` list, and of packages what `packages` says.
 * @param {[string, Layer]} row
 */
const policiesOf = ([type, { may, typesOf = [], packages: ofPackages, throughAlias: aliased, why }]) => {
	const from = ofTypes([type]);
	const lets = [...may, ...typesOf.map((other) => `types of ${other}`)].join(', ') || 'only itself';
	return [
		{ from, disallow: { to: { element: { type: '**' } } }, message: type.startsWith('tests/') ? why : `${why} (${type} imports ${lets})` },
		{ from, allow: { to: ofTypes([type, ...may]) } },
		...(typesOf.length > 0 ? [{ from, allow: { to: ofTypes(typesOf), dependency: { kind: 'type' } } }] : []),
		...(ofPackages === false ? [{ from, disallow: { to: packages }, message: why }] : []),
		...(ofPackages === 'types' ? [{ from, disallow: { to: packages, dependency: { kind: 'value' } }, message: why }] : []),
		...(aliased
			? [
					{ from, disallow: { to: { module: { origin: 'local' } }, dependency: { source: '!@/**' } }, message: throughAlias },
					{ from, disallow: { dependency: { source: '@/**/*.{ts,tsx}' } }, message: throughAlias },
				]
			: []),
	];
};

/**
 * Another part of src/ imports a row with `entry` through those files only (the tests may reach in): a file of it
 * that no entry names is refused after every row's policies.
 */
const entryPolicies = Object.entries(layers).flatMap(([type, { entry }]) =>
	entry
		? [
				{
					from: ofTypes(Object.keys(layers).filter((other) => other !== type)),
					disallow: { to: { element: { types: [type], fileInternalPath: `!(${entry.join('|')})` } } },
					message: `Import ${type} through ${entry.join(' or ')} (its README).`,
				},
			]
		: [],
);

/** @type {(paths: object[]) => import('eslint').Linter.RuleEntry} */
const restrictedImports = (paths) => ['error', { paths }];

/**
 * The boundaries of `layers` and the test kinds: elements and the rules that hold them.
 * @type {import('eslint').Linter.Config[]}
 */
const boundaryRules = [
	{
		plugins: { boundaries },
		settings: {
			'import/resolver': { typescript: { project: './tsconfig.json' } },
			'boundaries/elements': elements,
			// A file row (src/middleware.ts, the page scripts ESLint lints as Hero.astro/0_0.ts) is matched with mode 'full',
			// which v7 still reads but reports as legacy on every run.
			'boundaries/legacy-warnings': false,
			// An import that resolves to no file is a package only when named as one: Astro's modules and the heading font
			// that src/integrations/heading-font.ts makes in Astro's cache are, and a path that resolves nowhere
			// ('src/lib/price') is a local file that `boundaries/no-unknown-dependencies` refuses.
			'boundaries/flag-as-external': { unresolvableAlias: false, customSourcePatterns: ['astro:*', '@heading-font/**'] },
		},
		rules: {
			'boundaries/dependencies': [
				'error',
				{
					default: 'disallow',
					checkAllOrigins: true,
					checkInternals: true,
					policies: [{ allow: { to: packages } }, ...parts.flatMap(policiesOf), ...entryPolicies],
				},
			],
		},
	},
	// A file of src/ imports only files a row places (or packages).
	{ files: ['src/**'], rules: { 'boundaries/no-unknown-dependencies': 'error' } },
	// What a part may not take from Astro.
	...parts.flatMap((row) => {
		const paths = row[1].astro;
		return paths ? [{ files: [filesOf(row)], rules: { 'no-restricted-imports': restrictedImports(paths) } }] : [];
	}),
];

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
	// Which part of the project imports which: the table `layers` above.
	...boundaryRules,
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
	prettier,
);
