/** A built page: its URL path and its file in the build folder. */
export interface BuiltPage {
	pathname: string;
	file: string;
}

/** One change to a built page; it gets the page as the steps before it left it. */
export type PageStep = (html: string, page: BuiltPage) => string | Promise<string>;
