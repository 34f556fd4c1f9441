// The one source of the words and attributes of a link that opens a new tab: ExternalLink writes them, and the
// mobile menu island gets the words as a prop, so changing the hint here (or later in content/) changes every link.

/** What a screen reader hears after the name of a link that opens a new tab. */
export const newTabHint = 'opens in a new tab';

/** The new page gets no handle on this one (window.opener) and no referrer. */
export const newTabRel = 'noopener noreferrer';

/** The visually hidden words after a new-tab link's visible text: " (hint)", or " (subject, hint)" to say what it is about. */
export function newTabNote(subject?: string): string {
	return subject ? ` (${subject}, ${newTabHint})` : ` (${newTabHint})`;
}
