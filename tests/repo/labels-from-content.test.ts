import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { literalWords } from '../support/literal-words';

// Every word a visitor sees or hears is staff's, so it comes from content/: text in a component's, island's, layout's
// or page's markup, or an aria-label, alt, title, label or heading written as a literal, would stay behind when staff
// reword the site. tests/support/literal-words.ts says what counts; tests/unit/support-checks/literal-words.test.ts
// shows it catching each form.
const src = new URL('../../src/', import.meta.url);
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
	.filter((name) => /\.(astro|tsx)$/.test(name))
	.sort();

/** Markup only staff or developers read, in the code's own words, each with its reason. */
const notForVisitors = new Map([
	['components/admin/', 'the launch list at /admin/launch, for staff: it names content files and editor forms'],
	['pages/admin/', 'the launch list at /admin/launch, for staff: it names content files and editor forms'],
	['components/drafts/', 'the notice on an unpublished entry, which only `npm run dev` shows'],
]);

describe('words in src/', () => {
	it('reads every component, island, layout and page', () => expect(files.length).toBeGreaterThan(50));

	it('spells no word a visitor reads or hears: text, and word attributes and props, come from content/', () => {
		const found = files
			.filter((file) => ![...notForVisitors.keys()].some((folder) => file.startsWith(folder)))
			.flatMap((file) =>
				literalWords(file, readFileSync(new URL(file, src), 'utf8')).map(
					({ line, where, words }) => `src/${file}:${line} ${where}: ${JSON.stringify(words)}`,
				),
			);
		expect(found).toEqual([]);
	});

	it('leaves out only folders that exist', () => {
		for (const folder of notForVisitors.keys())
			expect(
				files.some((file) => file.startsWith(folder)),
				folder,
			).toBe(true);
	});
});
