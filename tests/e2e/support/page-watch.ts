import { gzipSync } from 'node:zlib';

import type { Page, Request } from '@playwright/test';

import { kb } from '../../support/built-pages';

export { kb };

/** One request the page made, with the bytes the production server would send for it. */
export interface LoggedRequest {
	url: string;
	resourceType: string;
	status: number | undefined;
	/** Response body size as stored in the build. */
	bytes: number;
	/** Gzip size of the body (what nginx/Netlify/Cloudflare send for text types). */
	gzipBytes: number;
}

const textTypes = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Records what a page requests and what goes wrong while it runs: console errors, uncaught
 * exceptions, CSP violations and failed requests. Call before page.goto().
 */
export async function watchPage(page: Page) {
	const requests: LoggedRequest[] = [];
	const pending = new Set<Request>();
	const bodies: Promise<void>[] = [];
	const errors: string[] = [];
	let documentUrl = '';
	let started = 0;
	let onIdle: (() => void)[] = [];
	/** Resolves once no request is in flight. */
	const allFinished = () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => onIdle.push(resolve)));
	const finish = (request: Request) => {
		pending.delete(request);
		if (pending.size > 0) return;
		const waiting = onIdle;
		onIdle = [];
		waiting.forEach((resolve) => resolve());
	};

	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			console.error(
				`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline block'} (${event.sourceFile}:${event.lineNumber})`,
			);
		});
	});
	page.on('request', (request) => {
		started += 1;
		pending.add(request);
		if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentUrl = request.url();
	});
	page.on('requestfailed', (request) => {
		finish(request);
		const failure = request.failure()?.errorText ?? 'failed';
		// A media element that is paused or replaced cancels its own range requests; that is not an error.
		if (!(request.resourceType() === 'media' && failure === 'net::ERR_ABORTED'))
			errors.push(`request for ${request.url()} failed: ${failure}`);
		requests.push({ url: request.url(), resourceType: request.resourceType(), status: undefined, bytes: 0, gzipBytes: 0 });
	});
	page.on('requestfinished', (request) => {
		finish(request);
		bodies.push(
			(async () => {
				// The page may close (the test ends) before a late response is read; the request is then logged without one.
				const response = await request.response().catch(() => null);
				const status = response?.status();
				const type = response?.headers()['content-type'] ?? '';
				const ok = response && status !== undefined && status < 300;
				// Text is weighed gzipped, so its body is read; pictures, fonts and video are sent as they are, and their size
				// comes without copying the bytes out of the browser.
				let bytes = 0;
				let gzipBytes = 0;
				if (ok && textTypes.test(type)) {
					const body = await response.body().catch(() => Buffer.alloc(0));
					bytes = body.length;
					gzipBytes = gzipSync(body, { level: 9 }).length;
				} else if (ok) {
					bytes = gzipBytes = (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
				}
				requests.push({ url: request.url(), resourceType: request.resourceType(), status, bytes, gzipBytes });
				const isDocument = request.url() === documentUrl;
				if (status !== undefined && status >= 400 && !isDocument) errors.push(`request for ${request.url()} answered ${status}`);
			})(),
		);
	});
	page.on('console', (message) => {
		if (message.type() !== 'error') return;
		// The not-found page's own 404 status is logged by Chromium as a failed resource.
		if (message.location().url === documentUrl && /status of 404/.test(message.text())) return;
		errors.push(`console error: ${message.text()}`);
	});
	page.on('pageerror', (error) => errors.push(`uncaught exception: ${error.message}`));

	return {
		/** Requests finished so far (awaits their bodies). */
		async requests(): Promise<LoggedRequest[]> {
			await Promise.all(bodies);
			return [...requests];
		},
		/** Console errors, exceptions, CSP violations and failed requests so far. */
		errors: () => [...errors],
		/**
		 * Waits until the page is quiet: every request it has made has finished, and two rounds in a row of two frames
		 * and an idle period in the page (when lazy images, visible islands and idle callbacks start theirs) start no
		 * new one. Two, because a request's event can reach the test just after the round that started it has ended.
		 * `maxMs` only bounds a page that never goes quiet; no timing is asserted.
		 */
		async settle(maxMs = 15_000): Promise<void> {
			const deadline = Date.now() + maxMs;
			for (let quietRounds = 0; quietRounds < 2 && Date.now() < deadline;) {
				const before = started;
				let timer: NodeJS.Timeout | undefined;
				await Promise.race([allFinished(), new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
				clearTimeout(timer);
				await page.evaluate(
					() =>
						new Promise((resolve) =>
							requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1_000 }))),
						),
				);
				quietRounds = started === before && pending.size === 0 ? quietRounds + 1 : 0;
			}
			await Promise.all(bodies);
		},
	};
}

/** Scrolls down a viewport at a time to the bottom, so lazy images (and any client:visible island) load. */
export async function scrollToBottom(page: Page): Promise<void> {
	await page.evaluate(async () => {
		// Two frames per screen: lazy images and visible islands in view start loading by the second.
		const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
			window.scrollTo(0, y);
			await frame();
		}
		window.scrollTo(0, document.documentElement.scrollHeight);
		await frame();
	});
}

/** An Astro island on the page and whether its code loads without any interaction. */
export interface IslandState {
	name: string;
	client: string;
	componentUrl: string;
	rendererUrl: string;
	/** Hydrates on load: client:load/idle/only, client:visible in view, client:media matching. */
	hydratesAtLoad: boolean;
}

/** The page's islands, judged at the current scroll position and viewport. */
export function islandStates(page: Page): Promise<IslandState[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('astro-island')].map((island) => {
			const client = island.getAttribute('client') ?? '';
			const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { name?: string; value?: unknown };
			// Islands are display: contents, so measure what they render.
			const range = document.createRange();
			range.selectNodeContents(island);
			const inView = [...range.getClientRects()].some(
				(r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth,
			);
			const media = typeof opts.value === 'string' ? opts.value : '';
			const hydratesAtLoad =
				['load', 'idle', 'only'].includes(client) ||
				(client === 'visible' && inView) ||
				(client === 'media' && window.matchMedia(media).matches);
			return {
				name: opts.name ?? '?',
				client,
				componentUrl: island.getAttribute('component-url') ?? '',
				rendererUrl: island.getAttribute('renderer-url') ?? '',
				hydratesAtLoad,
			};
		}),
	);
}

/** True for a request that fetches JavaScript. */
export function isScript(request: LoggedRequest): boolean {
	return request.resourceType === 'script' || /\.m?js(\?|$)/.test(new URL(request.url).pathname);
}
