import { formatDay } from '../dates.ts';
import { labelDraftHeading, publicationState, type Publishable } from './publishing.ts';

/**
 * An entry's heading as a card shows it at `now`: "Draft: …" or "Scheduled 12 March 2026: …" for an entry not yet live.
 * Only `npm run dev` has such entries to label: production builds leave them out of every collection.
 */
export function draftHeading(heading: string, entry: Publishable, now: Date): string {
	return labelDraftHeading(heading, publicationState(entry, now), formatDay);
}
