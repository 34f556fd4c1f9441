import { describe, expect, it } from 'vitest';

import { importOf, testImportsOf, testKinds, withinPipeline } from '../../eslint.config.js';

// The patterns eslint.config.js builds for `no-restricted-imports`, written out: a change to a builder shows here as
// the regex it now makes, beside what it lets through and what it refuses (lint-boundaries.test.ts lints real samples
// against the whole config).
const matches = (regex: string, imports: string[]) => imports.filter((source) => new RegExp(regex).test(source));

describe('importOf', () => {
	it.each([
		['folders through the alias or any climb', () => importOf(['data', 'pages'], 'm'), '^(@/|(\\.\\./)+)(data|pages)/'],
		[
			'but the files a row names',
			() => importOf(['integrations'], 'm', {}, ['integrations/page-pipeline/index']),
			'^(@/|(\\.\\./)+)(?!(integrations/page-pipeline/index)(\\.tsx?)?$)(integrations)/',
		],
		['from a file directly in src/', () => importOf(['lib'], 'm', {}, [], '\\./'), '^(@/|\\./)(lib)/'],
	])('%s', (_, build, regex) => {
		expect(build()).toEqual({ regex, message: 'm' });
	});

	it('spreads its options into the pattern', () => {
		expect(importOf(['data'], 'm', { allowTypeImports: true })).toEqual({
			regex: '^(@/|(\\.\\./)+)(data)/',
			message: 'm',
			allowTypeImports: true,
		});
	});

	it('refuses an import of a listed folder, and nothing else', () => {
		const { regex } = importOf(['data', 'build'], 'm', {}, ['build/env']);
		expect(
			matches(regex, ['@/data/pages/home-page', '../../build/budgets.ts', '../build/env.ts', '@/lib/price', './data/x', 'data/x']),
		).toEqual(['@/data/pages/home-page', '../../build/budgets.ts']);
	});
});

describe('withinPipeline', () => {
	it.each([
		[0, '^(@/|/|(\\.\\./){1})'],
		[2, '^(@/|/|(\\.\\./){3})'],
	])('a file %i folders down may climb no further than the pipeline', (depth, regex) => {
		expect(withinPipeline(depth).regex).toBe(regex);
	});

	it('refuses the alias, absolute paths and a climb out of the pipeline', () => {
		expect(matches(withinPipeline(1).regex, ['@/lib/price', '/src/x', '../../x', '../x', './x', 'rolldown'])).toEqual([
			'@/lib/price',
			'/src/x',
			'../../x',
		]);
	});
});

describe('testImportsOf', () => {
	/** The one pattern of a config's `no-restricted-imports`. */
	const regexOf = (config: ReturnType<typeof testImportsOf>[number] | undefined) =>
		(config?.rules?.['no-restricted-imports'] as [string, { patterns: { regex: string }[] }] | undefined)?.[1].patterns[0]?.regex ?? '';

	it("refuses another kind's folder, one climb to tests/ per depth", () => {
		const [top, below] = testImportsOf('unit');
		const others = testKinds.filter((kind) => kind !== 'unit').join('|');
		expect(top?.files).toEqual(['tests/unit/*.{ts,mjs}']);
		expect(regexOf(top)).toBe(`^(\\.\\./){1}(\\.\\./tests/)?(${others})/`);
		expect(below?.files).toEqual(['tests/unit/*/*.{ts,mjs}']);
		expect(regexOf(below)).toBe(`^(\\.\\./){2}(\\.\\./tests/)?(${others})/`);
	});

	it('lets a test of a kind import tests/support, and tests/support import no kind', () => {
		const [unit] = testImportsOf('unit');
		const [support] = testImportsOf('support');
		expect(matches(regexOf(unit), ['../support/content.ts', '../e2e/x.ts', '../../tests/dist/x.ts', './e2e/x.ts'])).toEqual([
			'../e2e/x.ts',
			'../../tests/dist/x.ts',
		]);
		expect(matches(regexOf(support), ['../unit/x.ts', '../support/x.ts'])).toEqual(['../unit/x.ts']);
	});
});
