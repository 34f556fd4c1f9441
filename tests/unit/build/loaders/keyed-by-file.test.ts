import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';

import { keyedByFile } from '@/build/loaders/keyed-by-file';

/** A loader that parses one entry per file name, as Astro's glob loader does. */
const loader: Loader = {
	name: 'fixture',
	load: async (context) => {
		for (const id of ['home', 'about-us']) {
			context.store.set({
				id,
				data: await context.parseData({ id, data: { heading: id.toUpperCase() }, filePath: `content/pages/${id}.yaml` }),
			});
		}
	},
};

describe('keyedByFile', () => {
	it("hands each entry's file name to the schema under the key, leaving the rest of its data alone", async () => {
		const parsed: unknown[] = [];
		const stored: Record<string, unknown> = {};
		await keyedByFile(loader, 'page').load({
			collection: 'pages',
			parseData: ({ data }: { data: Record<string, unknown> }) => {
				parsed.push(data);
				return Promise.resolve(data);
			},
			store: { set: ({ id, data }: { id: string; data: unknown }) => (stored[id] = data) },
		} as unknown as LoaderContext);
		expect(parsed).toEqual([
			{ heading: 'HOME', page: 'home' },
			{ heading: 'ABOUT-US', page: 'about-us' },
		]);
		expect(stored).toEqual({ home: { heading: 'HOME', page: 'home' }, 'about-us': { heading: 'ABOUT-US', page: 'about-us' } });
	});

	it('keeps the name of the loader it wraps', () => {
		expect(keyedByFile(loader, 'page').name).toBe('fixture');
	});
});
