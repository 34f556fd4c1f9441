import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { expect, test } from '@playwright/test';

import { adminPath } from '@/lib/content/entry-paths';

import { sitemapPaths } from '../../support/built-pages';

// /admin/launch lists what is still made up and every warning of content:check. What it should list is read here
// from sources other than the code that builds the page: content:check's own report (the stand-ins and the warnings,
// as staff would read them in a terminal) and the marker written into each generated picture, searched for byte by
// byte. Its "ready to launch" state, once every stand-in is replaced and every warning fixed, is checked without a
// build (tests/unit/build/launch/launch-list-page.test.ts).
const root = process.cwd();
const marker = 'Stand-in artwork: replace with a real photo';
const contentFiles = (dir: string): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? contentFiles(join(dir, entry.name)) : [join(dir, entry.name)],
	);
const files = contentFiles(join(root, 'content'));

/** content:check's report: `npm test` keeps the one it ran; a report older than content/ is run again. */
function contentCheckReport(): string {
	const kept = join(root, 'test-reports/content-check.txt');
	const newest = Math.max(...files.map((file) => statSync(file).mtimeMs));
	if (existsSync(kept) && statSync(kept).mtimeMs > newest) return readFileSync(kept, 'utf8');
	const run = spawnSync(process.execPath, ['scripts/content-check.mjs'], { cwd: root, encoding: 'utf8' });
	return `${run.stdout}${run.stderr}`;
}

/** The report's warnings, by heading: "warning: <heading> (<count>)", then one indented line each. */
function warningGroups(report: string): { heading: string; lines: string[] }[] {
	return [...report.matchAll(/^warning: (.+) \((\d+)\)\n((?: {2}.*\n?)*)/gm)].map(([, heading = '', count, body = '']) => {
		const lines = body
			.split('\n')
			.filter(Boolean)
			.map((line) => line.slice(2));
		expect(lines, heading).toHaveLength(Number(count));
		return { heading, lines };
	});
}

test('lists every stand-in and every warning of content:check, each with its file and form; is noindex and out of the sitemap; the editor links to it', async ({
	page,
	request,
}) => {
	test.setTimeout(120_000);
	const groups = warningGroups(contentCheckReport());
	const standIns = groups.find((group) => group.heading.startsWith('Stand-ins still marked'))?.lines ?? [];
	const warnings = groups.filter((group) => !group.heading.startsWith('Stand-ins still marked'));
	const pictures = files
		.filter((file) => /\.(jpe?g|png|webp|avif|svg)$/i.test(file) && readFileSync(file).includes(marker))
		.map((file) => relative(root, file));

	await page.goto(`${adminPath}/launch`);
	await expect(page.getByRole('heading', { level: 1, name: 'Launch list' })).toBeVisible();
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	expect(sitemapPaths()).not.toContain(`${adminPath}/launch`);

	const factsTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Change it in' }) });
	const picturesTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'File to replace' }) });
	await expect(factsTable.locator('tbody tr')).toHaveCount(standIns.length);
	await expect(picturesTable.locator('tbody tr')).toHaveCount(pictures.length);
	// Each fact links to the editor's form for its entry; each picture names its file, shape and smallest size.
	for (const line of standIns) {
		const file = line.split(' ')[0] ?? '';
		const row = factsTable.locator('tbody tr').filter({ hasText: file });
		await expect(row.getByRole('link')).toHaveAttribute('href', /^\/admin#\/collections\/[\w-]+\/entries\/[\w-]+$/);
	}
	const rows = await picturesTable.locator('tbody tr').allInnerTexts();
	for (const path of pictures) {
		const row = rows.find((text) => text.includes(path)) ?? '';
		expect(row, path).toMatch(/\d+:\d+ (landscape|portrait|square)\s+\d+ × \d+/);
	}

	// Each warning under its heading, as a row with its words, its file and, for a file an /admin form edits, the form.
	for (const { heading, lines } of warnings) {
		const table = page.getByRole('table', { name: `${heading} (${lines.length})`, exact: true });
		await expect(table.locator('tbody tr'), heading).toHaveCount(lines.length);
		const shown = await table.locator('tbody tr').evaluateAll((trs) =>
			trs.map((tr) => ({
				cells: [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()),
				form: tr.querySelector('a')?.getAttribute('href') ?? '',
			})),
		);
		for (const line of lines) {
			const [, file = '', at, words = ''] = /^(content\/[^\s:]+)(?::(\d+))?: (.*)$/.exec(line) ?? [];
			const row = shown.find(({ cells }) => cells[2] === file && cells[0] === (at ? `line ${at}: ${words}` : words));
			expect(row, `${heading}: ${line}`).toBeDefined();
			if (/\.(ya?ml|mdx?)$/.test(file)) expect(row?.form, line).toMatch(/^\/admin#\/collections\/[\w-]+\/entries\/[\w-]+$/);
		}
	}
	const counted = warnings.map(({ heading, lines }) => `${lines.length} ${heading}`).join('; ');
	console.log(`${adminPath}/launch: ${standIns.length} stand-in facts, ${pictures.length} stand-in pictures, warnings: ${counted}`);

	// The editor links to it from Gym settings.
	const config = await (await request.get(`${adminPath}/config.yml`)).text();
	expect(config).toContain('[launch list](/admin/launch)');
});
