// @ts-check
// The gate that keeps the tests off the words staff own: lists each place a test spells a word, label, heading, slug
// or name that content/ holds (scripts/lib/live-content.mjs says which), naming the test file, the line and the word,
// and exits 1 when there is one. `npm test` runs it. Run alone: `npm run check:words`.
import { findLiveContent } from './lib/live-content.mjs';

const { terms, hits } = findLiveContent(process.cwd());
for (const { file, line, term, where } of hits) console.log(`${file}:${line} spells "${term}" (${where})`);
console.log(
	hits.length
		? `\n${hits.length} places in tests/ spell words staff can change: read them from content/ (tests/support/content.ts) or set words of the test's own in its fixture`
		: `${terms.size} words staff can change; no test spells one`,
);
process.exit(hits.length ? 1 : 0);
