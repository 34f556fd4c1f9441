import { formatDay } from '../dates.ts';
import { type DraftWords, labelDraftHeading, publicationState, type Publishable } from './publishing.ts';

/**
 * An entry's heading as a card shows it at `now`, labelled in `words` ("Draft: …", "Scheduled 12 March 2026: …") when
 * not yet live.
 * Only `npm run dev` has such entries to label: production builds leave them out of every collection.
 */
export function draftHeading(heading: string, entry: Publishable, now: Date, words: DraftWords): string {
	return labelDraftHeading(heading, publicationState(entry, now), words, formatDay);
}
