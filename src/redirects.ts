/**
 * Old addresses and where they moved: the one list. Astro writes a page for each (a meta refresh, for hosts without
 * rules), and the build writes the hosts' rules from it (`_redirects`, the nginx map;
 * src/integrations/page-pipeline/hosts/host-redirects.ts).
 */
export const redirects: Record<string, string> = {
	// The address docs/product.md (§2) gives the gallery card of Classes In Action; the album lives at /gallery/classes.
	'/gallery/classes-in-action': '/gallery/classes',
};
