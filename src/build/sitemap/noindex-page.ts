import { existsSync, readFileSync } from 'node:fs';

import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * Whether the built page at `pageUrl` asks search engines to leave it out (`<meta name="robots">` saying noindex), read
 * from its file in `outDir` (pages are written as `<path>.html`, the home page as `index.html`). The sitemap leaves such
 * pages out, so the page's own meta is the one place that decides, whatever made it noindex. A page with no file is
 * not one.
 */
export function asksNoIndex(outDir: URL, pageUrl: string): boolean {
	const path = decodeURI(new URL(pageUrl).pathname).replace(/^\/+|\/+$/g, '');
	const file = new URL(`${path || 'index'}.html`, outDir);
	if (!existsSync(file)) return false;
	const robots = DomUtils.findOne(
		(element) => element.name === 'meta' && element.attribs['name']?.toLowerCase() === 'robots',
		parseDocument(readFileSync(file, 'utf8')).children,
	);
	return /\bnoindex\b/i.test(robots?.attribs['content'] ?? '');
}
