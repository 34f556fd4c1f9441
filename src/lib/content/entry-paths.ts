// The one place the addresses that pages link to are spelled, after the routes in src/pages (the menu's sections are
// src/lib/nav.ts). Plain code with no imports, so the build tooling can load it too.

/** A post's address: /blog/<folder name>. */
export const postPath = (slug: string): string => `/blog/${slug}`;

/** A class guide's address: /classes/<file name>. */
export const classPath = (slug: string): string => `/classes/${slug}`;

/** A shop page's address, by its product category: /shop/fitness-gear. */
export const shopPath = (category: string): string => `/shop/${category}`;

/** The list of every class: /classes. */
export const classIndexPath = '/classes';

/** The class timetable, where a session without a page of its own links: /timetable. */
export const timetablePath = '/timetable';

/** The blog: the newest monthly posts and the class guides. */
export const blogPath = '/blog';

/** Every monthly post, newest first; later pages add their number (/blog/archive/2). */
export const blogArchivePath = '/blog/archive';

/** The pages every footer links, each at the site's root and named by its own file in content/pages/. */
export const trustPages = ['privacy', 'accessibility'] as const;

/** A trust page's address: /privacy, /accessibility. */
export const trustPagePath = (page: (typeof trustPages)[number]): string => `/${page}`;

/** The feed of the monthly posts. */
export const feedPath = '/rss.xml';
