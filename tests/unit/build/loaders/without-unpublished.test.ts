import type { DataStore, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';

import { withoutUnpublished } from '@/build/loaders/without-unpublished';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('withoutUnpublished', () => {
	it('drops drafts and scheduled posts after the wrapped loader has loaded (and so validated) every entry', async () => {
		const entries = new Map<string, { id: string; data: Record<string, unknown> }>();
		const store = {
			set: (entry: { id: string; data: Record<string, unknown> }) => entries.set(entry.id, entry),
			values: () => [...entries.values()],
			delete: (id: string) => entries.delete(id),
		} as unknown as DataStore;
		const loader = withoutUnpublished(
			{
				name: 'fixture',
				load: ({ store }) => {
					store.set({ id: 'live', data: { draft: false, published: day('2026-01-01') } });
					store.set({ id: 'draft', data: { draft: true, published: day('2026-01-01') } });
					store.set({ id: 'scheduled', data: { draft: false, published: day('2026-04-01') } });
					return Promise.resolve();
				},
			},
			(data) => ({ draft: data['draft'] === true, published: data['published'] as Date }),
			new Date('2026-03-01T12:00:00Z'),
		);
		await loader.load({ store } as LoaderContext);
		expect([...entries.keys()]).toEqual(['live']);
		expect(loader.name).toBe('fixture');
	});
});
