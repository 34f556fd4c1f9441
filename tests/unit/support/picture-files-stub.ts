/**
 * Stands in for src/pictures/picture-files.ts, which asks Astro's image service for files: the fixtures' pictures are
 * paths, and their addresses are those paths under the site's.
 */
const absolute = (src: string, siteUrl: string) => Promise.resolve(new URL(src, siteUrl).href);

export const absoluteImageUrl = absolute;
export const absoluteLogoUrl = absolute;
export const sharePictureOf = (src: string) => Promise.resolve({ src, width: 1200, height: 630 });
