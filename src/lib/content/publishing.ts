import { fillTemplate } from '../browser/fill-template.ts';
import { londonDay } from '../schedule/browser/london-time.ts';

/** The fields that decide whether an entry is on the live site; class guides have no schedule, so no date. */
export interface Publishable {
	draft: boolean;
	/** A post's publication day (midnight UTC, as frontmatter dates are read); it goes live on that London day. */
	published?: Date | undefined;
}

/** Whether an entry is live, a draft, or scheduled for a later day. */
export type PublicationState = { kind: 'published' } | { kind: 'draft' } | { kind: 'scheduled'; day: string };

/** A post dated today or earlier (in London) is live; a later date schedules it; `draft` keeps it off whatever the date. */
export function publicationState(entry: Publishable, now: Date): PublicationState {
	if (entry.draft) return { kind: 'draft' };
	const day = entry.published?.toISOString().slice(0, 10);
	if (day !== undefined && day > londonDay(now)) return { kind: 'scheduled', day };
	return { kind: 'published' };
}

/** Whether an entry belongs on the live site at `now`. */
export function isPublished(entry: Publishable, now: Date): boolean {
	return publicationState(entry, now).kind === 'published';
}

/** The words of a draft's label (content/settings/words.yaml, `drafts`). */
export interface DraftWords {
	/** An entry marked draft, e.g. Draft. */
	draft: string;
	/** A post dated after today, its day in {day}, e.g. Scheduled {day}. */
	scheduled: string;
}

/** "Draft" or "Scheduled 12 March 2026": how `npm run dev` labels an entry the live site leaves out; undefined when live. */
export function draftLabel(state: PublicationState, words: DraftWords, formatDay: (day: Date) => string): string | undefined {
	if (state.kind === 'draft') return words.draft;
	if (state.kind === 'scheduled') return fillTemplate(words.scheduled, { day: formatDay(new Date(`${state.day}T00:00:00Z`)) });
	return undefined;
}

/** A card heading with its draft label in front, e.g. "Draft: Run Club"; live entries keep their heading. */
export function labelDraftHeading(heading: string, state: PublicationState, words: DraftWords, formatDay: (day: Date) => string): string {
	const label = draftLabel(state, words, formatDay);
	return label ? `${label}: ${heading}` : heading;
}
