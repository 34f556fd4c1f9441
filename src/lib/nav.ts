/** True when `href` is the current page or a section containing it (/gallery marks /gallery/facilities). */
export function isActive(href: string, pathname: string): boolean {
	const path = pathname.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
	if (href === '/') return path === '/';
	return path === href || path.startsWith(`${href}/`);
}

/** The seven sections of the site, in menu order. */
export const navSections = ['about-us', 'membership', 'timetable', 'facilities', 'gallery', 'blog', 'shop'] as const;
export type NavSection = (typeof navSections)[number];

/** The menu's links, named by content/settings/words.yaml's `menu`. */
export function navLinks(labels: Record<NavSection, string>): { href: string; label: string }[] {
	return navSections.map((section) => ({ href: `/${section}`, label: labels[section] }));
}
