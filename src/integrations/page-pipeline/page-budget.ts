import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { posixPath, urlPath } from './page-paths.ts';
import { withoutPolicyElement } from './page-steps/content-security-policy.ts';
import { pageKeepsPolicy } from './policy-placement.ts';

/**
 * The first round trip of a new connection: a page's first response, its CSS inline, fits it however the host
 * compresses it (precompressed brotli files, as an nginx may serve them, and brotli quality 4 or gzip level 6 as
 * Netlify and Cloudflare Pages compress while they serve). Ten TCP segments hold about 14,600 B; the rest is for the
 * response's other headers.
 */
export const firstRoundTrip = 14 * 1024;

/**
 * The site's own budgets, which the build warns of besides the first round trip. Each is the site's choice, so it has
 * no default: a budget left out is not reported.
 */
export interface Budgets {
	/** A page in brotli at its best (quality 11), as precompressed files hold it: a line under the round trip that leaves room to grow. */
	roomToGrow?: number;
	/** Each video file of the build, in bytes. */
	video?: number;
}

/**
 * A page as a host that sends the security policy as a header serves it: such a build leaves the policy's `<meta>`
 * copy out of every page but the not-found page (policy-placement.ts), so the budgets measure the page without it,
 * whatever build they read. A build that keeps the copy (a host that sends no headers) serves each page larger.
 */
export const asServed = (html: string, pathname: string): string => (pageKeepsPolicy(pathname, false) ? html : withoutPolicyElement(html));

/** How a host may compress a page as it serves it, and its compressed size. */
export interface ServedSize {
	how: 'brotli q4' | 'gzip 6';
	bytes: number;
}

/** A page's size in brotli at `quality`. */
export const brotliSize = (html: string, quality: number): number =>
	brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** A page's size as each host compresses it while serving, largest first. */
export function servedSizes(html: string): ServedSize[] {
	const sizes: ServedSize[] = [
		{ how: 'brotli q4', bytes: brotliSize(html, 4) },
		{ how: 'gzip 6', bytes: gzipSync(html, { level: 6 }).length },
	];
	return sizes.sort((a, b) => b.bytes - a.bytes);
}

/**
 * What the build says about the pages' first responses: a line for each page over the round trip or the site's room
 * to grow, and for each video file over its budget (`videos`: the build's video files with their sizes), and the
 * largest page with what room it leaves. The build warns rather than stops: a page a little over costs its visitors a
 * round trip, while a build that refused would keep an urgent edit (a closure tomorrow) off the site.
 */
export function budgetReport(
	pages: readonly { pathname: string; html: string }[],
	budgets: Budgets = {},
	videos: readonly { file: string; bytes: number }[] = [],
): { over: string[]; largest: string } {
	const { roomToGrow, video } = budgets;
	const measured = pages.map(({ pathname, html }) => {
		const served = asServed(html, pathname);
		return {
			pathname: urlPath(pathname),
			size: servedSizes(served)[0]!,
			best: roomToGrow === undefined ? 0 : brotliSize(served, 11),
		};
	});
	const over = [
		...measured
			.filter(({ size }) => size.bytes > firstRoundTrip)
			.map(
				({ pathname, size }) =>
					`${pathname}: its first response is ${size.bytes} B (${size.how}), ${size.bytes - firstRoundTrip} B over the first round trip (${firstRoundTrip} B)`,
			),
		...(roomToGrow === undefined
			? []
			: measured
					.filter(({ best }) => best > roomToGrow)
					.map(
						({ pathname, best }) =>
							`${pathname}: ${best} B in brotli at quality 11, ${best - roomToGrow} B over the room to grow (${roomToGrow} B)`,
					)),
		...(video === undefined
			? []
			: videos
					.filter(({ bytes }) => bytes > video)
					.map(({ file, bytes }) => `${file}: ${bytes} B, ${bytes - video} B over the video budget (${video} B)`)),
	];
	const top = measured.reduce<(typeof measured)[number] | undefined>((a, b) => (a && a.size.bytes >= b.size.bytes ? a : b), undefined);
	const room = top ? firstRoundTrip - top.size.bytes : 0;
	const largest = top
		? `largest first response: ${top.pathname}, ${top.size.bytes} B (${top.size.how}), ${Math.abs(room)} B ${room >= 0 ? 'under' : 'over'} the first round trip`
		: 'no pages measured';
	return { over, largest };
}

const videoFile = /\.(?:mp4|webm|ogv|mov|m4v)$/i;

/** The video files of the build folder `root`, by address (`/media/hero.mp4`), with their sizes. */
export function videoFilesIn(root: string): { file: string; bytes: number }[] {
	return readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((name) => videoFile.test(name))
		.map((name) => ({ file: `/${posixPath(name)}`, bytes: statSync(path.join(root, name)).size }))
		.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
