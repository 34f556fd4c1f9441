import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from 'vitest';

import type { FixtureSite } from '../../support/fixture-site';

/**
 * Content with active markup, laid over a fixture site: a holiday note that tries to close its script element, and a
 * class guide (the first by name) that embeds a page. content:check (content-check.test.ts) and `astro build`
 * (active-markup-site.test.ts) both refuse them; `expectNamed` checks an output names each by file and line.
 */
export function addActiveMarkup(site: FixtureSite): { expectNamed: (output: string) => void } {
	const guide = `content/classes/${
		readdirSync(join(site.dir, 'content/classes'))
			.filter((name) => name.endsWith('.mdx'))
			.sort()[0] ?? ''
	}`;
	const guideLine = readFileSync(join(site.dir, guide), 'utf8').replace(/\n$/, '').split('\n').length + 2;
	site.edit(guide, /\n?$/, '\n\n<iframe src="https://example.org/embed"></iframe>\n');
	site.edit(
		'content/settings/site.yaml',
		/^specialHours:\n/m,
		"specialHours:\n  - { from: 2030-01-02, closed: true, note: 'Fixture</script><script>alert(1)</script>' }\n",
	);
	return {
		expectNamed: (output) => {
			expect(output).toContain(`${guide}:${guideLine}: a <iframe> element is not one a post or guide can use`);
			expect(output).toMatch(/content\/settings\/site\.yaml:\d+: a <script> element/);
		},
	};
}
