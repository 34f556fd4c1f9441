import { readdirSync, readFileSync } from 'node:fs';

// Shared by tests/unit/content-edits.test.ts and content-edits-broken.test.ts, which run side by side (one file each).
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// Each step takes 20 to 90 s on an idle machine; a CI machine shared with the rest of the suite can be 5x slower.
export const slow = { timeout: 600_000 };
/** The test files that copy the project and run the others on it; never run on the copy themselves. */
const copiers = ['content-edits.test.ts', 'content-edits-broken.test.ts', 'content-build-errors.test.ts'];
const unitDir = new URL('../unit/', import.meta.url);
/** Unit tests that read the editors' files: the ones an edit could break. */
export const contentTests = readdirSync(unitDir)
	.filter((name) => name.endsWith('.test.ts') && !copiers.includes(name))
	.filter((name) =>
		/['`]content\/|\.\.\/\.\.\/content\/|support\/content'|resolve\('content'\)/.test(readFileSync(new URL(name, unitDir), 'utf8')),
	)
	.map((name) => `tests/unit/${name}`);
