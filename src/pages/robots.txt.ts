import type { APIRoute } from 'astro';

import { sitemapPath } from '@/lib/content/entry-paths';
import { absoluteUrl } from '@/lib/navigation/links';

/** robots.txt names the sitemap by its absolute address, so it follows the configured domain. */
export const GET: APIRoute = ({ site }) => {
	if (!site) throw new Error('robots.txt names the sitemap by its absolute address: set `site` in astro.config.mjs');
	return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitemapPath, site)}\n`, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
};
