// The one place the addresses of posts and class guides are spelled, after the routes src/pages/blog/[slug].astro
// and src/pages/classes/[slug].astro. Plain code with no imports, so the build tooling can load it too.

/** A post's address: /blog/<folder name>. */
export const postPath = (slug: string): string => `/blog/${slug}`;

/** A class guide's address: /classes/<file name>. */
export const classPath = (slug: string): string => `/classes/${slug}`;

/** The list of every class: /classes. */
export const classIndexPath = '/classes';
