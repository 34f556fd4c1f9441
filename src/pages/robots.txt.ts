import type { APIRoute } from 'astro';

import { sitemapPath } from '@/lib/content/entry-paths';

/** robots.txt names the sitemap by its absolute address, so it follows the configured domain. */
export const GET: APIRoute = ({ site }) =>
	new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL(sitemapPath, site).href}\n`, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
