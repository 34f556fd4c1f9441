import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
	type CollectionName,
	contentLayout,
	entryOf,
	entryPath,
	folderOf,
	globOf,
	globWithout,
	idInFolder,
	notAnEntry,
} from '@/lib/content/content-layout';

describe('content layout', () => {
	it.each([
		['blog', 'hydra-march', 'content/blog/hydra-march/index.mdx'],
		['gallery', 'competitions', 'content/gallery/competitions/index.yaml'],
		['team', 'anna', 'content/team/anna.md'],
		['classes', 'row-club', 'content/classes/row-club.mdx'],
		['settings', '', 'content/settings/site.yaml'],
		['classNames', '', 'content/settings/class-names.yaml'],
	] as [CollectionName, string, string][])('%s entry "%s" lives at %s, and the path reads back', (collection, id, path) => {
		expect(entryPath(collection, id)).toBe(path);
		expect(entryOf(path)).toEqual({ collection, id });
	});

	it.each(['content/README.md', 'content/blog/a/cover.jpg', 'content/blog/index.mdx', 'content/team/x/y.md', 'src/pages/blog.astro'])(
		'%s is no entry',
		(path) => expect(entryOf(path)).toBeUndefined(),
	);

	it.each([
		['classes', 'row-club.mdx', 'row-club'],
		['blog', 'hydra-march/index.mdx', 'hydra-march'],
		['settings', 'site.yaml', ''],
		['classes', 'row-club.md', undefined],
		['classes', 'notes.txt', undefined],
		['blog', 'hydra-march/cover.jpg', undefined],
		['team', 'x/y.md', undefined],
	] as [CollectionName, string, string | undefined][])('in the %s folder, %s is entry %o', (collection, path, id) => {
		expect(idInFolder(collection, path)).toBe(id);
	});

	it('gives glob() a base relative to the project and the pattern', () => {
		expect(globOf('blog')).toEqual({ base: './content/blog', pattern: '*/index.mdx' });
	});

	it('names folders that exist in this project', () => {
		for (const name of Object.keys(contentLayout) as CollectionName[]) expect(existsSync(folderOf(name)), name).toBe(true);
	});
});

describe('globWithout', () => {
	it("leaves out the named files of the collection's folder and no other", () => {
		expect(globWithout('plans', ['content/plans/zz-broken.yaml', 'content/team/x.md'])).toEqual({
			base: './content/plans',
			pattern: ['*.yaml', '!zz-broken.yaml'],
		});
		expect(globWithout('blog', ['content/blog/a/index.mdx'])).toEqual({
			base: './content/blog',
			pattern: ['*/index.mdx', '!a/index.mdx'],
		});
	});

	it('is the plain pattern when none of the files is in the folder', () => {
		expect(globWithout('team', ['content/plans/zz-broken.yaml'])).toEqual(globOf('team'));
	});
});

describe('notAnEntry', () => {
	it('says what a link should name, where, and the names it takes', () => {
		expect(notAnEntry('team', ['ann', 'bo'])).toBe('is not a team member; use a file name from content/team without .md: ann, bo');
		expect(notAnEntry('classes', [])).toBe('is not a class guide; use a file name from content/classes without .mdx');
	});

	it('names a folder for a collection of folders, and an entry of it before it has words of its own', () => {
		expect(notAnEntry('blog', ['a'])).toBe('is not an entry of content/blog; use a folder name from content/blog: a');
		expect(notAnEntry('plans', [])).toBe('is not an entry of content/plans; use a file name from content/plans without .yaml');
	});
});
