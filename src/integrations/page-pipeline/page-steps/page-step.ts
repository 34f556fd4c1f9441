import { type PageDocument, parsePage, serializePage } from './page-document.ts';

/** A built page: its URL path (`about-us`, `` for the home page) and its document, which the steps change in turn. */
export interface BuiltPage {
	pathname: string;
	document: PageDocument;
}

/** One change to a built page's document; it gets the page as the steps before it left it. */
export type PageStep = (page: BuiltPage) => void | Promise<void>;

/** Runs `steps` in order on the page at `pathname`, written as `html`: read once, changed in place, written once. */
export async function finishPage(html: string, pathname: string, steps: readonly PageStep[]): Promise<string> {
	const page = { pathname, document: parsePage(html) };
	for (const step of steps) await step(page);
	return serializePage(page.document);
}
