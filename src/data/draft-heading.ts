import { buildNow } from './clock.ts';
import { formatDay } from '@/lib/dates';
import { labelDraftHeading, publicationState, type Publishable } from '@/lib/content/publishing';

/**
 * An entry's heading as a card shows it: "Draft: …" or "Scheduled 12 March 2026: …" for an entry not yet live. Only
 * `npm run dev` has such entries to label: production builds leave them out of every collection.
 */
export function draftHeading(heading: string, entry: Publishable): string {
	return labelDraftHeading(heading, publicationState(entry, buildNow()), formatDay);
}
