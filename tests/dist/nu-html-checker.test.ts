import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test } from 'vitest';

import { outDir } from '../support/built-pages';

// The W3C Nu Html Checker (vnu, npm vnu-jar) over every HTML file of the build, /admin included: a validator nobody on
// the project wrote, beside html-validate (html-validate.test.ts). It runs on Java, which
// scripts/install-system-deps.sh installs (Debian's headless JRE); one JVM checks every file.
const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/**
 * What the checker reports that is its own limitation, not a fault of the pages: its CSS grammar predates these
 * features. Each is matched exactly, so anything else fails.
 */
const checkerLimits: { message: RegExp; reason: string }[] = [
	{ message: /^CSS: Unrecognized at-rule “@property”$/, reason: 'registered custom properties (Tailwind 4 declares its variables so), in every engine' },
	{ message: /^CSS: Unrecognized at-rule “@container”$/, reason: 'container queries (the team cards), in every engine' },
	{ message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/, reason: 'container queries (the team grid), in every engine' },
	{
		message: /^CSS: “--col”: Parse Error\.$/,
		reason: 'a container query unit (cqi) in a card grid’s column width (CardGrid.css, AlbumGrid.css), in every engine',
	},
	{
		message: /^CSS: “--page-column”: Parse Error\.$/,
		reason: 'a container query unit (cqi) in the width a carousel among a post’s words reaches out to (PhotoCarousel.css), in every engine',
	},
	{
		message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
		reason: 'only inside Tailwind’s @supports test, which asks exactly whether a browser knows it',
	},
	{
		message: /^CSS: “forced-color-adjust”: Property “forced-color-adjust” doesn't exist\.$/,
		reason: 'CSS Color Adjust 1, for Windows High Contrast, in every engine',
	},
];

interface VnuMessage {
	type: string;
	url?: string;
	message: string;
	extract?: string;
	lastLine?: number;
}

const htmlFiles = (dir: string): string[] =>
	readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.html') && !name.split(path.sep).some((part) => part.startsWith('.')))
		.map((name) => path.join(dir, name))
		.sort();

const java = spawnSync('java', ['-version']).status === 0;

// Without Java on a laptop it is skipped (reported as skipped); CI and `npm test` on Debian install it first.
test.skipIf(!java && !process.env.CI)('the W3C Nu Html Checker finds no error on any page', { timeout: 180_000 }, () => {
	const files = htmlFiles(outDir);
	expect(files.length, `no HTML files in ${outDir}`).toBeGreaterThan(0);
	// --errors-only: warnings (e.g. the meta policy checked against file: addresses) are advice, not invalid HTML.
	const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	expect(run.error, 'java could not run vnu.jar').toBeUndefined();
	const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
	const errors = messages
		.filter((m) => m.type === 'error' || m.type === 'non-document-error')
		.filter((m) => !checkerLimits.some((limit) => limit.message.test(m.message)))
		.map((m) => `${path.relative(outDir, decodeURIComponent(new URL(m.url ?? 'file:///?').pathname))}:${m.lastLine ?? '?'}: ${m.message}`);
	expect(errors).toEqual([]);
});
