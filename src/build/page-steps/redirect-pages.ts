/**
 * Makes Astro's redirect pages (a meta refresh to the new address) valid HTML: Astro writes `content="0;url=…"`,
 * where HTML needs a space after the semicolon, and no language on the document. Other pages are left alone.
 */
export function validRedirectPage(html: string): string {
	if (!/^<!doctype html><title>/i.test(html) || !html.includes('<meta http-equiv="refresh"')) return html;
	return html
		.replace(/^<!doctype html>/i, '<!doctype html><html lang="en-GB">')
		.replace(/(<meta http-equiv="refresh" content="\d+);\s*url=/i, '$1; url=');
}
