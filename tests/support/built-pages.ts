import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { posixPath } from '@/build/posix-path';
import { sitemapPath } from '@/lib/content/entry-paths';

/** The build the Playwright webServer serves and the gates of tests/dist read (same variable as astro.config.mjs). */
export const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');

/** A page the browser gates visit. */
export interface GatePage {
	/** How reports name the page: its path, or '404' for the not-found page. */
	name: string;
	/** What the browser requests. */
	url: string;
	/** The built file, relative to outDir. */
	file: string;
	status: 200 | 404;
}

// Any unknown path shows the not-found page; this one is unknown by construction.
const missingPath = '/gates/this-page-does-not-exist';

/** Paths listed by the built sitemap(s), e.g. ['/', '/about-us']; empty when there is no build yet. */
export function sitemapPaths(): string[] {
	const index = path.join(outDir, sitemapPath);
	const sitemaps = existsSync(index)
		? locs(readFileSync(index, 'utf8')).map((loc) => path.basename(new URL(loc).pathname))
		: ['sitemap-0.xml'];
	return sitemaps
		.map((name) => path.join(outDir, name))
		.filter((file) => existsSync(file))
		.flatMap((file) => locs(readFileSync(file, 'utf8')))
		.map((loc) => new URL(loc).pathname);
}

/**
 * Every page of the sitemap, then the built pages the sitemap leaves out on purpose (noindex drafts such as
 * unfinished class guides; redirect pages excepted), then the not-found page: the list every browser gate runs over.
 */
export function gatePages(): GatePage[] {
	const listed = sitemapPaths();
	const unlisted = builtHtmlFiles()
		.filter((file) => file !== '404.html' && !listed.includes(pathForFile(file)))
		.filter((file) => !/<meta http-equiv="refresh"/i.test(readFileSync(path.join(outDir, file), 'utf8')))
		.map(pathForFile);
	const pages: GatePage[] = [...listed, ...unlisted].map((urlPath) => ({
		name: urlPath,
		url: urlPath,
		file: resolveBuiltFile(urlPath) ?? `${urlPath.slice(1)}.html`,
		status: 200,
	}));
	if (existsSync(path.join(outDir, '404.html'))) pages.push({ name: '404', url: missingPath, file: '404.html', status: 404 });
	return pages;
}

/**
 * One page of each kind, for checks of what a page's template decides (its bars, its scripts, its headers) rather
 * than its words: every top-level page, the first page under each section (/classes/…, /blog/…, /gallery/…,
 * /shop/…), and the not-found page. Keyed by kind, e.g. '/classes/…'.
 */
export function pageKinds(pages: GatePage[] = gatePages()): Map<string, GatePage> {
	const kinds = new Map<string, GatePage>();
	for (const page of pages) {
		const [first = '', second] = page.url.split('/').filter(Boolean);
		const kind = page.status === 404 ? '404' : second === undefined ? `/${first}` : `/${first}/…`;
		if (!kinds.has(kind)) kinds.set(kind, page);
	}
	return kinds;
}

/** Every HTML file of the build (relative to outDir, '/' separated), sitemap or not: the gates of tests/dist read them all. */
export function builtHtmlFiles(dir = outDir): string[] {
	if (!existsSync(dir)) return [];
	return (
		readdirSync(dir, { recursive: true, encoding: 'utf8' })
			.filter((name) => name.endsWith('.html') && !name.split(path.sep).some((part) => part.startsWith('.')))
			// /admin is the staff's CMS app with its own policy and tests (tests/e2e/admin/editor.spec.ts), not a visitor page.
			.filter((name) => !['admin', 'admin.html'].includes(name.split(path.sep)[0] ?? ''))
			.map((name) => posixPath(name))
			.sort()
	);
}

/** The URL path a built file is served at (trailingSlash 'never', build.format 'file'). */
export function pathForFile(file: string): string {
	if (file === 'index.html') return '/';
	return `/${file.replace(/\.html$/, '').replace(/\/index$/, '')}`;
}

/**
 * The built file that answers a URL path, as the hosts serve it: '/' → index.html, '/about-us' →
 * about-us.html, '/favicon.svg' → favicon.svg. Undefined when nothing answers.
 */
export function resolveBuiltFile(urlPath: string, dir = outDir): string | undefined {
	const relative = safeDecode(urlPath).replace(/^\/+/, '');
	const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`];
	return candidates.find((candidate) => {
		const full = path.join(dir, candidate);
		return full.startsWith(dir) && existsSync(full) && statSync(full).isFile();
	});
}

function locs(xml: string): string[] {
	return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

/** Kilobytes with one decimal, for messages. */
export function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}
