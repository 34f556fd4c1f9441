import type { APIRoute } from 'astro';

import { loadTimetableJson } from '@/data/pages/timetable-json';

/** /timetable.json: the home page's next classes through every day, which its script reads once it has painted. */
export const GET: APIRoute = async ({ locals }) =>
	new Response(JSON.stringify(await loadTimetableJson(locals)), { headers: { 'Content-Type': 'application/json' } });
