import { describe, expect, it, vi } from 'vitest';

import { requireLinked, requireLinkedList } from '@/data/collections/linked-entry';

// A team of two, as the content layer would hand it out.
const team = [
	{ id: 'zz-coach', collection: 'team', data: { name: 'Zz Member' } },
	{ id: 'zy-coach', collection: 'team', data: { name: 'Zy Member' } },
];
vi.mock('astro:content', () => ({
	getEntry: (_: string, id: string) => Promise.resolve(team.find((entry) => entry.id === id)),
	getCollection: () => Promise.resolve(team),
}));

const from = 'content/classes/zz-club.mdx';

describe('requireLinked', () => {
	it('gives the entry a link names', async () => {
		expect(await requireLinked('team', 'zy-coach', from, 'coaches.0')).toBe(team[1]);
	});

	it('stops on a link that names no entry, naming the file, the field and the entries it may name', async () => {
		await expect(requireLinked('team', 'nobody', from, 'coaches.1')).rejects.toThrow(
			/^content\/classes\/zz-club\.mdx: coaches\.1: "nobody" .*zz-coach/,
		);
	});
});

describe('requireLinkedList', () => {
	it.each([
		{ name: 'in the order the list gives', ids: ['zy-coach', 'zz-coach'], names: ['Zy Member', 'Zz Member'] },
		{ name: 'one', ids: ['zz-coach'], names: ['Zz Member'] },
		{ name: 'none', ids: [], names: [] },
	])('gives the linked entries: $name', async ({ ids, names }) => {
		const entries = await requireLinkedList(
			'team',
			ids.map((id) => ({ id })),
			from,
			'coaches',
		);
		expect(entries.map((entry) => entry.data.name)).toEqual(names);
	});

	it('names a bad link by its place in the list', async () => {
		await expect(requireLinkedList('team', [{ id: 'zz-coach' }, { id: 'nobody' }], from, 'coaches')).rejects.toThrow(
			/: coaches\.1: "nobody"/,
		);
	});
});
