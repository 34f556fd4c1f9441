const astroRedirect = /^<!doctype html>(<title>[\s\S]*?)(<body>[\s\S]*<\/body>)\s*$/i;

/**
 * Makes Astro's redirect pages (a meta refresh to the new address) valid HTML: Astro writes `content="0;url=…"`,
 * where HTML needs a space after the semicolon, no language, and leaves <html> and <head> implied. Other pages are
 * left alone. `lang` is the site's language.
 */
export function validRedirectPage(html: string, lang: string): string {
	const parts = astroRedirect.exec(html);
	if (!parts || !html.includes('<meta http-equiv="refresh"')) return html;
	const head = (parts[1] ?? '').replace(/(<meta http-equiv="refresh" content="\d+);\s*url=/i, '$1; url=');
	return `<!doctype html><html lang="${lang}"><head>${head}</head>${parts[2] ?? ''}</html>`;
}
