import { sep } from 'node:path';

/** A page's address from Astro's name for it (`about-us`, `blog/archive/2`, `` for the home page): `/about-us`, `/`. */
export const urlPath = (pathname: string): string => `/${pathname.replace(/^\/|\/$/g, '')}`;

/** The file a page is built to with `build.format: 'file'`: `about-us` is `about-us.html`, the home page `index.html`. */
export const pageFile = (pathname: string): string => `${urlPath(pathname).slice(1) || 'index'}.html`;

/** A path of the build folder with forward slashes, as an address names it on every system. */
export const posixPath = (name: string): string => name.split(sep).join('/');
