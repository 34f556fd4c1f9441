import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';

import { loadRssFeed } from '@/data/pages/rss-feed';

/** /rss.xml: the monthly posts, newest first, as /blog lists them. */
export const GET: APIRoute = async ({ locals }) => rss(await loadRssFeed(locals));
