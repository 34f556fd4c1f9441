import { collectingErrors } from '../content-check/collect-errors.ts';
import { contentCheckMode } from '../content-check/mode.ts';
import { parsedUnder, sourceDigest } from './schema-digest.ts';

/**
 * The build's two wraps around every collection's loader, so `src/content.config.ts` lists the collections as Astro's
 * own configs do. Entries Astro kept from a build whose schemas differed are parsed again (schema-digest.ts: `lib` is
 * the folder of the schemas and all they import); under `npm run content:check` every entry that fails its schema is
 * recorded and the load goes on (content-check/collect-errors.ts). A build never sets content:check's variables.
 */
export function withContentTooling<T extends Record<string, object>>(collections: T, lib: string): T {
	return collectingErrors(parsedUnder(collections, sourceDigest(lib)), contentCheckMode.reportFile);
}
