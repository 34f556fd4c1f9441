import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findLiveContent } from '../../../../scripts/lib/live-content.mjs';

/** A project of its own: content/ with words and a page, and the tests given. */
function project(tests: Record<string, string>): string {
	const root = mkdtempSync(join(tmpdir(), 'live-content-'));
	const files: Record<string, string> = {
		'content/settings/words.yaml': "menu:\n  gallery: Fixture Photos\nopenNow:\n  open: 'Doors open · shut at {time}'\n  closed: Shut\n",
		'content/settings/site.yaml': 'url: https://www.fixture-gym.example\n',
		'content/pages/gallery.yaml': 'title: Fixture Album Wall\nheading: Fixture Album Wall\nlinks:\n  - { href: /gallery, id: wall }\n',
		'src/redirects.ts': "export const redirects: Record<string, string> = {\n\t'/fixture-old-album': '/gallery',\n};\n",
		...tests,
	};
	for (const [file, text] of Object.entries(files)) {
		mkdirSync(dirname(join(root, file)), { recursive: true });
		writeFileSync(join(root, file), text);
	}
	return root;
}

describe('the gate on words staff own', () => {
	it('names the test file, the line and the word of words.yaml or a page heading a test spells', () => {
		const root = project({
			'tests/e2e/planted.spec.ts': [
				"import { expect, test } from '@playwright/test';",
				"test('reads the footer', async ({ page }) => {",
				"\tawait expect(page.locator('footer')).toContainText('Doors open · shut at 06:00');",
				"\tawait expect(page.getByRole('heading')).toHaveText(/Fixture Album Wall/);",
				"\tawait expect(page.getByText(`${'x'} Shut`)).toBeVisible();",
				'});',
			].join('\n'),
		});
		expect(findLiveContent(root).hits.map(({ file, line, term, where }) => `${file}:${line} ${term} (${where})`)).toEqual([
			'tests/e2e/planted.spec.ts:3 Doors open · shut at (content/settings/words.yaml: openNow.open)',
			'tests/e2e/planted.spec.ts:4 Fixture Album Wall (content/pages/gallery.yaml: title)',
			'tests/e2e/planted.spec.ts:5 Shut (content/settings/words.yaml: openNow.closed)',
		]);
	});

	it('leaves comments, routes and ids, everyday lower-case words, unit tests that never read content/ and the editor’s drivers', () => {
		const root = project({
			'tests/e2e/fine.spec.ts': [
				'// Fixture Album Wall in a comment',
				"test('the gallery shut early', () => page.goto('/gallery#wall'));",
				"const own = { closed: 'Closed for good' };",
			].join('\n'),
			'tests/unit/own-words.test.ts': "const words = { closed: 'Shut' };\n",
			'tests/e2e/support/cms.ts': "export const save = (page) => page.getByRole('button', { name: 'Shut' });\n",
			'tests/e2e/admin-journey.spec.ts': "import { cms } from './support/cms';\nconst label = 'Fixture Photos';\n",
		});
		expect(findLiveContent(root).hits).toEqual([]);
	});

	it('still names a unit test that reads content/', () => {
		const root = project({
			'tests/unit/reads.test.ts': "import { words } from '../support/content';\nconst label = 'Fixture Photos';\n",
		});
		expect(findLiveContent(root).hits.map((hit) => `${hit.file}:${hit.line} ${hit.term}`)).toEqual([
			'tests/unit/reads.test.ts:2 Fixture Photos',
		]);
	});
});
