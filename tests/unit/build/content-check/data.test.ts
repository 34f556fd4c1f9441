import { describe, expect, it } from 'vitest';

import { readEntries } from '@/build/content-check/data';

describe('readEntries', () => {
	const files = [
		{ path: 'content/team/b-person.md', text: '---\nname: B\n---\nBio' },
		{ path: 'content/team/a-person.md', text: '---\nname: A\n---\nBio' },
		{ path: 'content/settings/site.yaml', text: 'shortName: Gym\n' },
		{ path: 'content/team/notes.txt', text: 'not an entry' },
	];

	it("gives a collection's entries by id, with their data", () => {
		expect(readEntries(files, 'team').map(({ id, data }) => [id, data])).toEqual([
			['a-person', { name: 'A' }],
			['b-person', { name: 'B' }],
		]);
		expect(readEntries(files, 'settings').map(({ path, data }) => [path, data])).toEqual([
			['content/settings/site.yaml', { shortName: 'Gym' }],
		]);
	});
});
