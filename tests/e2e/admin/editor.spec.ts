import { expect, test } from '@playwright/test';

import { adminPath } from '@/lib/content/entry-paths';

import { sitemapPaths } from '../../support/built-pages';
import { watchPage } from '../support/page-watch';

const isLoopback = (url: string) => {
	const { protocol, hostname } = new URL(url);
	return protocol === 'data:' || protocol === 'blob:' || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

test.describe('/admin (Sveltia CMS)', () => {
	test('renders its sign-in screen with every non-loopback request blocked, no failed request and no console error', async ({ page }) => {
		const blocked: string[] = [];
		const failed: string[] = [];
		const errors: string[] = [];
		await page.route('**/*', (route) => {
			if (isLoopback(route.request().url())) return route.continue();
			blocked.push(route.request().url());
			return route.abort('blockedbyclient');
		});
		page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
		page.on('response', (response) => {
			if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
		});
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text());
		});
		page.on('pageerror', (error) => errors.push(error.message));

		const watch = await watchPage(page);
		await page.goto(adminPath);
		await expect(page.getByRole('button', { name: /sign in using access token/i })).toBeVisible({ timeout: 20_000 });
		await expect(page.getByRole('button', { name: /work with local repository/i })).toBeVisible();
		// This build has no OAuth client set (CMS_OAUTH_BASE_URL, or Netlify's), so only the token is offered
		// (admin/sign-in.spec.ts signs in with GitHub through one).
		await expect(page.getByRole('button', { name: /sign in with github/i })).toHaveCount(0);
		// Sveltia fetches a few files once it has rendered (update check, status): wait until they are done and the page
		// is quiet, so one that fails or leaves our origin is caught.
		await watch.settle();

		expect(blocked, 'requests that tried to leave our origin').toEqual([]);
		expect(failed, 'failed requests').toEqual([]);
		expect(errors, 'console errors').toEqual([]);
	});

	test('is noindex, has its own security policy and stays out of the sitemap', async ({ request }) => {
		const response = await request.get(adminPath);
		expect(response.status()).toBe(200);
		// The served HTML, as crawlers and the browser's policy engine read it before Sveltia adds anything.
		const html = await response.text();
		expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
		const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
		const origins = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((match) => match[0]).sort();
		expect(origins).toEqual(['https://api.github.com', 'https://avatars.githubusercontent.com']);
		expect(csp).toMatch(/script-src 'self'(;|$)/);
		expect(sitemapPaths().filter((path) => path.startsWith(adminPath))).toEqual([]);
		// The bundle comes from our origin, not a CDN script tag.
		expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
			`${adminPath}/sveltia-cms.js`,
			`${adminPath}/cms-hooks.js`,
		]);
	});

	test('serves a configuration that names every collection', async ({ request }) => {
		const config = await (await request.get(`${adminPath}/config.yml`)).text();
		for (const name of ['blog', 'classes', 'timetable', 'plans', 'team', 'products', 'gallery', 'affiliates', 'settings', 'pages']) {
			expect(config).toMatch(new RegExp(`^  - name: ${name}$`, 'm'));
		}
	});
});
