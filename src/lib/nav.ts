/** True when `href` is the current page or a section containing it (/gallery marks /gallery/facilities). */
export function isActive(href: string, pathname: string): boolean {
	const path = pathname.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
	if (href === '/') return path === '/';
	return path === href || path.startsWith(`${href}/`);
}

/** The seven sections of the site, in menu order. */
export const navLinks = [
	{ href: '/about-us', label: 'About Us' },
	{ href: '/membership', label: 'Membership' },
	{ href: '/timetable', label: 'Timetable' },
	{ href: '/facilities', label: 'Facilities' },
	{ href: '/gallery', label: 'Gallery' },
	{ href: '/blog', label: 'Blog' },
	{ href: '/shop', label: 'Shop' },
] as const;
