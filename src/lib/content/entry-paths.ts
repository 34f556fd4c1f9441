// The one place the addresses that pages link to are spelled, after the routes in src/pages. Plain code that imports
// only the addresses a page's script fetches (which live in a browser/ folder so a script can import them), so the
// build tooling can load it too.
export { timetableJsonPath } from '../browser/fetched-paths.ts';

/** The sections of the site, in menu order, each at the site's root. */
export const siteSections = ['about-us', 'membership', 'timetable', 'facilities', 'gallery', 'blog', 'shop'] as const;
export type SiteSection = (typeof siteSections)[number];

/** A section's address: /membership. */
export const sectionPath = (section: SiteSection): string => `/${section}`;

/** The class timetable, where a session without a page of its own links: /timetable. */
export const timetablePath = sectionPath('timetable');

/** The blog: the newest monthly posts and the class guides. */
export const blogPath = sectionPath('blog');

/** Every monthly post, newest first; later pages add their number (/blog/archive/2). */
export const blogArchivePath = `${blogPath}/archive`;

/** A post's address: /blog/<folder name>. */
export const postPath = (slug: string): string => `${blogPath}/${slug}`;

/** The list of every class: /classes. */
export const classIndexPath = '/classes';

/** A class guide's address: /classes/<file name>. */
export const classPath = (slug: string): string => `${classIndexPath}/${slug}`;

/** A shop page's address, by its product category: /shop/fitness-gear. */
export const shopPath = (category: string): string => `${sectionPath('shop')}/${category}`;

/** An album's address, e.g. /gallery/facilities (the id is the folder name in lower case). */
export const albumPath = (id: string): string => `${sectionPath('gallery')}/${id}`;

/** The calendar feed of the whole week: /timetable.ics. */
export const timetableFeedPath = `${timetablePath}.ics`;

/** The calendar feed of one class on the timetable: /classes/<file name>.ics. */
export const classFeedPath = (slug: string): string => `${classPath(slug)}.ics`;

/** The pages every footer links, each at the site's root and named by its own file in content/pages/. */
export const trustPages = ['privacy', 'accessibility'] as const;

/** A trust page's address: /privacy, /accessibility. */
export const trustPagePath = (page: (typeof trustPages)[number]): string => `/${page}`;

/** The feed of the monthly posts. */
export const feedPath = '/rss.xml';

/** The sitemap's index, which @astrojs/sitemap writes and robots.txt and every page's head name. */
export const sitemapPath = '/sitemap-index.xml';

/** The home page, which the logo, the 404 page's way back and the launch list link to. */
export const homePath = '/';

/** The site's icon in public/, which every page's head and /admin/launch name. */
export const faviconPath = '/favicon.svg';

/** The id of /about-us's team section, which a class page's coaches link to. */
export const teamAnchor = 'team';

/** The team on /about-us (the section's toggle opens when the address ends in its id). */
export const teamPath = `${sectionPath('about-us')}#${teamAnchor}`;

/** The id of a class page's sessions section, which the page's button for its times or hours points to. */
export const sessionsAnchor = 'when';

/** The browser editor (Sveltia CMS) for staff, with its files under it; kept out of the sitemap and of prerendering. */
export const adminPath = '/admin';
