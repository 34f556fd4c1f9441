/**
 * Old addresses and where they moved: the one list. Astro writes a page for each (a meta refresh, for hosts without
 * rules), and the build writes the hosts' rules from it (`_redirects`, the nginx map; src/build/host-policies.ts).
 */
export const redirects: Record<string, string> = {
	// The gallery index's card for Classes In Action once linked here; the album lives at /gallery/classes.
	'/gallery/classes-in-action': '/gallery/classes',
};
