import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { urlPath } from './page-paths.ts';
import { withoutPolicyElement } from './page-steps/content-security-policy.ts';
import { pageKeepsPolicy } from './policy-placement.ts';

/**
 * The first round trip of a new connection: a page's first response, its CSS inline, fits it however the host
 * compresses it (the precompressed brotli files deploy/nginx serves, and brotli quality 4 or gzip level 6 as Netlify
 * and Cloudflare Pages compress while they serve). Ten TCP segments hold about 14,600 B; the rest is for the
 * response's other headers.
 */
export const firstRoundTrip = 14 * 1024;

/** Brotli at its best (quality 11) stays under this, so staff can write more before a page outgrows the round trip. */
export const roomToGrow = 12_800;

/** A page in gzip at level 9: a ceiling well above the round trip, which catches a page that grows by kilobytes at once. */
export const gzipPageBudget = 40 * 1024;

/** A page as written, before compression: what a browser parses, and what a host that does not compress sends. */
export const rawPageBudget = 64 * 1024;

/** A page's CSS in gzip, inline and linked together: the largest share of a first response. */
export const cssBudget = 8 * 1024;

/** The heading font's subset, the one font file pages preload, so it races the first paint. */
export const fontBudget = 15 * 1024;

/** Each video file: the hero plays on a phone's data plan. */
export const videoBudget = 1024 * 1024;

/**
 * A page as the hosts we deploy to serve it. Netlify, Cloudflare Pages and deploy/nginx send the security policy as
 * a header, and their builds leave its `<meta>` copy out of every page but the not-found page
 * (src/build/pipeline/policy-placement.ts), so the budgets measure the page without it, whatever build they read. A build
 * that keeps the copy (GitHub Pages, which sends no headers) serves each page larger (by how much: BENCHMARKS.md).
 */
export const asServed = (html: string, pathname: string): string => (pageKeepsPolicy(pathname, false) ? html : withoutPolicyElement(html));

/** How a host may compress a page as it serves it, and its compressed size. */
export interface ServedSize {
	how: 'brotli q4' | 'gzip 6';
	bytes: number;
}

const brotli = (html: string, quality: number) =>
	brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** A page's size as each host compresses it while serving, largest first. */
export function servedSizes(html: string): ServedSize[] {
	const sizes: ServedSize[] = [
		{ how: 'brotli q4', bytes: brotli(html, 4) },
		{ how: 'gzip 6', bytes: gzipSync(html, { level: 6 }).length },
	];
	return sizes.sort((a, b) => b.bytes - a.bytes);
}

/**
 * What the build says about the pages' first responses: a line for each page over the round trip, and the largest
 * page with what room it leaves. The build warns rather than stops: a page a little over costs its visitors a round
 * trip, while a build that refused would keep an urgent edit (a closure tomorrow) off the site; `npm test` fails on it.
 */
export function budgetReport(pages: readonly { pathname: string; html: string }[]): { over: string[]; largest: string } {
	const measured = pages.map(({ pathname, html }) => ({
		pathname: urlPath(pathname),
		size: servedSizes(asServed(html, pathname))[0]!,
	}));
	const over = measured
		.filter(({ size }) => size.bytes > firstRoundTrip)
		.map(
			({ pathname, size }) =>
				`${pathname}: its first response is ${size.bytes} B (${size.how}), ${size.bytes - firstRoundTrip} B over the first round trip (${firstRoundTrip} B)`,
		);
	const top = measured.reduce<(typeof measured)[number] | undefined>((a, b) => (a && a.size.bytes >= b.size.bytes ? a : b), undefined);
	const room = top ? firstRoundTrip - top.size.bytes : 0;
	const largest = top
		? `largest first response: ${top.pathname}, ${top.size.bytes} B (${top.size.how}), ${Math.abs(room)} B ${room >= 0 ? 'under' : 'over'} the first round trip`
		: 'no pages measured';
	return { over, largest };
}
