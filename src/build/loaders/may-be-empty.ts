import type { Loader, LoaderContext } from 'astro/loaders';

/** The glob loader's warning for a folder with no entries. */
const noFiles = /^No files found matching/;

/**
 * A loader for a collection that may rightly have no entries yet (member stories before the first one): the glob
 * loader's "No files found" warning is left out, every other message passes through.
 */
export function mayBeEmpty(loader: Loader): Loader {
	return {
		...loader,
		load: (context: LoaderContext) => {
			const logger = Object.create(context.logger) as LoaderContext['logger'];
			logger.warn = (message: string) => {
				if (!noFiles.test(message)) context.logger.warn(message);
			};
			return loader.load({ ...context, logger });
		},
	};
}
