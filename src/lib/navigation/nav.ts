import { classIndexPath, sectionPath, type SiteSection, siteSections, timetablePath } from '../content/entry-paths.ts';
import { pagePathOf } from './page-path.ts';

/** True when `href` is the current page or a section containing it (/gallery marks /gallery/facilities). */
export function isActive(href: string, pathname: string): boolean {
	const path = pagePathOf(pathname);
	if (href === '/') return path === '/';
	return path === href || path.startsWith(`${href}/`);
}

/** The menu's links, one per section of the site, named by content/settings/words.yaml's `menu`. */
export function navLinks(labels: Record<SiteSection, string>): { href: string; label: string }[] {
	return siteSections.map((section) => ({ href: sectionPath(section), label: labels[section] }));
}

/**
 * The footer's links: the menu's sections, with the list of every class after the timetable, the page a visitor
 * choosing a class wants. `classes` names that link.
 */
export function footerLinks(labels: Record<SiteSection, string>, classes: string): { href: string; label: string }[] {
	return navLinks(labels).flatMap((link) => (link.href === timetablePath ? [link, { href: classIndexPath, label: classes }] : [link]));
}
