import type { Loader } from 'astro/loaders';

/**
 * Hands each entry's id (its file name) to the schema as `data[key]`, so one collection can give every file its
 * own schema (a discriminated union on `key`) without editors writing the file's name into the file.
 */
export function keyedByFile(loader: Loader, key: string): Loader {
	return {
		...loader,
		load: (context) =>
			loader.load({
				...context,
				parseData: (props) => context.parseData({ ...props, data: { ...props.data, [key]: props.id } }),
			}),
	};
}
