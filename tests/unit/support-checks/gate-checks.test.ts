import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { checkCsp } from '../../support/csp-checks';
import { parseHtml } from '../../support/html-dom';
import { checkImages } from '../../support/image-checks';
import { checkLinks, type LinkContext } from '../../support/link-checks';

// The quality gates must catch what they claim to: each row is a page fragment and the problem it has. That they
// accept the site's own pages is the gates themselves, run over every built page.
const page = (body: string, head = '') =>
	parseHtml(`<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`);

const site: LinkContext = {
	pagePath: '/about-us',
	siteOrigin: 'https://gym.example',
	resolve: (urlPath) =>
		({ '/': 'index.html', '/membership': 'membership.html', '/about-us': 'about-us.html', '/_astro/a.avif': '_astro/a.avif' })[urlPath],
	anchorsOf: (file) => new Set(file === 'about-us.html' ? ['team'] : []),
};

describe('checkLinks', () => {
	it.each([
		['a placeholder #', '<a href="#">Class</a>', /links to '#'/],
		['a missing page', '<a href="/classes/strong">Strong</a>', /points to \/classes\/strong, which the build does not contain/],
		['a missing fragment', '<a href="#nowhere">x</a>', /no element with that id/],
		['a missing fragment on another page', '<a href="/about-us#coaches">x</a>', /has no element with id "coaches"/],
		['a trailing slash', '<a href="/membership/">Plans</a>', /no trailing slash/],
		['an .html address', '<a href="/membership.html">Plans</a>', /link to \/membership instead/],
		['plain http to another site', '<a href="http://hydra.com">Hydra</a>', /must use https/],
		['a new tab without rel', '<a href="https://hydra.com" target="_blank">Hydra</a>', /without rel="noopener noreferrer"/],
		[
			'a new tab with noopener only',
			'<a href="https://hydra.com" target="_blank" rel="noopener">Hydra</a>',
			/without rel="noopener noreferrer"/,
		],
		[
			'a srcset entry that is missing',
			'<img src="/_astro/a.avif" srcset="/_astro/a.avif 400w, /_astro/b.avif 800w" alt="" width="1" height="1">',
			/\/_astro\/b.avif, which the build/,
		],
		[
			'an image from another origin',
			'<img src="https://cdn.example/x.jpg" alt="" width="1" height="1">',
			/loads https:\/\/cdn.example\/x.jpg from another origin/,
		],
		['a javascript: URL', '<a href="javascript:void(0)">x</a>', /uses a javascript: URL/],
	])('reports %s', (_case, html, problem) => {
		expect(checkLinks(page(html), site)).toContainEqual(expect.stringMatching(problem));
	});
});

describe('checkImages', () => {
	const photo = (attrs: string) => `<img src="/_astro/p.jpg" width="800" height="600" ${attrs}>`;
	it.each([
		['no alt', '<img src="/x.svg" width="10" height="10">', /has no alt attribute/],
		['no width', '<img src="/x.svg" height="10" alt="">', /has no width attribute/],
		['a width in percent', '<img src="/x.svg" width="100%" height="10" alt="">', /not a whole number of pixels/],
		['a content photo as JPEG only', photo('alt="Rack" srcset="/a.jpg 400w, /b.jpg 800w"'), /not offered as AVIF or WebP/],
		[
			'a content photo without a srcset',
			`<picture><source type="image/avif" srcset="/a.avif">${photo('alt="Rack"')}</picture>`,
			/without a srcset of several sizes/,
		],
	])('reports %s', (_case, html, problem) => {
		expect(checkImages(page(html))).toContainEqual(expect.stringMatching(problem));
	});
});

describe('checkCsp', () => {
	const script = 'console.log(1)';
	const hash = createHash('sha256').update(script).digest('base64');
	const csp = (policy: string) => `<meta http-equiv="content-security-policy" content="${policy}">`;
	const good = csp(`default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self'`);

	it.each([
		['no policy', '', '', /has 0 Content-Security-Policy meta elements/],
		['unsafe-inline scripts', csp(`script-src 'self' 'unsafe-inline' 'sha256-${hash}'`), '', /allows 'unsafe-inline'/],
		['an inline script without its hash', good, '<script>alert(1)</script>', /inline script "alert\(1\)" is not allowed/],
		['an inline style without its hash', good, '<style>p{color:red}</style>', /inline style "p\{color:red\}" is not allowed/],
		['a style attribute', good, '<p style="color:red">x</p>', /has a style attribute, which the CSP blocks/],
		['an inline event handler', good, '<button onclick="go()">x</button>', /inline onclick handler/],
		['frame-ancestors in the meta tag', csp(`script-src 'self' 'sha256-${hash}'; frame-ancestors 'none'`), '', /frame-ancestors/],
	])('reports %s', (_case, head, body, problem) => {
		expect(checkCsp(page(body, head))).toContainEqual(expect.stringMatching(problem));
	});
});
