import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { readContentTexts } from '@/build/content-check/files';
import { findBodySyntaxErrors } from '@/build/content-check/mdx-bodies';

const fixtures = fileURLToPath(new URL('../../../fixtures/mdx-bodies/', import.meta.url));
const fixture = (name: string) => ({ path: `content/classes/${name}`, text: readFileSync(`${fixtures}${name}`, 'utf8') });

describe('findBodySyntaxErrors', () => {
	it.each([
		// Line numbers count from the top of the file, frontmatter included; the frontmatter itself is not MDX.
		[
			'less-than.mdx',
			'content/classes/less-than.mdx:8:11: write \\< to show a less-than sign (the components a post can use are <Carousel />, <FollowUs /> and <OpeningHours />)',
		],
		['braces.mdx', /^content\/classes\/braces\.mdx:5:\d+: write \\\{ and \\\} to show curly brackets$/],
		['open-component.mdx', 'content/classes/open-component.mdx:3:1: close the component as <FollowUs />'],
		['comment.mdx', /^content\/classes\/comment\.mdx:5:\d+: write \\< to show a less-than sign; a note for other editors cannot be hidden/],
	])('%s: names the file, line and column, and the fix', async (name, expected) => {
		const [line, ...rest] = await findBodySyntaxErrors([fixture(name)]);
		expect(rest).toEqual([]);
		expect(line).toMatch(expected);
	});

	it('accepts escaped signs, code, the site’s components and any Markdown body', async () => {
		expect(await findBodySyntaxErrors(['fine.mdx', 'bio.md'].map(fixture))).toEqual([]);
	});

	it('accepts every body in content/', async () => {
		const files = readContentTexts(fileURLToPath(new URL('../../../../', import.meta.url)));
		expect(files.some((file) => /\.mdx?$/.test(file.path))).toBe(true);
		expect(await findBodySyntaxErrors(files)).toEqual([]);
	});

	it('has a fixture for every case above', () => {
		expect(readdirSync(fixtures).sort()).toEqual([
			'bio.md',
			'braces.mdx',
			'comment.mdx',
			'fine.mdx',
			'less-than.mdx',
			'open-component.mdx',
		]);
	});
});
