import { appendFileSync } from 'node:fs';

import type { Loader } from 'astro/loaders';

import { mapLoaders } from '../loaders/map-loaders.ts';

/** One entry that failed its schema, as `npm run content:check` reads it back. */
export interface ContentError {
	file: string;
	message: string;
}

/**
 * For `npm run content:check` only (it sets CONTENT_CHECK_REPORT): every loader records each entry that fails
 * its schema as a line of JSON in that file and goes on, so one run lists every bad file instead of the first.
 * Builds never set the variable and stop at the first error as usual.
 */
export function collectingErrors<T extends Record<string, object>>(collections: T, reportFile: string | undefined): T {
	if (!reportFile) return collections;
	const wrap = (loader: Loader): Loader => ({
		...loader,
		load: (context) =>
			loader.load({
				...context,
				parseData: async (props) => {
					try {
						return await context.parseData(props);
					} catch (error) {
						const entry: ContentError = {
							file: props.filePath ?? `${context.collection} → ${props.id}`,
							message: String((error as Error).message),
						};
						appendFileSync(reportFile, `${JSON.stringify(entry)}\n`);
						return props.data;
					}
				},
			}),
	});
	return mapLoaders(collections, wrap);
}
