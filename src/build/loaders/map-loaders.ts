import type { Loader } from 'astro/loaders';

/**
 * The collections of src/content.config.ts with each object loader (`glob()`, `file()`) replaced by `wrap(loader)`;
 * a collection whose loader is an inline function, or that has none, is kept as it is.
 */
export function mapLoaders<T extends Record<string, object>>(collections: T, wrap: (loader: Loader) => Loader): T {
	return Object.fromEntries(
		Object.entries(collections).map(([name, collection]) => {
			const { loader } = collection as { loader?: unknown };
			const isObjectLoader = typeof loader === 'object' && loader !== null && 'load' in loader;
			return [name, isObjectLoader ? { ...collection, loader: wrap(loader as Loader) } : collection];
		}),
	) as T;
}
