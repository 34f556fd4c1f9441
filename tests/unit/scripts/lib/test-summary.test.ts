import { describe, expect, it } from 'vitest';

import {
	playwrightOutcome,
	type PlaywrightReport,
	reportsSummary,
	staticOutcome,
	summary,
	vitestOutcome,
	type VitestReport,
} from '../../../../scripts/lib/test-summary.mjs';

const cwd = '/work/site';
const clean = { types: 0, lint: 0, format: 0, content: 0, words: 0 };

/** A Vitest JSON report as `vitest run --reporter=json` writes it, for the given files' test statuses. */
function vitestReport(
	files: Record<string, Record<string, string>>,
	fileStatus: Record<string, { status: string; message: string }> = {},
): VitestReport {
	const testResults = Object.entries(files).map(([name, tests]) => ({
		name: `${cwd}/${name}`,
		status: Object.values(tests).includes('failed') ? 'failed' : 'passed',
		message: '',
		startTime: 0,
		endTime: 1,
		assertionResults: Object.entries(tests).map(([fullName, status]) => ({
			ancestorTitles: [],
			fullName,
			status,
			title: fullName,
			duration: 1,
			failureMessages: [],
			meta: {},
			tags: [],
		})),
		...fileStatus[name],
	}));
	const statuses = Object.values(files).flatMap((tests) => Object.values(tests));
	const count = (status: string) => statuses.filter((s) => s === status).length;
	return {
		numTotalTestSuites: testResults.length,
		numPassedTests: count('passed'),
		numFailedTests: count('failed'),
		numPendingTests: count('skipped') + count('pending'),
		numTodoTests: count('todo'),
		success: count('failed') === 0,
		testResults,
	} as VitestReport;
}

/** A Playwright JSON report as its json reporter writes it: suites per file, with describe blocks nested in them. */
function playwrightReport(
	specs: { file: string; line: number; title: string; status: string; results?: string[] }[],
	extra: Partial<PlaywrightReport> = {},
): PlaywrightReport {
	const count = (status: string) => specs.filter((s) => s.status === status).length;
	return {
		config: { rootDir: `${cwd}/tests/e2e` },
		suites: [...new Set(specs.map((s) => s.file))].map((file) => ({
			title: file,
			file,
			specs: [],
			suites: [
				{
					title: 'a describe block',
					specs: specs
						.filter((s) => s.file === file)
						.map(({ title, line, status, results = ['passed'] }) => ({
							title,
							file,
							line,
							ok: status !== 'unexpected',
							tests: [{ projectName: 'chromium', status, results: results.map((r) => ({ status: r, retry: 0 })) }],
						})),
				},
			],
		})),
		errors: [],
		stats: { expected: count('expected'), skipped: count('skipped'), unexpected: count('unexpected'), flaky: count('flaky') },
		...extra,
	};
}

const passingUnit = vitestReport({ 'tests/unit/lib/price.test.ts': { 'formats a price': 'passed', 'rounds a price': 'passed' } });
const passingE2e = playwrightReport([{ file: 'home/hero.spec.ts', line: 5, title: 'plays the video', status: 'expected' }]);
const unitRun = { status: 0, output: ' Test Files  1 passed (1)\n', cwd };
const e2eRun = { status: 0, cwd, ran: true };

const lastLine = (lines: string[]) => lines.at(-1);

describe('the static checks', () => {
	it.each([
		[clean, 5, []],
		[{ ...clean, lint: 1, words: 2 }, 3, ['lint', 'words']],
	])('counts each check as one, by its exit status', (statuses, passed, failedChecks) => {
		expect(staticOutcome(statuses)).toMatchObject({ passed, failed: failedChecks.length, failedChecks });
	});
});

describe("Vitest's run", () => {
	it('counts and names the failed tests by their file, relative to the project', () => {
		const report = vitestReport({ 'tests/unit/lib/price.test.ts': { 'formats a price': 'failed', 'rounds a price': 'passed' } });
		expect(vitestOutcome(report, { ...unitRun, status: 1 })).toEqual({
			passed: 1,
			failed: 1,
			skipped: 0,
			failedNames: ['tests/unit/lib/price.test.ts formats a price'],
			skippedNames: [],
		});
	});

	it('names each coverage threshold the run missed, from its output, colours and all', () => {
		const output = [
			' Test Files  1 passed (1)',
			'\u001b[31mERROR: Coverage for lines (95.21%) does not meet global threshold (97%)\u001b[39m',
			'ERROR: Coverage for branches (88.5%) does not meet global threshold (90%)',
		].join('\n');
		const outcome = vitestOutcome(passingUnit, { status: 1, output, cwd });
		expect(outcome.failed).toBe(2);
		expect(outcome.failedNames).toEqual([
			'coverage: Coverage for lines (95.21%) does not meet global threshold (97%)',
			'coverage: Coverage for branches (88.5%) does not meet global threshold (90%)',
		]);
	});

	it('names a file that failed outside its tests', () => {
		const report = vitestReport(
			{ 'tests/repo/docs-paths.test.ts': {} },
			{ 'tests/repo/docs-paths.test.ts': { status: 'failed', message: "Cannot find module './gone.ts'\n    at import" } },
		);
		expect(vitestOutcome(report, { ...unitRun, status: 1 })).toMatchObject({
			failed: 1,
			failedNames: ["tests/repo/docs-paths.test.ts (the file failed: Cannot find module './gone.ts')"],
		});
	});

	it('names an exit status that no test, file or threshold explains', () => {
		expect(vitestOutcome(passingUnit, { ...unitRun, status: 1 })).toMatchObject({
			failed: 1,
			failedNames: ['unit: vitest exited 1 (see its output above)'],
		});
	});

	it('names a run that left no report', () => {
		expect(vitestOutcome(null, { ...unitRun, status: 137 })).toMatchObject({
			passed: 0,
			failed: 1,
			failedNames: ['unit: no report (vitest exited 137)'],
		});
	});

	it('counts and names the skipped and todo tests', () => {
		const report = vitestReport({
			'tests/unit/lib/price.test.ts': { 'formats a price': 'passed', 'rounds a price': 'skipped', 'sorts prices': 'todo' },
		});
		expect(vitestOutcome(report, unitRun)).toMatchObject({
			passed: 1,
			failed: 0,
			skipped: 2,
			skippedNames: ['tests/unit/lib/price.test.ts rounds a price', 'tests/unit/lib/price.test.ts sorts prices'],
		});
	});
});

describe("Playwright's run", () => {
	it('counts a flaky test as passed, and names the failed specs by file and line, relative to the project', () => {
		const report = playwrightReport([
			{ file: 'home/hero.spec.ts', line: 5, title: 'plays the video', status: 'expected' },
			{ file: 'home/hero.spec.ts', line: 12, title: 'shows the poster', status: 'flaky', results: ['failed', 'passed'] },
			{ file: 'shop/cards.spec.ts', line: 8, title: 'marks out of stock', status: 'unexpected', results: ['failed'] },
		]);
		expect(playwrightOutcome(report, { ...e2eRun, status: 1 })).toEqual({
			passed: 2,
			failed: 1,
			skipped: 0,
			failedNames: ['tests/e2e/shop/cards.spec.ts:8 marks out of stock'],
			skippedNames: [],
		});
	});

	it('names the skipped specs, and a test skipped on a retry', () => {
		const report = playwrightReport([
			{ file: 'home/hero.spec.ts', line: 5, title: 'plays the video', status: 'skipped', results: ['skipped'] },
			{ file: 'home/hero.spec.ts', line: 9, title: 'pauses the video', status: 'expected', results: ['skipped', 'passed'] },
		]);
		expect(playwrightOutcome(report, e2eRun)).toMatchObject({
			passed: 1,
			skipped: 2,
			skippedNames: ['tests/e2e/home/hero.spec.ts:5 plays the video', 'tests/e2e/home/hero.spec.ts:9 pauses the video'],
		});
	});

	it('names an error outside any test, as in a global set-up', () => {
		const report = playwrightReport([], { errors: [{ message: 'Error: nginx did not start\n    at globalSetup' }] });
		expect(playwrightOutcome(report, { ...e2eRun, status: 1 })).toMatchObject({
			failed: 1,
			failedNames: ['browser: Error: nginx did not start'],
		});
	});

	it.each([
		[passingE2e, { ...e2eRun, status: 1 }, 'browser: playwright exited 1 (see its output above)'],
		[null, { ...e2eRun, status: 1 }, 'browser: no report (playwright exited 1)'],
		[null, { ...e2eRun, status: 1, ran: false }, 'browser: did not run (the build failed)'],
	])('names a run that failed without a failed test', (report, run, name) => {
		expect(playwrightOutcome(report, run)).toMatchObject({ failed: 1, failedNames: [name] });
	});
});

describe('the summary', () => {
	it('ends a clean run with "N passed, 0 failed"', () => {
		const { ok, lines } = summary({
			statics: clean,
			unit: vitestOutcome(passingUnit, unitRun),
			e2e: playwrightOutcome(passingE2e, e2eRun),
		});
		expect(ok).toBe(true);
		expect(lines).toEqual([
			'\nstatic: types, lint, format, content and words clean; unit: 2 passed, 0 failed; browser: 1 passed, 0 failed',
			'8 passed, 0 failed',
		]);
	});

	it('counts a skipped test as failed, so a run of passes and skips never ends "0 failed"', () => {
		const unit = vitestReport({ 'tests/unit/lib/price.test.ts': { 'formats a price': 'passed', 'rounds a price': 'skipped' } });
		const { ok, lines } = summary({ statics: clean, unit: vitestOutcome(unit, unitRun), e2e: playwrightOutcome(passingE2e, e2eRun) });
		expect(ok).toBe(false);
		expect(lines[0]).toBe(
			'\n1 skipped, which fails the run (a state the content lacks comes from a fixture that has it):\ntests/unit/lib/price.test.ts rounds a price',
		);
		expect(lastLine(lines)).toBe('7 passed, 1 failed');
	});

	it('names a missed coverage threshold in the failed list', () => {
		const output = 'ERROR: Coverage for functions (98.4%) does not meet global threshold (99%)';
		const { ok, lines } = summary({
			statics: clean,
			unit: vitestOutcome(passingUnit, { status: 1, output, cwd }),
			e2e: playwrightOutcome(passingE2e, e2eRun),
		});
		expect(ok).toBe(false);
		expect(lines[0]).toBe('\nfailed:\ncoverage: Coverage for functions (98.4%) does not meet global threshold (99%)');
		expect(lastLine(lines)).toBe('8 passed, 1 failed');
	});

	it('names the failed static checks, the browser tests a failed build kept from running, and the failed tests', () => {
		const unit = vitestReport({ 'tests/unit/lib/price.test.ts': { 'formats a price': 'failed', 'rounds a price': 'passed' } });
		const { ok, lines } = summary({
			statics: { ...clean, types: 2 },
			unit: vitestOutcome(unit, { ...unitRun, status: 1 }),
			e2e: playwrightOutcome(null, { status: 1, cwd, ran: false }),
		});
		expect(ok).toBe(false);
		expect(lines).toEqual([
			'\nfailed:\ntests/unit/lib/price.test.ts formats a price\nbrowser: did not run (the build failed)',
			'\nstatic: types failed; unit: 1 passed, 1 failed; browser: 0 passed, 1 failed',
			'5 passed, 3 failed',
		]);
	});

	it('ends every run with exactly "N passed, M failed"', () => {
		const unit = vitestReport({ 'tests/unit/lib/price.test.ts': { 'formats a price': 'failed', 'rounds a price': 'todo' } });
		const { lines } = summary({
			statics: { ...clean, format: 1 },
			unit: vitestOutcome(unit, { ...unitRun, status: 1 }),
			e2e: playwrightOutcome(null, e2eRun),
		});
		expect(lastLine(lines)).toMatch(/^\d+ passed, \d+ failed$/);
		expect(lastLine(lines)).toBe('4 passed, 4 failed');
	});
});

describe('the reports of a split CI run, read on their own', () => {
	it('adds up Vitest and Playwright reports and passes when nothing failed or skipped', () => {
		expect(reportsSummary([passingUnit, passingE2e], cwd)).toEqual({ ok: true, lines: ['3 passed, 0 failed'] });
	});

	it('fails on a skipped test, naming it, as npm test does', () => {
		const skipping = playwrightReport([{ file: 'home/hero.spec.ts', line: 9, title: 'pauses the video', status: 'skipped' }]);
		const { ok, lines } = reportsSummary([passingUnit, skipping], cwd);
		expect(ok).toBe(false);
		expect(lines.join('\n')).toContain('tests/e2e/home/hero.spec.ts:9 pauses the video');
		expect(lastLine(lines)).toBe('2 passed, 1 failed');
	});

	it('fails on a failed Vitest test, naming it', () => {
		const failing = vitestReport({ 'tests/dist/links.test.ts': { 'links /blog': 'failed' } });
		const { ok, lines } = reportsSummary([failing], cwd);
		expect(ok).toBe(false);
		expect(lines[0]).toBe('failed:\ntests/dist/links.test.ts links /blog');
	});
});
