import type { Loader, LoaderContext } from 'astro/loaders';

/** The glob loader's warning for a folder with no entries. */
const noFiles = /^No files found matching/;

/** An id no file can have (a glob entry's id is its file name), held for a moment to open the collection in the store. */
const opening = '\0empty';

/**
 * A loader for a collection that may rightly have no entries yet (member stories before the first one). The glob
 * loader's "No files found" warning is left out, every other message passes through. With no entries, the collection
 * is still opened in the store, so `getCollection` gives none, as it does for a collection that has entries, rather
 * than warning that it does not exist.
 */
export function mayBeEmpty(loader: Loader): Loader {
	return {
		...loader,
		load: async (context: LoaderContext) => {
			const logger = Object.create(context.logger) as LoaderContext['logger'];
			logger.warn = (message: string) => {
				if (!noFiles.test(message)) context.logger.warn(message);
			};
			await loader.load({ ...context, logger });
			if (context.store.keys().length > 0) return;
			// The store opens a collection with its first entry and keeps it, empty, once that entry is deleted.
			context.store.set({ id: opening, data: {} });
			context.store.delete(opening);
		},
	};
}
