import { join } from 'node:path';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { layers, testKinds } from '../../eslint.config.js';

// The boundaries the docs say ESLint holds, each shown refusing one sample and letting one through: which part of the
// project imports which (a row of `layers`, held by eslint-plugin-boundaries), the page pipeline's own limits, which
// folder of tests/ imports which, and the bans of `no-restricted-syntax` and `no-restricted-properties`. The plugin
// classifies an import by the file it resolves to, so every sample imports a file that exists (or a package).
const root = join(import.meta.dirname, '../..');
const boundaryRules = [
	'boundaries/dependencies',
	'boundaries/no-unknown-dependencies',
	'no-restricted-imports',
	'no-restricted-syntax',
	'no-restricted-properties',
];
const [boundaries, fromAstro] = ['boundaries/dependencies', 'no-restricted-imports'];
// Only the rules under test, without type information: one TypeScript program for the whole project would take most
// of a minute, and these rules read only the syntax.
const eslint = new ESLint({
	cwd: root,
	overrideConfig: tseslint.configs.disableTypeChecked,
	ruleFilter: ({ ruleId }) => boundaryRules.includes(ruleId),
});

/** The rules that refuse `code` as the file at `filePath`, or the parser's message when it cannot read it. */
const refusals = async (filePath: string, code: string) => {
	const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
	return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
};

type Sample = [file: string, allowed: string, refused: string];

/** For each row of `layers`: a file of that part, an import it may make and one it may not. */
const layerSamples: Record<string, Sample> = {
	lib: ['src/lib/price.ts', "import { a } from './text.ts';", "import { a } from '../build/env.ts';"],
	'lib-browser': [
		'src/lib/schedule/browser/clock.ts',
		"import { a } from '../../browser/gym-locale.ts';",
		"import { a } from '../timetable.ts';",
	],
	build: ['src/build/budgets.ts', "import { a } from '../lib/price.ts';", "import { a } from '../pictures/picture-files.ts';"],
	pictures: ['src/pictures/picture-files.ts', "import { a } from '../build/env.ts';", "import { a } from '../data/site/words.ts';"],
	cms: ['src/cms/config.ts', "import { a } from '../build/env.ts';", "import { a } from '../data/site/words.ts';"],
	integrations: ['src/integrations/sitemap.ts', "import { a } from '../cms/config.ts';", "import { a } from '../data/site/words.ts';"],
	'integrations/page-pipeline': [
		'src/integrations/page-pipeline/finish-build.ts',
		"import { a } from './page-steps/page-style.ts';",
		"import { a } from '../../lib/text.ts';",
	],
	'integrations/page-pipeline/runtime': [
		'src/integrations/page-pipeline/runtime/island-loader.ts',
		"import { events } from './pending-click.ts';",
		"import { a } from '../finish-build.ts';",
	],
	'content.config.ts': ['src/content.config.ts', "import { a } from './build/env.ts';", "import { a } from './data/site/words.ts';"],
	data: ['src/data/pages/home-page.ts', "import { a } from '@/pictures/picture-files';", "import { a } from '@/cms/config';"],
	'data/pages/launch-page.ts': [
		'src/data/pages/launch-page.ts',
		"import { a } from '@/cms/config';",
		"import { a } from '@/components/ui/ButtonLink.astro';",
	],
	'data/collections': [
		'src/data/collections/posts.ts',
		"import { a } from '@/data/site/words';",
		"import { a } from '@/data/pages/home-page';",
	],
	'data/site': ['src/data/site/words.ts', "import { a } from '@/data/collections/posts';", "import { a } from '@/data/pages/home-page';"],
	icons: ['src/icons/Icon.tsx', "import { useId } from 'react';", "import { a } from '@/lib/price';"],
	islands: [
		'src/islands/Carousel.tsx',
		"import { isPlainClick } from '@/integrations/page-pipeline/runtime/pending-click';",
		"import { a } from '@/lib/price';",
	],
	components: [
		'src/components/home/Hero.ts',
		"import type { HomePage } from '@/data/pages/home-page';",
		"import { loadHomePage } from '@/data/pages/home-page';",
	],
	'components/ui': [
		'src/components/ui/Button.ts',
		"import { a } from '@/islands/Carousel';",
		"import type { Words } from '@/data/site/words';",
	],
	'components/seo': [
		'src/components/seo/SeoHead.ts',
		"import { a } from '@/lib/seo/page-title';",
		"import { a } from '@/layouts/BaseLayout.astro';",
	],
	'components/admin': ['src/components/admin/Form.ts', "import { a } from '@/cms/config';", "import { a } from '@/build/env';"],
	layouts: [
		'src/layouts/BaseLayout.ts',
		"import { a } from '@/components/ui/ButtonLink.astro';",
		"import { a } from '@/pages/about-us.astro';",
	],
	pages: ['src/pages/index.ts', "import { a } from '@/data/pages/home-page';", "import { a } from '@/data/collections/posts';"],
	'pages/admin': ['src/pages/admin/index.ts', "import { a } from '@/cms/config';", "import { a } from '@/data/site/words';"],
	'page-script': [
		'src/components/home/Hero.astro/0_0.ts',
		"import { a } from '@/lib/browser/gym-locale';",
		"import { a } from '@/lib/price';",
	],
	'middleware.ts': ['src/middleware.ts', "import { a } from '@/data/site/words';", "import { a } from './components/ui/ButtonLink.astro';"],
	'env.d.ts': ['src/env.d.ts', "import type { Words } from '@/data/site/words';", "import { loadWords } from '@/data/site/words';"],
	'redirects.ts': ['src/redirects.ts', "import { a } from 'node:path';", "import { a } from './lib/price.ts';"],
	types: ['src/types/glightbox.d.ts', "import type { A } from '@/lib/price';", "import type { A } from '@/data/site/words';"],
	styles: ['src/styles/tokens.ts', "import { a } from './layers.css';", "import { a } from '@/lib/price';"],
};

describe('which part of src/ imports which', () => {
	it('has a sample for every row of the table', () => {
		expect(Object.keys(layerSamples).sort()).toEqual(Object.keys(layers).sort());
	});

	it.each(Object.entries(layerSamples))('the row %s lets one import through and refuses another', async (_, [file, allowed, refused]) => {
		expect(await refusals(file, allowed)).toEqual([]);
		expect(await refusals(file, refused)).toEqual([boundaries]);
	});

	it.each([
		['src/components/home/Hero.ts', "import { getCollection } from 'astro:content';", fromAstro],
		['src/islands/Carousel.tsx', "import { getCollection } from 'astro:content';", fromAstro],
		['src/components/home/Hero.ts', "import { getImage } from 'astro:assets';", fromAstro],
		['src/cms/config.ts', "import { getCollection } from 'astro:content';", fromAstro],
		['src/integrations/sitemap.ts', "import type { CollectionEntry } from 'astro:content';", fromAstro],
		['src/integrations/sitemap.ts', "import { a } from './page-pipeline/finish-build.ts';", boundaries],
		['src/islands/Carousel.tsx', "import { a } from '@/integrations/page-pipeline/runtime/island-loader';", boundaries],
		['src/lib/schedule/browser/clock.ts', "import { a } from 'glightbox';", boundaries],
		['src/components/home/Hero.astro/0_0.ts', "import { a } from 'glightbox';", boundaries],
		['src/data/pages/home-page.ts', "import { a } from './articles.ts';", boundaries],
		['src/data/pages/home-page.ts', "import { a } from '../collections/posts.ts';", boundaries],
		['src/data/pages/home-page.ts', "import { a } from '@/data/collections/posts.ts';", boundaries],
		['src/data/collections/posts.ts', "import { a } from '../../lib/price.ts';", boundaries],
		['src/data/site/words.ts', "import { a } from './settings';", boundaries],
	])('%s may not %s', async (file, code, rule) => {
		expect(await refusals(file, code)).toEqual([rule]);
	});

	it('lets a component name a type of the content layer', async () => {
		expect(await refusals('src/components/home/Hero.ts', "import type { CollectionEntry } from 'astro:content';")).toEqual([]);
	});
});

describe("the page pipeline's imports", () => {
	it.each([
		['src/integrations/page-pipeline/finish-build.ts', "import { getCollection } from 'astro:content';", fromAstro],
		['src/integrations/page-pipeline/page-steps/page-style.ts', "import type { CollectionEntry } from 'astro:content';", fromAstro],
		['src/integrations/page-pipeline/page-steps/page-style.ts', "import { a } from '../../../lib/price.ts';", boundaries],
		['src/integrations/page-pipeline/finish-build.ts', "import { a } from '@/lib/price';", boundaries],
		['src/integrations/page-pipeline/runtime/island-loader.ts', "import { a } from '../finish-build.ts';", boundaries],
		['src/integrations/page-pipeline/runtime/island-loader.ts', "import type { A } from '@/lib/price';", boundaries],
		['src/integrations/page-pipeline/runtime/island-loader.ts', "import { a } from 'astro';", boundaries],
		[
			'src/integrations/sitemap.ts',
			"import { a } from 'src/integrations/page-pipeline/finish-build';",
			'boundaries/no-unknown-dependencies',
		],
	])('%s may not %s', async (file, code, rule) => {
		expect(await refusals(file, code)).toEqual([rule]);
	});

	it.each([
		['src/integrations/page-pipeline/finish-build.ts', "import { a } from './page-steps/page-style.ts';"],
		['src/integrations/page-pipeline/page-steps/page-style.ts', "import { a } from '../hosts/host-headers.ts';"],
		['src/integrations/page-pipeline/runtime/island-loader.ts', "import { events } from './pending-click.ts';"],
		['src/integrations/page-pipeline/runtime/interaction.ts', "import type { ClientDirective } from 'astro';"],
		['src/integrations/sitemap.ts', "import { a } from './page-pipeline/index.ts';"],
		['tests/unit/a.test.ts', "import { a } from '../../src/integrations/page-pipeline/finish-build.ts';"],
	])('%s may %s', async (file, code) => {
		expect(await refusals(file, code)).toEqual([]);
	});
});

describe('which folder of tests/ imports which', () => {
	/** A file of another kind than `kind`, from tests/. */
	const otherKindsFile = (kind: string) => (kind === 'e2e' ? 'unit/support/articles.ts' : 'e2e/support/cms.ts');

	it.each(testKinds)("tests/%s refuses another kind's file, at any depth", async (kind) => {
		const other = otherKindsFile(kind);
		expect(await refusals(`tests/${kind}/a.test.ts`, `import { a } from '../${other}';`)).toEqual([boundaries]);
		expect(await refusals(`tests/${kind}/b/c/a.test.ts`, `import { a } from '../../../${other}';`)).toEqual([boundaries]);
	});

	it.each([
		['tests/unit/lib/a.test.ts', "import { a } from '../../../tests/e2e/support/cms.ts';"],
		['tests/support/a.ts', "import { a } from '../unit/support/articles.ts';"],
	])('%s may not %s', async (file, code) => {
		expect(await refusals(file, code)).toEqual([boundaries]);
	});

	it.each([
		['tests/unit/lib/a.test.ts', "import { a } from '../../support/content.ts';"],
		['tests/unit/lib/a.test.ts', "import { a } from '../support/articles.ts';"],
		['tests/unit/lib/a.test.ts', "import { a } from '@/data/site/words';"],
		['tests/unit/lib/a.test.ts', "import { a } from 'astro/dist/core/a.js';"],
		['tests/e2e/gates/a.spec.ts', "import { a } from '../site/routes.spec.ts';"],
	])('%s may %s', async (file, code) => {
		expect(await refusals(file, code)).toEqual([]);
	});
});

describe('the syntax bans', () => {
	const envByName = "export const ci = process.env['CI'];";

	it.each(['src/build/env.ts', 'src/lib/schemas/posts.ts', 'tests/e2e/a.spec.ts', 'scripts/a.mjs'])(
		'%s reads no variable of the environment by a computed name',
		async (file) => {
			expect(await refusals(file, envByName)).toContain('no-restricted-syntax');
		},
	);

	it('reads the environment only in src/build/env.ts, of src/', async () => {
		expect(await refusals('src/lib/price.ts', 'export const ci = process.env.CI;')).toEqual(['no-restricted-properties']);
		expect(await refusals('src/build/env.ts', 'export const ci = process.env.CI;')).toEqual([]);
		expect(await refusals('scripts/a.mjs', 'export const ci = process.env.CI;')).toEqual([]);
	});

	it('takes the words staff write from the shared schemas', async () => {
		const code = "import { z } from 'astro/zod';\nexport const name = z.string().min(1);";
		expect(await refusals('src/lib/schemas/posts.ts', code)).toEqual(['no-restricted-syntax']);
		expect(await refusals('src/lib/schemas/shared.ts', code)).toEqual([]);
	});

	it("keeps the browser tests off the reused context's lasting settings", async () => {
		const code = "import { test } from '@playwright/test';\ntest('a', async ({ context }) => { await context.setOffline(true); });";
		expect(await refusals('tests/e2e/a.spec.ts', code)).toEqual(['no-restricted-syntax']);
		expect(await refusals('tests/unit/a.test.ts', code)).toEqual([]);
	});
});
