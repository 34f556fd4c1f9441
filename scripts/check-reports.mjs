// @ts-check
// Holds a split CI run (.github/workflows/ci.yml) to `npm test`'s rule: reads the JSON reports its tests wrote (Vitest's
// or Playwright's), names every failure and every skip, and exits non-zero when there is any, since a skipped test
// fails the run. Usage: node scripts/check-reports.mjs <report.json> ...

import { readFileSync } from 'node:fs';

import { reportsSummary } from './lib/test-summary.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
	console.error('usage: node scripts/check-reports.mjs <report.json> ...');
	process.exit(2);
}
const { ok, lines } = reportsSummary(
	files.map((file) => JSON.parse(readFileSync(file, 'utf8'))),
	process.cwd(),
);
console.log(lines.join('\n'));
process.exit(ok ? 0 : 1);
