/**
 * The address a page is served and linked at, from the path it is built or asked at: pages are built as
 * /about-us.html but served as /about-us, with no trailing slash, and the home page as /.
 */
export const pagePathOf = (pathname: string): string =>
	pathname
		.replace(/\/+$/, '')
		.replace(/\.html$/, '')
		.replace(/(^|\/)index$/, '') || '/';
