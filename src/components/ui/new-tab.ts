// The one source of the attributes and the composed words of a link that opens a new tab: ExternalLink writes them,
// and the mobile menu island gets the words as a prop. The hint itself is content (content/settings/words.yaml).

/** The new page gets no handle on this one (window.opener) and no referrer. */
export const newTabRel = 'noopener noreferrer';

/**
 * The visually hidden words after a new-tab link's visible text: " (hint)", or " (subject, hint)" to say what it is
 * about. `hint` is words.yaml's newTab, e.g. "opens in a new tab".
 */
export function newTabNote(hint: string, subject?: string): string {
	return subject ? ` (${subject}, ${hint})` : ` (${hint})`;
}
