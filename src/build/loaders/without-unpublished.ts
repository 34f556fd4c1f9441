import type { Loader } from 'astro/loaders';

import { isPublished, type Publishable } from '../../lib/content/publishing.ts';

/**
 * Wraps a collection loader so that entries not yet published are dropped after loading. Every page, list,
 * feed, sitemap and structured-data block reads collections, so none of them can show a draft. Entries are
 * still validated first, so a broken draft fails the build like any other file.
 */
export function withoutUnpublished(loader: Loader, facts: (data: Record<string, unknown>) => Publishable, now: Date): Loader {
	return {
		...loader,
		load: async (context) => {
			await loader.load(context);
			for (const entry of context.store.values()) {
				if (!isPublished(facts(entry.data), now)) context.store.delete(entry.id);
			}
		},
	};
}
