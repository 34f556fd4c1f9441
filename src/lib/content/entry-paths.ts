// The one place the addresses of posts, class pages, shop pages and the timetable are spelled, after the routes
// src/pages/blog/[slug].astro, src/pages/classes/[slug].astro and src/pages/shop/[category].astro. Plain code with no
// imports, so the build tooling can load it too.

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
