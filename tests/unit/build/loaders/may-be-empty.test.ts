import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';

import { mayBeEmpty } from '@/build/loaders/may-be-empty';

/** A store as the content layer's for one collection: it opens the collection with its first entry and keeps it open. */
function fakeStore(ids: string[]) {
	const entries = new Map(ids.map((id) => [id, {}]));
	let open = ids.length > 0;
	return {
		isOpen: () => open,
		store: {
			keys: () => [...entries.keys()],
			set: ({ id }: { id: string }) => {
				entries.set(id, {});
				open = true;
				return true;
			},
			delete: (id: string) => entries.delete(id),
		},
	};
}

/** A glob loader of the test's own, with the warnings the real one gives. */
const globLoader: Loader = {
	name: 'glob-loader',
	load: (context) => {
		context.logger.warn('No files found matching "*.yaml" in directory "content/stories"');
		context.logger.warn('content/stories/sam.yaml: something else');
		context.logger.info('loaded');
		return Promise.resolve();
	},
};

describe('mayBeEmpty', () => {
	it("drops only the glob loader's warning about a folder with no entries", async () => {
		const warned: string[] = [];
		const logger = { warn: (message: string) => warned.push(message), info: () => undefined };
		const loader = mayBeEmpty(globLoader);
		expect(loader.name).toBe('glob-loader');
		await loader.load({ logger, store: fakeStore([]).store } as unknown as LoaderContext);
		expect(warned).toEqual(['content/stories/sam.yaml: something else']);
	});

	it.each([
		{ name: 'no entries: the collection is opened, still empty', ids: [], keys: [] },
		{ name: 'entries: they are left as they are', ids: ['sam'], keys: ['sam'] },
	])('$name', async ({ ids, keys }) => {
		const { store, isOpen } = fakeStore(ids);
		const logger = { warn: () => undefined, info: () => undefined };
		await mayBeEmpty(globLoader).load({ logger, store } as unknown as LoaderContext);
		expect(isOpen()).toBe(true);
		expect(store.keys()).toEqual(keys);
	});
});
