import { describe, expect, it } from 'vitest';

import { validRedirectPage } from '@/integrations/page-pipeline/valid-redirect-pages';

const astroRedirect = (to: string) =>
	`<!doctype html><title>Redirecting to: ${to}</title><meta http-equiv="refresh" content="0;url=${to}"><meta name="robots" content="noindex"><body><a href="${to}">Redirecting</a></body>`;

describe('validRedirectPage', () => {
	it.each([['/gallery/new'], ['/a;b']])('puts a space after the semicolon and a language on the page: %s', (to) => {
		const html = validRedirectPage(astroRedirect(to), 'en-GB');
		expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
		expect(html.startsWith('<!doctype html><html lang="en-GB"><head><title>')).toBe(true);
		expect(html).toMatch(/<meta name="robots" content="noindex"><\/head><body><a href="[^"]+">Redirecting<\/a><\/body><\/html>$/);
	});

	it.each([
		['an ordinary page', '<!doctype html><html lang="en-GB"><head><title>x</title></head><body></body></html>'],
		[
			'a page that mentions a refresh in its text',
			'<!doctype html><html lang="en"><body>&lt;meta http-equiv="refresh" content="0;url=/x"&gt;</body></html>',
		],
	])('leaves %s alone', (_, html) => {
		expect(validRedirectPage(html, 'en-GB')).toBe(html);
	});
});
