import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { findUnlistedPaths } from '@/build/launch/unlisted-paths';

describe('findUnlistedPaths', () => {
	it('lists the class guides whose frontmatter says unfinished: true', () => {
		// The fixtures also hold a finished guide, one without the flag, one with "true" as text, a flag in the body
		// instead of the frontmatter, a file without frontmatter and a .txt file: none of them count.
		const paths = findUnlistedPaths(new URL('../../../fixtures/unlisted-paths/', import.meta.url));
		expect(paths.sort()).toEqual(['/classes/fixture-hidden-guide', '/classes/fixture-unfinished-guide']);
	});

	it('gives an empty list when the folder does not exist', () => {
		expect(findUnlistedPaths(new URL('../../fixtures/no-such-folder/', import.meta.url))).toEqual([]);
	});

	describe('with Windows line endings', () => {
		const dir = mkdtempSync(join(tmpdir(), 'unlisted-'));
		afterAll(() => rmSync(dir, { recursive: true, force: true }));

		it('still reads the frontmatter', () => {
			writeFileSync(join(dir, 'fixture-unfinished-guide.mdx'), '---\r\nheading: Fixture\r\nunfinished: true\r\n---\r\n\r\nBody\r\n');
			writeFileSync(join(dir, 'fixture-listed-guide.mdx'), '---\r\nheading: Fixture Listed Guide\r\n---\r\n');
			expect(findUnlistedPaths(pathToFileURL(`${dir}/`))).toEqual(['/classes/fixture-unfinished-guide']);
		});
	});
});
