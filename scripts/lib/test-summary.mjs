// @ts-check
// What `npm test` (scripts/run-tests.mjs) reports at its end, read from the static checks' exit statuses and Vitest's
// and Playwright's JSON reports: how many checks passed and failed, and the name of each failure and skip. Every way a
// run can fail counts and is named, so the last line never reads "0 failed" on a failing run.

import { join, relative } from 'node:path';

// The parts of Vitest's and Playwright's JSON reports read here.
/**
 * @typedef {{ status: string; fullName: string }} VitestAssertion
 * @typedef {{ name: string; status?: string; message?: string; assertionResults: VitestAssertion[] }} VitestFile
 * @typedef {{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: VitestFile[] }} VitestReport
 * @typedef {{ status: string; results?: { status: string }[] }} PlaywrightTest
 * @typedef {{ title: string; file: string; line: number; tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ config?: { rootDir?: string }; suites?: PlaywrightSuite[]; errors?: { message?: string }[]; stats?: { expected?: number;
 * flaky?: number; unexpected?: number; skipped?: number } }} PlaywrightReport
 * @typedef {{ passed: number; failed: number; skipped: number; failedNames: string[]; skippedNames: string[] }} Outcome
 */

/** Terminal colour codes, which Vitest writes around its errors. */
const colours = /\u001b\[[0-9;]*m/g;

/** The first line of a message, for a list of one line per failure. */
const firstLine = (/** @type {string} */ message) => message.trim().split('\n')[0] ?? '';

/**
 * The static checks, each one passed or failed by its exit status.
 * @param {Record<string, number>} statuses exit status by check name
 * @returns {Outcome & { failedChecks: string[] }}
 */
export function staticOutcome(statuses) {
	const failedChecks = Object.entries(statuses)
		.filter(([, status]) => status !== 0)
		.map(([name]) => name);
	return {
		passed: Object.keys(statuses).length - failedChecks.length,
		failed: failedChecks.length,
		skipped: 0,
		// Named by the summary's "static:" line.
		failedNames: [],
		skippedNames: [],
		failedChecks,
	};
}

/**
 * Vitest's run: its tests, each file that failed outside a test, each coverage threshold it missed (from its output),
 * and an exit status that none of those explains.
 * @param {VitestReport | null} report its JSON report, null when there is none
 * @param {{ status: number; output: string; cwd: string }} run its exit status and output
 * @returns {Outcome}
 */
export function vitestOutcome(report, { status, output, cwd }) {
	if (!report) return { passed: 0, failed: 1, skipped: 0, failedNames: [`unit: no report (vitest exited ${status})`], skippedNames: [] };
	const named = (/** @type {VitestFile} */ file, /** @type {string} */ title) => `${file.name.replace(`${cwd}/`, '')} ${title}`;
	const failedTests = report.testResults.flatMap((file) =>
		file.assertionResults.filter((t) => t.status === 'failed').map((t) => named(file, t.fullName)),
	);
	// A file that fails to load, or in a hook outside its tests, fails none of its tests.
	const failedFiles = report.testResults
		.filter((file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
		.map((file) => named(file, `(the file failed: ${firstLine(file.message ?? '') || 'see the output above'})`));
	const coverage = output
		.replace(colours, '')
		.split('\n')
		.filter((line) => /^ERROR: (Coverage for|Uncovered) /.test(line.trim()))
		.map((line) => `coverage: ${line.trim().replace(/^ERROR: /, '')}`);
	const unexplained =
		status !== 0 && failedTests.length + failedFiles.length + coverage.length === 0
			? [`unit: vitest exited ${status} (see its output above)`]
			: [];
	const skippedNames = report.testResults.flatMap((file) =>
		file.assertionResults.filter((t) => ['skipped', 'pending', 'todo'].includes(t.status)).map((t) => named(file, t.fullName)),
	);
	return {
		passed: report.numPassedTests,
		failed: report.numFailedTests + failedFiles.length + coverage.length + unexplained.length,
		skipped: Math.max(skippedNames.length, report.numPendingTests + report.numTodoTests),
		failedNames: [...failedTests, ...failedFiles, ...coverage, ...unexplained],
		skippedNames,
	};
}

/**
 * Playwright's run: its tests (a flaky one passed on a retry), the errors outside any test, and an exit status that
 * neither explains. `ran` is false when it did not start, as when the build failed.
 * @param {PlaywrightReport | null} report its JSON report, null when there is none
 * @param {{ status: number; cwd: string; ran: boolean }} run
 * @returns {Outcome}
 */
export function playwrightOutcome(report, { status, cwd, ran }) {
	if (!ran) return { passed: 0, failed: 1, skipped: 0, failedNames: ['browser: did not run (the build failed)'], skippedNames: [] };
	if (!report)
		return { passed: 0, failed: 1, skipped: 0, failedNames: [`browser: no report (playwright exited ${status})`], skippedNames: [] };
	/**
	 * The specs with a test that `matches`, as "file:line title", from the report's nested suites.
	 * @type {(matches: (test: PlaywrightTest) => boolean) => (suite: PlaywrightSuite) => string[]}
	 */
	const specsWhere = (matches) => {
		/** @type {(suite: PlaywrightSuite) => string[]} */
		const inSuite = (suite) => [
			...(suite.specs ?? []).flatMap((spec) =>
				spec.tests.some(matches) ? [`${relative(cwd, join(report.config?.rootDir ?? '', spec.file))}:${spec.line} ${spec.title}`] : [],
			),
			...(suite.suites ?? []).flatMap(inSuite),
		];
		return inSuite;
	};
	const suites = report.suites ?? [];
	const failedTests = suites.flatMap(specsWhere((t) => t.status === 'unexpected'));
	const errors = (report.errors ?? []).map((error) => `browser: ${firstLine(error.message ?? '') || 'an error outside any test'}`);
	const unexpected = report.stats?.unexpected ?? 0;
	const unexplained =
		status !== 0 && unexpected + errors.length === 0 ? [`browser: playwright exited ${status} (see its output above)`] : [];
	const skippedNames = suites.flatMap(specsWhere((t) => t.status === 'skipped' || (t.results ?? []).some((r) => r.status === 'skipped')));
	return {
		passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
		failed: unexpected + errors.length + unexplained.length,
		skipped: Math.max(skippedNames.length, report.stats?.skipped ?? 0),
		failedNames: [...failedTests, ...errors, ...unexplained],
		skippedNames,
	};
}

/**
 * Outcomes added up, where `failed` counts the skipped tests too (a skipped test fails the run), with every failure
 * and skip by name.
 * @param {Outcome[]} outcomes
 */
function tally(outcomes) {
	const sum = (/** @type {(outcome: Outcome) => number} */ count) => outcomes.reduce((total, outcome) => total + count(outcome), 0);
	const skipped = sum((outcome) => outcome.skipped);
	return {
		passed: sum((outcome) => outcome.passed),
		failed: sum((outcome) => outcome.failed) + skipped,
		skipped,
		failedNames: outcomes.flatMap((outcome) => outcome.failedNames),
		skippedNames: outcomes.flatMap((outcome) => outcome.skippedNames),
	};
}

/**
 * The lines that end a run, the last of them "N passed, M failed", where M counts the skipped tests too (a skipped test
 * fails the run), and whether the run passed.
 * @param {{ statics: Record<string, number>; unit: Outcome; e2e: Outcome }} outcomes
 * @returns {{ ok: boolean; lines: string[] }}
 */
export function summary({ statics, unit, e2e }) {
	const checks = staticOutcome(statics);
	const { passed, failed, skipped, failedNames, skippedNames } = tally([checks, unit, e2e]);
	const { failedChecks } = checks;
	const names = failedChecks.length
		? `${failedChecks.join(', ')} failed`
		: `${Object.keys(statics)
				.join(', ')
				.replace(/, (?=[^,]*$)/, ' and ')} clean`;
	return {
		ok: failed === 0,
		lines: [
			// Named again here, at the end, because CI keeps only the tail of a run's output.
			...(failedNames.length ? [`\nfailed:\n${failedNames.join('\n')}`] : []),
			...(skipped
				? [
						`\n${skipped} skipped, which fails the run (a state the content lacks comes from a fixture that has it):\n${skippedNames.join('\n')}`,
					]
				: []),
			`\nstatic: ${names}; unit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
			`${passed} passed, ${failed} failed`,
		],
	};
}

/**
 * The outcome of several JSON reports read on their own, as each job of a split CI run writes one (Vitest's or
 * Playwright's, told apart by their shape), added up, with the lines that end the run: the failures and skips by
 * name, and "N passed, M failed", where M counts the skipped tests too, as in `npm test`.
 * @param {(VitestReport | PlaywrightReport)[]} reports
 * @param {string} cwd the project's folder, which names are given relative to
 * @returns {{ ok: boolean; lines: string[] }}
 */
export function reportsSummary(reports, cwd) {
	const outcomes = reports.map((report) =>
		'testResults' in report
			? vitestOutcome(/** @type {VitestReport} */ (report), { status: 0, output: '', cwd })
			: playwrightOutcome(/** @type {PlaywrightReport} */ (report), { status: 0, cwd, ran: true }),
	);
	const { passed, failed, skipped, failedNames, skippedNames } = tally(outcomes);
	return {
		ok: failed === 0,
		lines: [
			...(failedNames.length ? [`failed:\n${failedNames.join('\n')}`] : []),
			...(skipped ? [`${skipped} skipped, which fails the run:\n${skippedNames.join('\n')}`] : []),
			`${passed} passed, ${failed} failed`,
		],
	};
}
