import { AstroErrorData } from 'astro/errors';
import type { z } from 'astro/zod';

import { describeContentError } from '@/build/content-check/astro-error';

/**
 * One line per problem in a content file, naming the file, the field and what is expected, e.g.
 * "content/plans/day-slot.yaml: price: Give the price as a number without a currency sign, e.g. 45": the lines
 * `npm run content:check` prints, made the same way (Astro's schema error text, read by
 * src/build/content-check/astro-error.ts), so the schema tests pin what editors read.
 */
export function describeIssues(file: string, error: z.ZodError): string[] {
	const message = AstroErrorData.InvalidContentEntryDataError.message('collection', file, error);
	return describeContentError({ file, message });
}
