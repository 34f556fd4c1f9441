/** Whether a link leaves the site (so ExternalLink opens it in a new tab); site paths, anchors and mailto links stay. */
export function isExternalLink(href: string, siteUrl: string): boolean {
	if (!/^https?:\/\//i.test(href)) return false;
	return new URL(href).origin !== new URL(siteUrl).origin;
}

/** A mailto link to the gym, with an optional subject line. */
export function toMailto(email: string, subject?: string): string {
	return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
