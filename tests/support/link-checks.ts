import { describe, type HtmlElement } from './html-dom';

/** What the link checks need to know about the site and its build. */
export interface LinkContext {
	/** The URL path of the page under check, e.g. '/about-us'. */
	pagePath: string;
	/** The production origin: absolute URLs on it (canonical, og:image, JSON-LD) are internal. */
	siteOrigin: string;
	/** The built file answering a URL path, or undefined when nothing does. */
	resolve(urlPath: string): string | undefined;
	/** The #fragment targets of a built HTML file. */
	anchorsOf(file: string): Set<string>;
}

interface Reference {
	el: HtmlElement;
	url: string;
	/** Navigation (a, area) or a resource the page loads (img, script, stylesheet...). */
	kind: 'navigation' | 'resource';
}

const resourceAttributes: [selector: string, attribute: string][] = [
	['link[href]', 'href'],
	['img[src]', 'src'],
	['source[src]', 'src'],
	['video[src]', 'src'],
	['audio[src]', 'src'],
	['track[src]', 'src'],
	['iframe[src]', 'src'],
	['embed[src]', 'src'],
	['script[src]', 'src'],
	['video[poster]', 'poster'],
	['astro-island[component-url]', 'component-url'],
	['astro-island[renderer-url]', 'renderer-url'],
	['astro-island[before-hydration-url]', 'before-hydration-url'],
];

const shareImages = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'];

/** Every URL a page links to or loads, with the element that holds it. */
export function collectReferences(doc: HtmlElement): Reference[] {
	const refs: Reference[] = [];
	for (const el of doc.querySelectorAll('a[href], area[href]'))
		refs.push({ el, url: el.getAttributeValue('href') ?? '', kind: 'navigation' });
	for (const [selector, attribute] of resourceAttributes) {
		for (const el of doc.querySelectorAll(selector)) refs.push({ el, url: el.getAttributeValue(attribute) ?? '', kind: 'resource' });
	}
	for (const el of doc.querySelectorAll('img[srcset], source[srcset]')) {
		for (const url of parseSrcset(el.getAttributeValue('srcset') ?? '')) refs.push({ el, url, kind: 'resource' });
	}
	for (const el of doc.querySelectorAll('meta[property], meta[name]')) {
		const key = el.getAttributeValue('property') ?? el.getAttributeValue('name') ?? '';
		if (shareImages.includes(key)) refs.push({ el, url: el.getAttributeValue('content') ?? '', kind: 'resource' });
	}
	return refs;
}

/** The URLs of a srcset attribute, without their width or density descriptors. */
export function parseSrcset(srcset: string): string[] {
	// As the HTML standard reads it: a URL runs to whitespace (trailing commas end a bare URL), then
	// its descriptors run to the next comma outside parentheses.
	const urls: string[] = [];
	let rest = srcset;
	while ((rest = rest.replace(/^[\s,]+/, '')) !== '') {
		const url = /^\S+/.exec(rest)?.[0] ?? '';
		rest = rest.slice(url.length);
		if (url.endsWith(',')) {
			urls.push(url.replace(/,+$/, ''));
			continue;
		}
		urls.push(url);
		rest = rest.replace(/^(?:[^,(]|\([^)]*\))*/, '');
	}
	return urls;
}

/**
 * Checks every link and resource of a page: internal targets exist, #fragments exist, external links
 * are https, no '#' placeholders, and new-tab links carry rel="noopener noreferrer". Returns problems.
 */
export function checkLinks(doc: HtmlElement, ctx: LinkContext): string[] {
	const problems: string[] = [];
	const ownAnchors = new Set(doc.querySelectorAll('[id]').map((el) => el.id ?? ''));
	for (const el of doc.querySelectorAll('a[name]')) ownAnchors.add(el.getAttributeValue('name') ?? '');
	const base = new URL(ctx.pagePath, ctx.siteOrigin);

	for (const { el, url, kind } of collectReferences(doc)) {
		const raw = url.trim();
		const where = describe(el);
		if (raw === '' || raw === '#') {
			problems.push(`${where} links to '${raw}', which goes nowhere`);
			continue;
		}
		if (raw.startsWith('#')) {
			const id = safeDecode(raw.slice(1));
			if (!ownAnchors.has(id)) problems.push(`${where} points to #${id}, but the page has no element with that id`);
			continue;
		}
		if (raw.startsWith('//')) {
			problems.push(`${where} uses a protocol-relative URL; write it with https://`);
			continue;
		}
		let target: URL;
		try {
			target = new URL(raw, base);
		} catch {
			problems.push(`${where} has an invalid URL '${raw}'`);
			continue;
		}
		if (target.protocol === 'mailto:' || target.protocol === 'tel:') {
			if (kind === 'navigation' && target.pathname.trim() === '') problems.push(`${where} is a ${target.protocol} link without an address`);
			continue;
		}
		if (target.protocol === 'data:' && kind === 'resource') continue;
		if (target.protocol === 'webcal:') {
			// A calendar subscription is the site's own feed over https, so the build must hold it.
			problems.push(...checkInternal(where, el, new URL(target.pathname, ctx.siteOrigin), ctx));
			continue;
		}
		if (target.protocol === 'http:' && target.origin !== ctx.siteOrigin) {
			problems.push(`${where} points to ${raw}: external links must use https`);
			continue;
		}
		if (target.protocol !== 'https:' && target.protocol !== 'http:') {
			problems.push(`${where} uses a ${target.protocol} URL`);
			continue;
		}
		if (target.origin !== ctx.siteOrigin) {
			// Resources from another origin are a privacy problem; the privacy gate reports requests made.
			if (kind === 'resource' && !isDocumentLink(el)) problems.push(`${where} loads ${raw} from another origin`);
			continue;
		}
		problems.push(...checkInternal(where, el, target, ctx));
	}

	for (const el of doc.querySelectorAll('a[target="_blank"], area[target="_blank"], form[target="_blank"]')) {
		const rel = new Set((el.getAttributeValue('rel') ?? '').toLowerCase().split(/\s+/));
		if (!rel.has('noopener') || !rel.has('noreferrer')) problems.push(`${describe(el)} opens a new tab without rel="noopener noreferrer"`);
	}
	return problems;
}

function checkInternal(where: string, el: HtmlElement, target: URL, ctx: LinkContext): string[] {
	const urlPath = target.pathname;
	if (urlPath !== '/' && urlPath.endsWith('/')) {
		return [
			`${where} points to ${urlPath}, but page URLs have no trailing slash (trailingSlash: 'never'); use ${urlPath.replace(/\/+$/, '')}`,
		];
	}
	if (el.is('a') && urlPath.endsWith('.html')) return [`${where} points to ${urlPath}; link to ${urlPath.replace(/\.html$/, '')} instead`];
	const file = ctx.resolve(urlPath);
	if (!file) return [`${where} points to ${urlPath}, which the build does not contain`];
	const fragment = safeDecode(target.hash.slice(1));
	if (fragment && file.endsWith('.html') && !ctx.anchorsOf(file).has(fragment)) {
		return [`${where} points to ${urlPath}#${fragment}, but that page has no element with id "${fragment}"`];
	}
	return [];
}

// <meta> share images and <link rel="canonical|alternate|sitemap"> name documents the page does not load.
function isDocumentLink(el: HtmlElement): boolean {
	if (el.is('meta')) return true;
	if (!el.is('link')) return false;
	const rel = (el.getAttributeValue('rel') ?? '').toLowerCase().split(/\s+/);
	return rel.some((value) => ['canonical', 'alternate', 'sitemap', 'author', 'license', 'me'].includes(value));
}

function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}
