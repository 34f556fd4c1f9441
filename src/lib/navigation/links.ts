/**
 * The absolute address of a path on the site: ('/blog', 'https://gym.example') gives 'https://gym.example/blog'. An
 * address of its own is kept as it is.
 */
export function absoluteUrl(path: string, siteUrl: string | URL): string {
	return new URL(path, siteUrl).href;
}

/** Whether a link leaves the site (so ExternalLink opens it in a new tab); site paths, anchors and mailto links stay. */
export function isExternalLink(href: string, siteUrl: string): boolean {
	if (!/^https?:\/\//i.test(href)) return false;
	return new URL(href).origin !== new URL(siteUrl).origin;
}

/** A mailto link to the gym, with an optional subject line. */
export function toMailto(email: string, subject?: string): string {
	return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The new page gets no handle on this one (window.opener) and no referrer. */
export const newTabRel = 'noopener noreferrer';

/**
 * The visually hidden words after a new-tab link's visible text: " (hint)", or " (subject, hint)" to say what it is
 * about. `hint` is words.yaml's newTab, e.g. "opens in a new tab". ExternalLink is the one link that writes them.
 */
export function newTabNote(hint: string, subject?: string): string {
	return subject ? ` (${subject}, ${hint})` : ` (${hint})`;
}
