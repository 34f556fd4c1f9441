import type { APIRoute, GetStaticPaths } from 'astro';

import { classFeedPaths, loadClassCalendar } from '@/data/pages/calendar-feeds';
import { calendarContentType } from '@/lib/http/served-files';

export const getStaticPaths = (() => classFeedPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ locals, params }) =>
	new Response(await loadClassCalendar(locals, params['slug'] ?? ''), { headers: { 'Content-Type': calendarContentType } });
